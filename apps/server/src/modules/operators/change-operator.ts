import type { Operator, OperatorRole } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import type { AfterCommit, Tx } from '../../platform/db/transaction.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { endImpersonationsBy, revokeAllSessions, sessionsRevoked } from '../auth/index.js';
import { lockAdmins, readOperators } from './operators.repo.js';

const LAST_ADMIN =
  'This is the last admin: the back office would have nobody to manage it. Make another operator admin first.';

interface Target {
  operatorId: string;
  id: string;
}

/** The operator's row, locked; 404 for anyone who is not an operator. */
async function lockedOperator(trx: Parameters<typeof lockAdmins>[0], id: string) {
  const row = await trx
    .selectFrom('user')
    .select(['id', 'role'])
    .where('id', '=', id)
    .where('role', 'in', ['admin', 'support'])
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'No such operator.');
  return row as { id: string; role: OperatorRole };
}

/** An admin is taken away (demoted or removed) only while another admin stays. */
async function keepAnAdmin(trx: Parameters<typeof lockAdmins>[0], id: string) {
  const admins = await lockAdmins(trx);
  if (admins.length === 1 && admins[0] === id) throw new AppError('CONFLICT', LAST_ADMIN);
}

/**
 * Ends the "sign in as member" sessions the operator has open: a role taken away or changed
 * takes the member's account out of their hands too (those sessions are the member's, so ending
 * the operator's own leaves them running).
 */
async function endImpersonations(trx: Tx, afterCommit: AfterCommit, id: string) {
  for (const session of await endImpersonationsBy(trx, id)) {
    sessionsRevoked(afterCommit, { userId: session.userId, sessions: [session.id] });
  }
}

/**
 * Changes an operator's role (audited from → to); it applies from their next request, and any
 * member's account they are signed in as is closed now.
 */
export async function setOperatorRole(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { operatorId, id, role }: Target & { role: OperatorRole },
): Promise<Operator> {
  await withTransaction(ctx, async (trx, afterCommit) => {
    const before = await lockedOperator(trx, id);
    if (before.role === role) return;
    if (before.role === 'admin') await keepAnAdmin(trx, id);
    await trx.updateTable('user').set({ role, updatedAt: new Date() }).where('id', '=', id).execute();
    await endImpersonations(trx, afterCommit, id);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'operator.role.change',
      targetType: 'operator',
      targetId: id,
      details: { field: 'role', from: before.role, to: role },
    });
  });
  const [operator] = await readOperators(ctx.db, operatorId, id);
  if (!operator) throw new AppError('NOT_FOUND', 'No such operator.');
  return operator;
}

/**
 * Takes the back office away from an operator: the account stays (the audit log names it) as a
 * member without access, and every session of it ends now, with every member's account it is
 * signed in as.
 */
export async function removeOperator(ctx: Pick<AppContext, 'db' | 'bus'>, { operatorId, id }: Target) {
  await withTransaction(ctx, async (trx, afterCommit) => {
    const before = await lockedOperator(trx, id);
    if (before.role === 'admin') await keepAnAdmin(trx, id);
    await trx.updateTable('user').set({ role: 'member', updatedAt: new Date() }).where('id', '=', id).execute();
    await revokeAllSessions(trx, id);
    await endImpersonations(trx, afterCommit, id);
    await recordAudit(trx, {
      actorId: operatorId,
      action: 'operator.remove',
      targetType: 'operator',
      targetId: id,
      details: { field: 'role', from: before.role, to: 'none' },
    });
    sessionsRevoked(afterCommit, { userId: id, sessions: 'all' });
  });
  return { ok: true as const };
}
