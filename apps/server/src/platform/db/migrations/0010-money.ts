import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// Money in and out: the operator's money rules and payment methods, deposit invoices with
// their proofs, withdrawals, and each member's payout destinations with their change time.
// The other side of every movement is an existing platform account (deposits, payouts,
// fees); money on its way out sits on the member's own `held` account, which they see.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      -- The operator's money rules (one row). Amounts in cents.
      create table money_settings (
        id smallint primary key default 1 check (id = 1),
        deposit_min bigint not null check (deposit_min > 0),
        deposit_max bigint not null,
        withdrawal_min bigint not null check (withdrawal_min > 0),
        withdrawal_fee bigint not null check (withdrawal_fee >= 0),
        invoice_expiry_hours integer not null check (invoice_expiry_hours between 1 and 720),
        updated_at timestamptz not null default now(),
        check (deposit_max >= deposit_min)
      )
    `,
    `
      insert into money_settings (deposit_min, deposit_max, withdrawal_min, withdrawal_fee, invoice_expiry_hours)
      values (1000, 10000000, 1000, 200, 48)
    `,
    `
      -- Ways to pay a deposit. details: the bank account (bank_transfer) or the addresses (crypto).
      create table payment_method (
        id uuid primary key default gen_random_uuid(),
        kind text not null check (kind in ('bank_transfer', 'crypto')),
        name text not null,
        instructions text not null default '',
        details jsonb not null,
        enabled boolean not null default true,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      )
    `,
    `
      -- A fresh install can walk the whole flow at once: one bank transfer with sample details.
      insert into payment_method (kind, name, instructions, details) values (
        'bank_transfer',
        'Bank transfer',
        'Transfer the exact amount and write the invoice number as the payment reference. Transfers are usually credited within one business day after we receive them.',
        '{"bankName": "Example Bank AG", "accountHolder": "Aurum Capital Ltd", "accountNumber": "", "iban": "DE89370400440532013000", "swift": "COBADEFFXXX"}'
      )
    `,
    `
      create table deposit_invoice (
        id bigint generated always as identity primary key,
        slug text not null unique,
        member_id text not null references "user" ("id") on delete restrict,
        amount bigint not null check (amount > 0),
        method_id uuid not null references payment_method (id),
        -- the payment method as it was when the invoice was made
        instructions jsonb not null,
        status text not null default 'pending'
          check (status in ('pending', 'paid', 'rejected', 'cancelled', 'expired')),
        reason text,
        transfer_id bigint references ledger_transfer (id),
        decided_by text references "user" ("id"),
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        decided_at timestamptz,
        updated_at timestamptz not null default now(),
        check ((status = 'pending') = (decided_at is null)),
        check ((status = 'paid') = (transfer_id is not null))
      )
    `,
    `create index deposit_invoice_member_idx on deposit_invoice (member_id, id desc)`,
    `create index deposit_invoice_status_idx on deposit_invoice (status, id desc)`,
    `
      create table deposit_proof (
        id uuid primary key default gen_random_uuid(),
        deposit_id bigint not null references deposit_invoice (id),
        kind text not null check (kind in ('file', 'tx_hash')),
        file_id uuid references stored_file (id),
        mime text,
        tx_hash text,
        created_at timestamptz not null default now(),
        check ((kind = 'file') = (file_id is not null)),
        check ((kind = 'tx_hash') = (tx_hash is not null))
      )
    `,
    `create index deposit_proof_deposit_idx on deposit_proof (deposit_id)`,
    `
      -- Where a member's withdrawals can go: 'bank' or 'crypto:<network>', with when it last changed.
      create table payout_destination (
        member_id text not null references "user" ("id") on delete cascade,
        id text not null check (id ~ '^(bank|crypto:(BTC|ETH|TRC20))$'),
        details jsonb not null,
        changed_at timestamptz not null default now(),
        primary key (member_id, id)
      )
    `,
    `
      create table withdrawal (
        id bigint generated always as identity primary key,
        slug text not null unique,
        member_id text not null references "user" ("id") on delete restrict,
        amount bigint not null check (amount > 0),
        fee bigint not null check (fee >= 0),
        -- the destination as it was when requested
        destination jsonb not null,
        flagged_recent_change boolean not null,
        status text not null default 'pending'
          check (status in ('pending', 'approved', 'paid', 'rejected', 'cancelled')),
        hold_id bigint not null unique references ledger_hold (id),
        reason text,
        payout_reference text,
        decided_by text references "user" ("id"),
        paid_by text references "user" ("id"),
        created_at timestamptz not null default now(),
        decided_at timestamptz,
        paid_at timestamptz,
        updated_at timestamptz not null default now(),
        check ((status = 'paid') = (paid_at is not null))
      )
    `,
    `create index withdrawal_member_idx on withdrawal (member_id, id desc)`,
    `create index withdrawal_status_idx on withdrawal (status, id desc)`,
    `
      -- Every pending hold must be claimed by something still open: the ledger check reads this
      -- view (a module that holds money adds its claims here, e.g. open positions later).
      create view ledger_hold_claim as
        select hold_id from withdrawal where status in ('pending', 'approved')
    `,
  ]);
}
