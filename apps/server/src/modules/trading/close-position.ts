import { type Position, priceToUnits } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { settleClose } from './settle-close.js';
import { assertPositionTransition } from './state-machine.js';
import { tradablePrice } from './targets.js';
import { findPosition, type PositionRow, toPosition } from './trading.repo.js';

type Ctx = Pick<AppContext, 'db' | 'bus' | 'prices'>;

export interface ClosePositionOptions {
  number: string;
  /** The member closing their own position; another member's answers 404. */
  memberId: string;
}

/** The member closes their position at the feed's current price (no spread on closing); not while it is delayed. */
export async function closePosition(ctx: Ctx, { number, memberId }: ClosePositionOptions): Promise<Position> {
  return closeAtMarket(ctx, number, memberId, { reason: 'member' });
}

export interface OperatorCloseOptions {
  number: string;
  operatorId: string;
  reason: string;
}

/** An operator closes any member's position at the feed's price, with a reason, audited. */
export async function operatorClosePosition(ctx: Ctx, o: OperatorCloseOptions): Promise<Position> {
  return closeAtMarket(ctx, o.number, null, { reason: 'operator', operatorId: o.operatorId, note: o.reason });
}

async function closeAtMarket(
  ctx: Ctx,
  number: string,
  memberId: string | null,
  how: { reason: 'member' } | { reason: 'operator'; operatorId: string; note: string },
): Promise<Position> {
  return withTransaction(ctx, async (trx, afterCommit) => {
    const row = await findPosition(trx, number, memberId);
    if (!row) throw new AppError('NOT_FOUND', 'No such position.');
    assertPositionTransition(row.status, 'closed', row.close_reason);
    const tick = tradablePrice(ctx.prices, row.symbol);
    const closed = await settleClose(trx, afterCommit, {
      position: row,
      reason: how.reason,
      price: priceToUnits(tick.price),
      ...(how.reason === 'operator' && { closedBy: how.operatorId, note: how.note }),
    });
    if (!closed) return alreadyClosed(trx, row);
    if (how.reason === 'operator') {
      await recordAudit(trx, {
        actorId: how.operatorId,
        action: 'position.close',
        targetType: 'member',
        targetId: row.member_id,
        details: { position: row.number, reason: how.note, price: tick.price, pl: closed.pl?.toString() },
      });
    }
    return toPosition(closed);
  });
}

/** Another closer won the race between our read and our update: say what it did. */
async function alreadyClosed(trx: Parameters<typeof findPosition>[0], row: PositionRow): Promise<never> {
  const now = await findPosition(trx, row.number, null);
  assertPositionTransition(now?.status ?? 'closed', 'closed', now?.close_reason ?? null);
  throw new Error('unreachable: a position that did not close is still open');
}
