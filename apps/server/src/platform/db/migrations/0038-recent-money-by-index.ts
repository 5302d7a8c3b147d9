import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// The `money` live state (sent with every deposit and withdrawal change) lists the member's ten
// newest invoices and withdrawals. Prepared, its plan is PostgreSQL's generic one, made for the
// rows a member has on average or, before any ANALYZE, for the table as small as it was then: a
// bitmap scan of all the member's rows and a sort. A member with 3,000 withdrawals then read all
// 3,000 on every change (auto_explain under the withdrawal bench: 1,388 buffers, 2-4 ms a read,
// the bench's rate falling by a third within a minute). The newest ten are the first ten entries
// of the (member_id, updated_at desc) indexes whatever the member's size, so this read walks
// them and nothing else: its plans are made with the index walk on and the other scans off.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create function member_recent_money(member text) returns json
      language plpgsql stable
      set enable_indexscan = on
      set enable_bitmapscan = off
      set enable_seqscan = off
      as $$
      begin
        return coalesce((select json_agg(r order by r.updated_at desc) from (
          (select 'deposit' as type, slug, status, updated_at from deposit_invoice
            where member_id = member order by updated_at desc limit 10)
          union all
          (select 'withdrawal' as type, slug, status, updated_at from withdrawal
            where member_id = member order by updated_at desc limit 10)
          order by updated_at desc limit 10
        ) r), '[]'::json);
      end $$
    `,
  ]);
}
