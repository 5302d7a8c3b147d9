// The settlement arithmetic, shared by the server (which decides) and the web (which shows the
// same figures before confirming). Integers only: cents for money, 10^-8 USDT for prices. ONE
// rounding rule: every division truncates toward zero (BigInt division), stated in ARCHITECTURE.md.

export type Side = 'long' | 'short';

/** The price a position opens at: the feed's price plus the spread (long) or minus it (short). */
export function executionPrice(side: Side, price: bigint, spreadBp: number): bigint {
  const bp = BigInt(spreadBp);
  return side === 'long' ? (price * (10_000n + bp)) / 10_000n : (price * (10_000n - bp)) / 10_000n;
}

/** The fee, in cents: `feeBp` basis points of the notional. */
export function feeOf(notionalCents: bigint, feeBp: number): bigint {
  return (notionalCents * BigInt(feeBp)) / 10_000n;
}

/**
 * Where the loss reaches the margin: entry ∓ entry / leverage. At 1× a long's is 0 (never
 * reached); a short's is twice the entry.
 */
export function liquidationPrice(side: Side, entry: bigint, leverage: number): bigint {
  const move = entry / BigInt(leverage);
  return side === 'long' ? entry - move : entry + move;
}

/**
 * Profit (+) or loss (−) in cents of a position of `notional` cents opened at `entry` and closed
 * at `exit`: notional × (exit − entry) / entry for a long, the opposite for a short, truncated
 * toward zero, and never a loss beyond the margin.
 */
export function profitLoss(
  position: { side: Side; notional: bigint; margin: bigint; entry: bigint },
  exit: bigint,
): bigint {
  const diff = position.side === 'long' ? exit - position.entry : position.entry - exit;
  const pl = (position.notional * diff) / position.entry;
  return pl < -position.margin ? -position.margin : pl;
}

/**
 * The feed's price step for a quote (at least a cent): "65207.69" → 0.01 USDT, "0.4556" →
 * 0.0001, in price units. Execution and liquidation prices are truncated to it (toward zero,
 * the one rule), so a position's prices read like the market's.
 */
export function priceStep(quote: string): bigint {
  const decimals = Math.min(8, Math.max(2, quote.split('.')[1]?.length ?? 0));
  return 10n ** BigInt(8 - decimals);
}

export const toStep = (units: bigint, step: bigint): bigint => units - (units % step);

/** Entry and liquidation prices of an order at this quote: what the server opens, and what the panel shows. */
export function orderPrices(side: Side, quote: bigint, quoteText: string, spreadBp: number, leverage: number) {
  const step = priceStep(quoteText);
  const entry = toStep(executionPrice(side, quote, spreadBp), step);
  return { entry, liquidation: toStep(liquidationPrice(side, entry, leverage), step) };
}
