import { type CloseReason, profitLoss } from '@member-area/shared';
import { literal } from '../../platform/db/literal.js';
import type { AfterCommit, Tx } from '../../platform/db/transaction.js';
import { transfer, voidHold } from '../ledger/index.js';
import { announcePositions } from './announce.js';
import type { PositionRow } from './trading.repo.js';

export interface CloseInput {
  /** The position as read before (its side, margin, notional and entry never change). */
  position: Pick<
    PositionRow,
    'id' | 'number' | 'member_id' | 'side' | 'margin' | 'notional' | 'entry_price' | 'hold_id'
  >;
  reason: CloseReason;
  /** Price units (10^-8 USDT). */
  price: bigint;
  /** Closed beyond its trigger because the price gapped through it. */
  gapped?: boolean;
  /** The tick that closed it (TP, SL, liquidation). */
  tick?: { at: number; low: bigint; high: bigint };
  closedBy?: string;
  note?: string;
}

/**
 * Closes an open position and settles it, inside the caller's transaction. The status change is
 * conditional (`where status = 'open'`): when another closer (a member, another node's tick)
 * got there first, nothing happens and undefined comes back. Settlement: the margin's hold is
 * voided back to the wallet, then the P/L moves between the wallet and the platform's
 * `trading_book` (a loss is capped at the margin, so the wallet, just given the margin back,
 * always holds it). Over the position's life the wallet changes by exactly P/L − fee.
 */
export async function settleClose(
  trx: Tx,
  afterCommit: AfterCommit,
  input: CloseInput,
): Promise<PositionRow | undefined> {
  const { position } = input;
  const pl = profitLoss(
    { side: position.side, notional: position.notional, margin: position.margin, entry: position.entry_price },
    input.price,
  );
  const closed = await trx
    .updateTable('position')
    .set({
      status: 'closed',
      close_price: input.price,
      close_reason: input.reason,
      close_gapped: input.gapped ?? false,
      close_tick_at: input.tick ? new Date(input.tick.at) : null,
      close_tick_low: input.tick?.low ?? null,
      close_tick_high: input.tick?.high ?? null,
      pl,
      closed_by: input.closedBy ?? null,
      close_note: input.note ?? null,
      closed_at: new Date(),
    })
    .where('id', '=', position.id)
    .where('status', '=', literal('open'))
    .returningAll()
    .executeTakeFirst();
  if (!closed) return undefined;

  const memberId = position.member_id;
  await voidHold(trx, { holdId: position.hold_id, ...(input.closedBy && { createdBy: input.closedBy }) });
  if (pl !== 0n) {
    const wallet = { owner: memberId, kind: 'wallet' } as const;
    const book = { platform: 'trading_book' } as const;
    await transfer(trx, {
      from: pl > 0n ? book : wallet,
      to: pl > 0n ? wallet : book,
      amount: pl > 0n ? pl : -pl,
      kind: pl > 0n ? 'position.profit' : 'position.loss',
      reference: `position:${position.number}`,
      idempotencyKey: `position:${position.number}:pl`,
      ...(input.closedBy && { createdBy: input.closedBy }),
    });
  }
  announcePositions(afterCommit, memberId, true);
  return closed;
}
