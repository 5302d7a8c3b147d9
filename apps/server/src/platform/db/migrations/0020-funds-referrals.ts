import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Funds and referrals: the commission each upline level earned on an investment (paid once per
// investment and level: the primary key decides), the two transfer kinds that move the profit and
// bonus funds, the fund a withdrawal is paid from, and the operator's minimum per fund.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      insert into ledger_transfer_kind (kind, description) values
        ('referral.commission', 'A referral commission credited to an upline member''s bonus fund'),
        ('fund.move', 'A member moves money from their profit or bonus fund to their wallet')
    `,
    `
      -- investment_id has no foreign key: the investments arrive with their own module.
      create table referral_commission (
        investment_id text not null,
        level smallint not null check (level between 1 and 10),
        beneficiary_id text not null references "user" ("id") on delete restrict,
        investor_id text not null references "user" ("id") on delete restrict,
        amount bigint not null check (amount > 0),
        -- set by the same transaction right after the insert that claimed (investment, level)
        transfer_id bigint unique references ledger_transfer (id),
        created_at timestamptz not null default now(),
        primary key (investment_id, level),
        check (beneficiary_id <> investor_id)
      )
    `,
    `create index referral_commission_beneficiary_idx on referral_commission (beneficiary_id, investor_id)`,
    `
      alter table withdrawal add column source text not null default 'wallet'
        check (source in ('wallet', 'profit', 'bonus'))
    `,
    `
      alter table money_settings
        add column profit_withdrawal_min bigint not null default 1000 check (profit_withdrawal_min > 0),
        add column bonus_withdrawal_min bigint not null default 1000 check (bonus_withdrawal_min > 0),
        add column profit_move_min bigint not null default 100 check (profit_move_min > 0),
        add column bonus_move_min bigint not null default 100 check (bonus_move_min > 0)
    `,
  ]);
}
