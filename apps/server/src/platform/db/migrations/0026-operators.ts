import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Invited operators must turn two-factor on before the back office opens to them (issue 21);
// the audit log is filtered by who acted and by action.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `alter table "user" add column "twoFactorRequired" boolean not null default false`,
    `create index audit_log_actor_idx on audit_log (actor_id, created_at desc)`,
    `create index audit_log_action_idx on audit_log (action, created_at desc)`,
  ]);
}
