import type { AuditAction } from '@member-area/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { writeBeforeCommit } from '../../platform/db/transaction.js';

export interface AuditRecord {
  actorId: string;
  /** One of the sentences' table (shared audit-sentences.ts): an action without one does not compile. */
  action: AuditAction;
  targetType: 'member' | 'settings' | 'operator' | 'investment_package' | 'profit_day' | 'export';
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

/**
 * A CSV download from the console: who took which data is written down before the file is sent.
 * `details` names the dataset (and any filter of it).
 */
export async function recordExport(
  db: Kysely<DB>,
  actorId: string,
  targetId: string,
  details: Record<string, unknown>,
): Promise<void> {
  await recordAudit(db, { actorId, action: 'export.download', targetType: 'export', targetId, details });
}

/** Whether the log holds this action about this target (say, that an account was removed from the operators). */
export async function wasAudited(db: Kysely<DB>, action: AuditAction, targetId: string): Promise<boolean> {
  const row = await db
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', action)
    .where('target_id', '=', targetId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
