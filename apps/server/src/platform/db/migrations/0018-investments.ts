import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Investments (issue 19): the packages operators sell, each member's investments with a copy of
// the terms they bought, one row per paid (investment, day) whose primary key makes the daily
// profit exactly-once, and the profit job's runs. Rates are integers of percent × 10^4
// ("1.2500 %" is 12500), amounts are cents.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table investment_package (
        id bigint generated always as identity primary key,
        name text not null check (length(name) between 1 and 80),
        slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        description text not null default '',
        min_amount bigint not null check (min_amount > 0),
        max_amount bigint not null,
        daily_rate_e4 integer not null check (daily_rate_e4 > 0 and daily_rate_e4 <= 1000000),
        duration_days integer not null check (duration_days between 1 and 3650),
        capital_returned boolean not null default true,
        -- the referral commission per upline level, same unit as the rate; default three levels
        referral_rates_e4 integer[] not null default '{50000,20000,10000}',
        active boolean not null default true,
        position integer not null default 0,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check (max_amount >= min_amount)
      )
    `,
    `
      create table investment (
        id bigint generated always as identity primary key,
        member_id text not null references "user" ("id") on delete restrict,
        package_id bigint not null references investment_package (id),
        -- the terms as they were bought: editing the package never changes them
        package_name text not null,
        package_slug text not null,
        amount bigint not null check (amount > 0),
        daily_rate_e4 integer not null check (daily_rate_e4 > 0),
        duration_days integer not null check (duration_days > 0),
        capital_returned boolean not null,
        referral_rates_e4 integer[] not null,
        status text not null default 'active' check (status in ('active', 'completed', 'cancelled')),
        -- the calendar day (PROFIT_TIME_ZONE) it was bought; profit days are start_day + 1 … end_day
        start_day date not null,
        end_day date not null,
        days_paid integer not null default 0 check (days_paid >= 0),
        profit_paid bigint not null default 0 check (profit_paid >= 0),
        created_at timestamptz not null default now(),
        completed_at timestamptz,
        check (end_day = start_day + duration_days),
        check (days_paid <= duration_days),
        check ((status = 'completed') = (completed_at is not null))
      )
    `,
    `create index investment_member_idx on investment (member_id, id desc)`,
    `create index investment_active_idx on investment (id) include (start_day, end_day) where status = 'active'`,
    `
      -- One row per paid (investment, day): inserted with ON CONFLICT DO NOTHING, so whoever
      -- inserts it pays it, once, whatever the number of nodes, retries and hand runs.
      create table investment_profit (
        investment_id bigint not null references investment (id),
        day date not null,
        day_index integer not null check (day_index > 0),
        member_id text not null,
        amount bigint not null check (amount >= 0),
        run_id bigint,
        paid_at timestamptz not null default now(),
        primary key (investment_id, day)
      )
    `,
    `create index investment_profit_day_idx on investment_profit (day)`,
    `create index investment_profit_member_idx on investment_profit (member_id, day)`,
    `
      create table profit_run (
        id bigint generated always as identity primary key,
        day date not null,
        source text not null check (source in ('job', 'operator')),
        requested_by text references "user" ("id"),
        started_at timestamptz not null default now(),
        finished_at timestamptz,
        paid integer not null default 0,
        total bigint not null default 0,
        completed integer not null default 0,
        error text
      )
    `,
    `create index profit_run_day_idx on profit_run (day desc, id desc)`,
    `
      -- What each member's \`invested\` account must hold: their active investments (the ledger check reads it).
      create view ledger_invested_claim as
        select member_id as owner_id, sum(amount) as amount from investment where status = 'active' group by member_id
    `,
    `
      insert into ledger_transfer_kind (kind, description) values
        ('investment.open', 'A member invests: wallet to invested'),
        ('investment.capital_return', 'A matured investment returns its capital to the wallet'),
        ('investment.capital_retained', 'A matured investment whose terms keep the capital'),
        ('profit.daily', 'The daily profit of an investment')
    `,
    `
      insert into investment_package
        (name, slug, description, min_amount, max_amount, daily_rate_e4, duration_days, capital_returned, position)
      values
        ('Starter', 'starter', 'A short first step: daily profit for 30 days, capital back at the end.',
          1000, 100000, 5000, 30, true, 1),
        ('Growth', 'growth', 'Ninety days of daily profit, capital back at the end.',
          50000, 1000000, 8000, 90, true, 2),
        ('Premium', 'premium', 'A higher daily rate for 180 days; the capital is paid out within the profit.',
          100000, 10000000, 12500, 180, false, 3)
    `,
  ]);
}
