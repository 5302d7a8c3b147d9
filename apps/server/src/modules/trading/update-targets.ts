import { type Position, priceToUnits, type UpdateTargetsRequest } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { literal } from '../../platform/db/literal.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { announcePositions } from './announce.js';
import { assertPositionTransition } from './state-machine.js';
import { assertTargets, tradablePrice } from './targets.js';
import { findPosition, toPosition } from './trading.repo.js';

/**
 * Sets or clears an open position's take profit and stop loss, checked against the current
 * price (a stop already crossed would close at once, so it is refused instead); refused while
 * the symbol's prices are delayed, as orders are.
 */
export async function updateTargets(
  ctx: Pick<AppContext, 'db' | 'bus' | 'prices'>,
  o: { memberId: string; number: string; request: UpdateTargetsRequest },
): Promise<Position> {
  return withTransaction(ctx, async (trx, afterCommit) => {
    const row = await findPosition(trx, o.number, o.memberId, true);
    if (!row) throw new AppError('NOT_FOUND', 'No such position.');
    assertPositionTransition(row.status, 'closed', row.close_reason);
    const market = priceToUnits(tradablePrice(ctx.prices, row.symbol).price);
    const takeProfit = o.request.takeProfit ? priceToUnits(o.request.takeProfit) : null;
    const stopLoss = o.request.stopLoss ? priceToUnits(o.request.stopLoss) : null;
    assertTargets(row.symbol, row.side, { takeProfit: market, stopLoss: market }, row.liquidation_price, {
      takeProfit,
      stopLoss,
    });
    const updated = await trx
      .updateTable('position')
      .set({ take_profit: takeProfit, stop_loss: stopLoss, targets_at: new Date() })
      .where('id', '=', row.id)
      .where('status', '=', literal('open'))
      .returningAll()
      .executeTakeFirstOrThrow();
    announcePositions(afterCommit, o.memberId, false);
    return toPosition(updated);
  });
}
