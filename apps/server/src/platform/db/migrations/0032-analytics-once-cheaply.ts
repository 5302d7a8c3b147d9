import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Key events (0027) are recorded once per member by triggers on the rows that mean them, so every
// position, investment and paid deposit called analytics_record(). As a SQL-language function it
// was planned again on every call (PostgreSQL caches no plan for a non-inlined SQL function
// across calls), and its INSERT … ON CONFLICT DO NOTHING drew an identity value and probed the
// unique index even for the thousandth trade: ~0.3 ms of PostgreSQL time on every order
// (pg_stat_statements over the trading bench). In PL/pgSQL the plans are kept, and an event the
// member already has costs one index probe and writes nothing. `name <> 'page_view'` is spelled
// out so the partial unique index serves the generic plan too.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create or replace function analytics_record(event text, member text, src text default null) returns void
      language plpgsql as $$
      begin
        if event <> 'page_view' and exists (
          select 1 from analytics_event where member_id = member and name = event and name <> 'page_view'
        ) then
          return;
        end if;
        insert into analytics_event (name, member_id, source) values (event, member, src)
        on conflict (member_id, name) where name <> 'page_view' do nothing;
      end $$
    `,
  ]);
}
