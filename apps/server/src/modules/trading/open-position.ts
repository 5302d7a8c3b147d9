import {
  centsToDecimalString,
  decimalStringToCents,
  feeOf,
  formatPrice,
  formatUsd,
  liquidatedAt,
  type OpenPositionRequest,
  orderPrices,
  type Position,
  priceToUnits,
  unitsToPrice,
} from '@member-area/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { type MemberReadRow, runMemberRead } from '../auth/index.js';
import { balanceOf, reserveHoldAtCommit } from '../ledger/index.js';
import { announcePositions } from './announce.js';
import { assertTargets, tradablePrice } from './targets.js';
import { type NewPosition, openRow, orderReadsFor, orderReadsRead, toPosition } from './trading.repo.js';

export interface OpenPositionOptions {
  memberId: string;
  /** Only these fields are read: a price sent by the client is not one of them. */
  request: OpenPositionRequest;
}

/** What the precheck read and decided: the symbol's terms, the prices and the position's number. */
export type CheckedOpen = Awaited<ReturnType<typeof precheckOpen>>;

/**
 * Everything that can be refused without a lock, read with the session (the symbol, the wallet
 * and the position's number: orderReadsRead) and decided at the price the feed holds now. The
 * route runs it ahead of its transaction. An order refused here leaves a gap in the position
 * numbers (unique and increasing, not gapless, like any sequence's): drawing the number apart,
 * after the checks, cost every order a round trip. The margin and the fee are held again under
 * the wallet's lock, where it counts.
 */
export async function precheckOpen(
  ctx: Pick<AppContext, 'db' | 'prices'>,
  { memberId, request }: OpenPositionOptions,
  read?: MemberReadRow<typeof orderReadsRead> | null,
) {
  // The hold and the fee name the position they belong to: its number is known before they are written.
  const reads = read === undefined ? await runMemberRead(ctx.db, memberId, orderReadsRead) : read;
  const { symbol, available, number } = orderReadsFor(reads, request.symbol);
  if (!symbol) throw AppError.field('symbol', `${request.symbol} is not traded here`);
  if (!symbol.enabled) throw AppError.field('symbol', `${symbol.symbol} is closed for trading at the moment`);
  if (request.leverage > symbol.maxLeverage) {
    throw AppError.field('leverage', `Leverage for ${symbol.symbol} is at most ${symbol.maxLeverage}×`);
  }
  const tick = tradablePrice(ctx.prices, symbol.symbol);
  const margin = decimalStringToCents(request.amount);
  const notional = margin * BigInt(request.leverage);
  const fee = feeOf(notional, symbol.feeBp);
  const quote = priceToUnits(tick.price);
  const { entry, liquidation } = orderPrices(request.side, quote, symbol.spreadBp, request.leverage);
  if (liquidatedAt(request.side, liquidation, quote)) {
    throw AppError.field(
      'leverage',
      `At ${request.leverage}× this position's liquidation price ${formatPrice(symbol.symbol, unitsToPrice(liquidation))} is already reached at the market price ${formatPrice(symbol.symbol, tick.price)}: choose a lower leverage`,
    );
  }
  const takeProfit = request.takeProfit ? priceToUnits(request.takeProfit) : null;
  const stopLoss = request.stopLoss ? priceToUnits(request.stopLoss) : null;
  // A take profit must lie beyond the entry (the spread paid), a stop loss short of the market:
  // the ticks that trigger it are the market's, and a stop already crossed would close at once.
  assertTargets(symbol.symbol, request.side, { takeProfit: entry, stopLoss: quote }, liquidation, {
    takeProfit,
    stopLoss,
  });
  if (available < margin + fee) throw notEnough(margin, fee, available);
  return { symbol, margin, notional, fee, entry, liquidation, takeProfit, stopLoss, number };
}

const usd = (c: bigint) => formatUsd(centsToDecimalString(c));

const notEnough = (margin: bigint, fee: bigint, available: bigint) =>
  new AppError(
    'INSUFFICIENT_FUNDS',
    `Not enough money in your wallet: this position needs ${usd(margin + fee)} (${usd(margin)} margin and ${usd(fee)} fee) and ${usd(available)} is available. Add balance first.`,
    { needed: centsToDecimalString(margin + fee), available: centsToDecimalString(available) },
  );

/**
 * Opens a position at the server's price: the feed's last price plus the spread (long) or minus
 * it (short). In one statement with the position row: the margin is held (wallet → held, a
 * hold of purpose 'position') and the fee charged (wallet → fees). Refused, with nothing
 * changed, for a disabled symbol, a leverage above its maximum, no price yet or a delayed one, misplaced TP/SL,
 * or a wallet that does not hold margin + fee.
 *
 * The statement leaves with the COMMIT (reserveHoldAtCommit): the answer is the row as written,
 * made of what the precheck decided (the number drawn with the member's reads, the time taken
 * here), so the order's transaction is one round trip, BEGIN to COMMIT.
 */
export async function openPosition(
  ctx: Pick<AppContext, 'db' | 'bus' | 'prices'>,
  options: OpenPositionOptions,
  prechecked?: CheckedOpen,
): Promise<Position> {
  const checked = prechecked ?? (await precheckOpen(ctx, options));
  const { memberId, request } = options;
  const { symbol, margin, notional, fee, entry, liquidation, takeProfit, stopLoss, number } = checked;
  const opened: NewPosition = {
    number,
    symbol: symbol.symbol,
    side: request.side,
    margin,
    leverage: request.leverage,
    notional,
    entry_price: entry,
    take_profit: takeProfit,
    stop_loss: stopLoss,
    liquidation_price: liquidation,
    fee,
    opened_at: new Date(),
  };
  await withTransaction(ctx, async (trx, afterCommit) => {
    // The margin's hold, the position row and the fee (wallet → fees) in one statement.
    await reserveHoldAtCommit(
      trx,
      { ownerId: memberId, amount: margin, purpose: 'position', reference: number, createdBy: memberId },
      sql<{ number: string }>`
        insert into position (number, member_id, symbol, side, margin, leverage, notional, entry_price,
          take_profit, stop_loss, liquidation_price, fee, opened_at, hold_id)
        select ${number}, ${memberId}, ${opened.symbol}, ${opened.side}, ${margin}::bigint,
          ${opened.leverage}::int, ${notional}::bigint, ${entry}::bigint, ${takeProfit}::bigint,
          ${stopLoss}::bigint, ${liquidation}::bigint, ${fee}::bigint, ${opened.opened_at}::timestamptz, hold.id
        from hold
        returning number
      `,
      {
        alongside:
          fee > 0n
            ? {
                from: { owner: memberId, kind: 'wallet' },
                to: { platform: 'fees' },
                amount: fee,
                kind: 'position.fee',
                reference: `position:${number}`,
                idempotencyKey: `position:${number}:fee`,
                createdBy: memberId,
              }
            : undefined,
        // Spent since the precheck read the wallet (another order, a withdrawal): said the same way.
        refused: async (refusal, db) =>
          refusal.code === 'INSUFFICIENT_FUNDS'
            ? notEnough(margin, fee, await balanceOf(db, memberId, 'wallet'))
            : refusal,
      },
    );
    announcePositions(afterCommit, memberId, true);
  });
  return toPosition(openRow(opened));
}
