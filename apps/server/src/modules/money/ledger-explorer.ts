import {
  centsToDecimalString,
  type LedgerCheck,
  type LedgerTransferList,
  type LedgerTransferQuery,
} from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { checkInvariants, isSound, listTransfers } from '../ledger/index.js';
import { resolveMember } from './money.repo.js';

/** The operator's ledger explorer: transfers by member, kind and day, newest first. */
export async function exploreLedger(
  ctx: Pick<AppContext, 'db'>,
  query: LedgerTransferQuery & { page: number; pageSize: number },
): Promise<LedgerTransferList> {
  const memberId = query.member ? ((await resolveMember(ctx.db, query.member)) ?? '') : undefined;
  const page = await listTransfers(ctx.db, { ...query, memberId });
  return {
    ...page,
    rows: page.rows.map((r) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      kind: r.kind,
      amount: centsToDecimalString(r.amount),
      reference: r.reference,
      debit: r.debit,
      credit: r.credit,
      createdBy: r.createdBy,
    })),
  };
}

/** The invariant check, as `npm run ledger:check` runs it, for the explorer's header. */
export async function ledgerCheck(ctx: Pick<AppContext, 'db'>): Promise<LedgerCheck> {
  const inv = await checkInvariants(ctx.db);
  return {
    sound: isSound(inv),
    total: String(inv.total),
    drifted: inv.drifted.map((d) => ({
      accountId: String(d.id),
      balance: String(d.balance),
      fromTransfers: String(d.fromTransfers),
    })),
    negativeMemberAccounts: inv.negativeMemberAccounts.map(String),
    heldMismatch: inv.heldMismatch.map((h) => ({
      ownerId: h.ownerId,
      held: String(h.held),
      pendingHolds: String(h.pendingHolds),
    })),
    orphanHolds: inv.orphanHolds.map((h) => ({
      holdId: String(h.holdId),
      ownerId: h.ownerId,
      purpose: h.purpose,
      reference: h.reference,
    })),
    pendingMismatch: inv.pendingMismatch,
    figuresMismatch: inv.figuresMismatch,
    checkedAt: new Date().toISOString(),
  };
}
