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

/** Significant digits a position's prices keep: 65,207.69, 3,012.45, 0.159760. */
const PRICE_DIGITS = 6n;
/** The coarsest step: a cent. */
const CENT_UNITS = 1_000_000n;

/**
 * The price step at this quote's size (price units): six significant digits, at most a cent:
 * 65207.69 → 0.01 USDT, 2.1 → 0.00001, 0.16 → 0.000001. Execution and liquidation prices are
 * truncated to it (toward zero, the one rule), so they read like the market's. Read from the
 * quote's size, not from how its text is written: a feed that drops trailing zeros ("0.16" for
 * 0.16000000) would otherwise make the step a whole cent, a short's entry 0.15 and its
 * liquidation price below the market.
 */
export function priceStep(quote: bigint): bigint {
  let step = 1n;
  while (step < CENT_UNITS && quote / (step * 10n) >= 10n ** (PRICE_DIGITS - 1n)) step *= 10n;
  return step;
}

export const toStep = (units: bigint, step: bigint): bigint => units - (units % step);

/** Entry and liquidation prices of an order at this quote: what the server opens, and what the panel shows. */
export function orderPrices(side: Side, quote: bigint, spreadBp: number, leverage: number) {
  const step = priceStep(quote);
  const entry = toStep(executionPrice(side, quote, spreadBp), step);
  return { entry, liquidation: toStep(liquidationPrice(side, entry, leverage), step) };
}

/**
 * Whether an order's liquidation price is already reached at the market's price: a spread near
 * 1 / leverage (200 bp at 100×) would open a position the next tick liquidates.
 */
export function liquidatedAt(side: Side, liquidation: bigint, quote: bigint): boolean {
  return side === 'long' ? liquidation >= quote : liquidation <= quote;
}
