import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Issue 19: the daily payout's batches are cut by member (modules/investments/pay-profit.ts), so
// two workers paying at once never wait on the same profit account; this index hands them out in
// member order. The investment's daily update (days paid, profit paid) changes no indexed
// column: with room left in each page it stays on its page (a HOT update) and touches no index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index investment_active_member_idx on investment (member_id, id) include (start_day, end_day) where status = 'active'`,
    'alter table investment set (fillfactor = 80)',
  ]);
}
