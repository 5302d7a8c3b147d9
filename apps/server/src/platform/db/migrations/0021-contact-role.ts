import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// The seeded support chat contact had the role `support`, which now names a support operator
// (permissions in packages/shared): it gets a role of its own.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `update "user" set role = 'contact' where id = (select support_user_id from settings limit 1) and role = 'support'`,
  ]);
}
