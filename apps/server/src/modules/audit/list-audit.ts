import {
  type AuditEntry,
  type AuditFilter,
  type AuditListResponse,
  auditChanges,
  auditSentence,
  isMemberRole,
  whoName,
} from '@member-area/shared';
import { type Kysely, sql } from 'kysely';
import { keyedPage, type PageAsked, sliced } from '../../platform/db/counted-page.js';
import type { DB } from '../../platform/db/schema.js';

/** The log with its actor and target (when a user) joined, filtered as the page and CSV ask. */
function filtered(db: Kysely<DB>, f: AuditFilter) {
  let q = db
    .selectFrom('audit_log')
    .innerJoin('user as actor', 'actor.id', 'audit_log.actor_id')
    .leftJoin('user as target', (join) =>
      join.onRef('target.id', '=', 'audit_log.target_id').on('audit_log.target_type', 'in', ['member', 'operator']),
    );
  if (f.targetId) q = q.where('audit_log.target_id', '=', f.targetId);
  if (f.actorId) q = q.where('audit_log.actor_id', '=', f.actorId);
  if (f.action) q = q.where('audit_log.action', '=', f.action);
  if (f.from) q = q.where('audit_log.created_at', '>=', new Date(`${f.from}T00:00:00Z`));
  // Inclusive: the whole of the last day.
  if (f.to) q = q.where('audit_log.created_at', '<', sql<Date>`${`${f.to}T00:00:00Z`}::timestamptz + interval '1 day'`);
  if (f.member) {
    const like = `%${f.member.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    q = q.where((eb) =>
      eb.or([
        eb('target.name', 'ilike', like),
        eb('target.username', 'ilike', like),
        eb('target.email', 'ilike', like),
        eb('target.id', '=', f.member ?? ''),
      ]),
    );
  }
  return q;
}

function selected(db: Kysely<DB>, f: AuditFilter) {
  return filtered(db, f).select([
    'audit_log.id',
    'audit_log.actor_id',
    'actor.email as actor_email',
    'actor.name as actor_name',
    'actor.username as actor_username',
    'actor.role as actor_role',
    'audit_log.action',
    'audit_log.target_type',
    'audit_log.target_id',
    'target.name as target_name',
    'target.username as target_username',
    'target.role as target_role',
    'audit_log.details',
    'audit_log.created_at',
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selected>['execute']>>[number];

/** A member by their full name (the example: "Ann Tester's withdrawal"), an operator by theirs. */
function targetName(r: Row): string | null {
  if (r.target_name === null && r.target_username === null) return null;
  const name = r.target_name?.trim();
  return isMemberRole(r.target_role) && name
    ? name
    : whoName({ name: r.target_name, username: r.target_username, role: r.target_role });
}

function toEntry(r: Row): AuditEntry {
  const actorName = whoName({ name: r.actor_name, username: r.actor_username, role: r.actor_role });
  const target = targetName(r);
  const details = r.details;
  return {
    id: String(r.id),
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    actorName,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    targetName: target,
    details,
    at: new Date(r.created_at).toISOString(),
    sentence: auditSentence(r.action, { actor: actorName, target, targetId: r.target_id, details }),
    changes: auditChanges(details),
  };
}

/** The log newest first, a page by key (keyedPage). */
export async function listAudit(db: Kysely<DB>, query: AuditFilter & PageAsked): Promise<AuditListResponse> {
  const page = await keyedPage(
    db,
    { columns: ['audit_log.id'], direction: 'desc' },
    query,
    (slice) => sliced(selected(db, query), slice),
    (where) => filtered(db, query).where(where),
  );
  return { ...page, rows: page.rows.map(toEntry) };
}

/** The whole filtered log, newest first, a batch at a time by key (an export of any length). */
export async function* auditBatches(db: Kysely<DB>, f: AuditFilter, batch = 1000): AsyncGenerator<AuditEntry[]> {
  let before: bigint | null = null;
  for (;;) {
    let q = selected(db, f).orderBy('audit_log.id', 'desc').limit(batch);
    if (before !== null) q = q.where('audit_log.id', '<', before);
    const rows = await q.execute();
    if (rows.length) yield rows.map(toEntry);
    if (rows.length < batch) return;
    before = BigInt(rows[rows.length - 1]?.id ?? 0);
  }
}
