import { type AuditEntry, whoName } from '@member-area/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { writeBeforeCommit } from '../../platform/db/transaction.js';

export interface AuditRecord {
  actorId: string;
  action: string;
  targetType: 'member' | 'settings' | 'operator' | 'investment_package' | 'profit_day';
  targetId: string | null;
  details?: Record<string, unknown>;
}

/**
 * Writes one operator action; call it inside the transaction that makes the change (it is then
 * written with the transaction's last statement, and commits or rolls back with the change).
 */
export async function recordAudit(db: Kysely<DB>, entry: AuditRecord): Promise<void> {
  await writeBeforeCommit(
    db,
    db.insertInto('audit_log').values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      details: JSON.stringify(entry.details ?? {}),
    }),
  );
}

export async function listAudit(
  db: Kysely<DB>,
  query: { targetId?: string | undefined; page: number; pageSize: number },
): Promise<{ rows: AuditEntry[]; total: number }> {
  let q = db.selectFrom('audit_log').innerJoin('user', 'user.id', 'audit_log.actor_id');
  if (query.targetId) q = q.where('audit_log.target_id', '=', query.targetId);
  const [rows, count] = await Promise.all([
    q
      .select([
        'audit_log.id',
        'audit_log.actor_id',
        'user.email as actor_email',
        'user.name as actor_name',
        'user.username as actor_username',
        'user.role as actor_role',
        'audit_log.action',
        'audit_log.target_type',
        'audit_log.target_id',
        'audit_log.details',
        'audit_log.created_at',
      ])
      .orderBy('audit_log.id', 'desc')
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize)
      .execute(),
    q.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    rows: rows.map((r) => ({
      id: String(r.id),
      actorId: r.actor_id,
      actorEmail: r.actor_email,
      actorName: whoName({ name: r.actor_name, username: r.actor_username, role: r.actor_role }),
      action: r.action,
      targetType: r.target_type,
      targetId: r.target_id,
      details: r.details,
      at: new Date(r.created_at).toISOString(),
    })),
  };
}
