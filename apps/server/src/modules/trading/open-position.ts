import {
  centsToDecimalString,
  decimalStringToCents,
  feeOf,
  formatAmount,
  type OpenPositionRequest,
  orderPrices,
  type Position,
  priceToUnits,
} from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { balanceOf, reserveHold, transfer } from '../ledger/index.js';
import { announcePositions } from './announce.js';
import { assertTargets } from './targets.js';
import { findSymbol, nextPositionNumber, toPosition } from './trading.repo.js';

export interface OpenPositionOptions {
  memberId: string;
  /** Only these fields are read: a price sent by the client is not one of them. */
  request: OpenPositionRequest;
}

/**
 * Opens a position at the server's price: the feed's last price plus the spread (long) or minus
 * it (short). In one transaction with the position row: the margin is held (wallet → held, a
 * hold of purpose 'position') and the fee charged (wallet → fees). Refused, with nothing
 * changed, for a disabled symbol, a leverage above its maximum, no price yet or a delayed one, misplaced TP/SL,
 * or a wallet that does not hold margin + fee.
 */
export async function openPosition(
  ctx: Pick<AppContext, 'db' | 'bus' | 'prices'>,
  { memberId, request }: OpenPositionOptions,
): Promise<Position> {
  const symbol = await findSymbol(ctx.db, request.symbol);
  if (!symbol) throw AppError.field('symbol', `${request.symbol} is not traded here`);
  if (!symbol.enabled) throw AppError.field('symbol', `${symbol.symbol} is closed for trading at the moment`);
  if (request.leverage > symbol.maxLeverage) {
    throw AppError.field('leverage', `Leverage for ${symbol.symbol} is at most ${symbol.maxLeverage}×`);
  }
  const tick = ctx.prices.latest(request.symbol);
  if (!tick) throw new AppError('CONFLICT', `There is no price for ${symbol.symbol} yet. Try again in a moment.`);
  // A stale price is not one to execute at: the member would trade against a market that moved on.
  if (ctx.prices.status(request.symbol) === 'delayed') {
    throw new AppError(
      'CONFLICT',
      `${symbol.symbol} prices are delayed: the feed sent none for a while, so orders on ${symbol.symbol} are paused. Try again when its price is live.`,
    );
  }

  const margin = decimalStringToCents(request.amount);
  const notional = margin * BigInt(request.leverage);
  const fee = feeOf(notional, symbol.feeBp);
  const { entry, liquidation } = orderPrices(
    request.side,
    priceToUnits(tick.price),
    tick.price,
    symbol.spreadBp,
    request.leverage,
  );
  const takeProfit = request.takeProfit ? priceToUnits(request.takeProfit) : null;
  const stopLoss = request.stopLoss ? priceToUnits(request.stopLoss) : null;
  assertTargets(request.side, entry, liquidation, { takeProfit, stopLoss });

  return withTransaction(ctx, async (trx, afterCommit) => {
    const available = await balanceOf(trx, memberId, 'wallet');
    if (available < margin + fee) {
      const usd = (c: bigint) => `${formatAmount(centsToDecimalString(c))} USD`;
      throw new AppError(
        'INSUFFICIENT_FUNDS',
        `Not enough money in your wallet: this position needs ${usd(margin + fee)} (${usd(margin)} margin and ${usd(fee)} fee) and ${usd(available)} is available. Add balance first.`,
        { needed: centsToDecimalString(margin + fee), available: centsToDecimalString(available) },
      );
    }
    // The number first: the hold and the fee name the position they belong to.
    const number = await nextPositionNumber(trx);
    const hold = await reserveHold(trx, {
      ownerId: memberId,
      amount: margin,
      purpose: 'position',
      reference: number,
      createdBy: memberId,
    });
    if (fee > 0n) {
      await transfer(trx, {
        from: { owner: memberId, kind: 'wallet' },
        to: { platform: 'fees' },
        amount: fee,
        kind: 'position.fee',
        reference: `position:${number}`,
        idempotencyKey: `position:${number}:fee`,
        createdBy: memberId,
      });
    }
    const row = await trx
      .insertInto('position')
      .values({
        number,
        member_id: memberId,
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
        hold_id: hold.id,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    announcePositions(afterCommit, memberId, true);
    return toPosition(row);
  });
}
