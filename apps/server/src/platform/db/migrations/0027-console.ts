import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// The operator console (issue 21): first-party analytics and the indexes the dashboard's daily
// figures read (each a GROUP BY day over a range of one indexed column).
//
// Key events are recorded by triggers on the rows that mean them, in the transaction that
// writes them, once per member (the partial unique index; a repeat does nothing): no use case
// can forget one, and no module outside the console knows about analytics.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table analytics_event (
        id bigint generated always as identity primary key,
        name text not null check (name in
          ('page_view', 'registered', 'verified', 'first_deposit', 'first_investment', 'first_trade')),
        member_id text,
        path text,
        source text check (source in ('referral', 'direct')),
        created_at timestamptz not null default now()
      )
    `,
    `create unique index analytics_event_once on analytics_event (member_id, name) where name <> 'page_view'`,
    `create index analytics_event_name_time on analytics_event (name, created_at)`,
    `
      create function analytics_record(event text, member text, src text default null) returns void
      language sql as $$
        insert into analytics_event (name, member_id, source) values (event, member, src)
        on conflict (member_id, name) where name <> 'page_view' do nothing
      $$
    `,
    `
      create function analytics_on_user() returns trigger language plpgsql as $$
      begin
        if coalesce(new.role, 'member') <> 'member' then return new; end if;
        if tg_op = 'INSERT' then
          perform analytics_record('registered', new.id,
            case when new."referrerId" is null then 'direct' else 'referral' end);
        end if;
        if new."emailVerified" and (tg_op = 'INSERT' or not old."emailVerified") then
          perform analytics_record('verified', new.id);
        end if;
        return new;
      end $$
    `,
    `create trigger analytics_user after insert or update of "emailVerified" on "user"
       for each row execute function analytics_on_user()`,
    `
      create function analytics_on_deposit() returns trigger language plpgsql as $$
      begin
        if new.status = 'paid' then perform analytics_record('first_deposit', new.member_id); end if;
        return new;
      end $$
    `,
    `create trigger analytics_deposit after insert or update of status on deposit_invoice
       for each row execute function analytics_on_deposit()`,
    `
      create function analytics_on_investment() returns trigger language plpgsql as $$
      begin perform analytics_record('first_investment', new.member_id); return new; end $$
    `,
    `create trigger analytics_investment after insert on investment
       for each row execute function analytics_on_investment()`,
    `
      create function analytics_on_position() returns trigger language plpgsql as $$
      begin perform analytics_record('first_trade', new.member_id); return new; end $$
    `,
    `create trigger analytics_position after insert on position
       for each row execute function analytics_on_position()`,
    // An existing install's members get their key events from the rows that mean them, dated
    // as those rows are (verified: the registration's date, the verification's own is not kept).
    `
      insert into analytics_event (name, member_id, source, created_at)
      select 'registered', id, case when "referrerId" is null then 'direct' else 'referral' end, "createdAt"
      from "user" where coalesce(role, 'member') = 'member'
      union all
      select 'verified', id, null, "createdAt" from "user" where coalesce(role, 'member') = 'member' and "emailVerified"
      union all
      select 'first_deposit', member_id, null, min(decided_at) from deposit_invoice where status = 'paid' group by member_id
      union all
      select 'first_investment', member_id, null, min(created_at) from investment group by member_id
      union all
      select 'first_trade', member_id, null, min(opened_at) from position group by member_id
    `,
    // The dashboard's days: deposits by the day they were paid, withdrawals by the day paid out,
    // investments by the day bought, positions by the days opened and closed.
    `create index deposit_invoice_paid_day on deposit_invoice (decided_at) include (amount) where status = 'paid'`,
    `create index withdrawal_paid_day on withdrawal (paid_at) include (amount) where status = 'paid'`,
    `create index investment_created_day on investment (created_at) include (amount)`,
    `create index position_opened_day on position (opened_at) include (notional, fee)`,
    `create index position_closed_day on position (closed_at) include (pl) where status = 'closed'`,
    `create index position_open on position (id) where status = 'open'`,
    `create index withdrawal_pending on withdrawal (id) where status = 'pending'`,
  ]);
}
