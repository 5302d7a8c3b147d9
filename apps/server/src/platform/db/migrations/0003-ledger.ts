import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Double-entry ledger. Amounts are integer cents (bigint). A transfer moves a positive
// amount from a debit account to a credit account; balances are kept on the account row
// and updated in the same transaction, so "balance = sum of transfers" holds at commit.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table ledger_account (
        id bigint generated always as identity primary key,
        -- null for platform accounts (deposits received, payouts, expenses...)
        owner_id text references "user" ("id") on delete restrict,
        kind text not null,
        balance bigint not null default 0,
        created_at timestamptz not null default now(),
        -- member accounts can never go below zero; platform accounts mirror them and may
        constraint ledger_account_member_non_negative check (owner_id is null or balance >= 0)
      )
    `,
    `
      create unique index ledger_account_member_kind on ledger_account (owner_id, kind) where owner_id is not null
    `,
    `
      create unique index ledger_account_platform_kind on ledger_account (kind) where owner_id is null
    `,
    `
      create table ledger_transfer (
        id bigint generated always as identity primary key,
        debit_account_id bigint not null references ledger_account (id),
        credit_account_id bigint not null references ledger_account (id),
        amount bigint not null check (amount > 0),
        kind text not null,
        reference text,
        idempotency_key text not null unique,
        created_by text references "user" ("id"),
        created_at timestamptz not null default now(),
        check (debit_account_id <> credit_account_id)
      )
    `,
    `
      create index ledger_transfer_debit_idx on ledger_transfer (debit_account_id, id)
    `,
    `
      create index ledger_transfer_credit_idx on ledger_transfer (credit_account_id, id)
    `,
    `
      -- Append-only: transfers are corrected by new transfers, never edited.
      create function ledger_transfer_immutable() returns trigger language plpgsql as $$
        begin raise exception 'ledger transfers are append-only'; end $$
    `,
    `
      create trigger ledger_transfer_no_update before update or delete on ledger_transfer
        for each row execute function ledger_transfer_immutable()
    `,
  ]);
}
