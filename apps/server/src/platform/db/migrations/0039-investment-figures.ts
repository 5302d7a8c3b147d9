import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// The `investments` live state (pushed on every payout and every investment bought or completed)
// summed all of a member's investments, completed ones too: a member who reinvests for years paid
// for each of them on every payout. Now it is kept, as the pending money is (0034): one row per
// member, moved by triggers in the transaction of the change, so no path can forget it. Statement
// triggers with transition tables: a payout batch of a thousand investments moves each member's
// row once, not once per investment. checkInvariants() compares it with the rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table member_investment_figures (
        member_id text primary key references "user" (id),
        invested bigint not null default 0 check (invested >= 0),
        active integer not null default 0 check (active >= 0),
        profit_to_date bigint not null default 0 check (profit_to_date >= 0)
      )
    `,
    // What each investment adds to its member's figures: the same sets the live state showed.
    `
      create view investment_figures_from_rows as
      select member_id, coalesce(sum(amount) filter (where status = 'active'), 0)::bigint as invested,
        (count(*) filter (where status = 'active'))::int as active, coalesce(sum(profit_paid), 0)::bigint as profit_to_date
      from investment group by member_id
    `,
    // One function for the three triggers; each names only the transition tables it has.
    `
      create function investment_figures_move() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          insert into member_investment_figures as f (member_id, invested, active, profit_to_date)
          select member_id, coalesce(sum(amount) filter (where status = 'active'), 0),
            count(*) filter (where status = 'active'), sum(profit_paid)
          from new_rows group by member_id
          on conflict (member_id) do update set
            invested = f.invested + excluded.invested, active = f.active + excluded.active,
            profit_to_date = f.profit_to_date + excluded.profit_to_date;
        elsif tg_op = 'UPDATE' then
          update member_investment_figures f set
            invested = f.invested + d.invested, active = f.active + d.active, profit_to_date = f.profit_to_date + d.profit
          from (
            select member_id, sum(invested) as invested, sum(active) as active, sum(profit) as profit from (
              select member_id, case when status = 'active' then amount else 0 end as invested,
                case when status = 'active' then 1 else 0 end as active, profit_paid as profit
              from new_rows
              union all
              select member_id, case when status = 'active' then -amount else 0 end,
                case when status = 'active' then -1 else 0 end, -profit_paid
              from old_rows
            ) c group by member_id
          ) d
          where f.member_id = d.member_id;
        else
          update member_investment_figures f set
            invested = f.invested - d.invested, active = f.active - d.active, profit_to_date = f.profit_to_date - d.profit
          from (
            select member_id, coalesce(sum(amount) filter (where status = 'active'), 0) as invested,
              count(*) filter (where status = 'active') as active, sum(profit_paid) as profit
            from old_rows group by member_id
          ) d
          where f.member_id = d.member_id;
        end if;
        return null;
      end $$
    `,
    `
      create trigger investment_figures_insert after insert on investment
      referencing new table as new_rows for each statement execute function investment_figures_move()
    `,
    `
      create trigger investment_figures_update after update on investment
      referencing old table as old_rows new table as new_rows for each statement execute function investment_figures_move()
    `,
    `
      create trigger investment_figures_delete after delete on investment
      referencing old table as old_rows for each statement execute function investment_figures_move()
    `,
    `
      insert into member_investment_figures (member_id, invested, active, profit_to_date)
      select member_id, invested, active, profit_to_date from investment_figures_from_rows
    `,
  ]);
}
