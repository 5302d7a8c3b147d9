import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// The ledger hardened for money-out: closed sets of account and transfer kinds, platform
// balances derived from the journal (no hot row to lock), two-phase holds, per-topic live
// versions, and Stripe-style stored answers for retried money requests.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `
      create table ledger_account_kind (
        kind text primary key,
        side text not null check (side in ('member', 'platform'))
      )
    `,
    `
      insert into ledger_account_kind (kind, side) values
        ('wallet', 'member'), ('held', 'member'), ('profit', 'member'), ('bonus', 'member'),
        ('adjustments', 'platform'), ('deposits', 'platform'), ('payouts', 'platform'), ('fees', 'platform'),
        ('profit_expense', 'platform'), ('bonus_expense', 'platform'), ('trading_book', 'platform')
    `,
    `
      alter table ledger_account add constraint ledger_account_kind_fk
        foreign key (kind) references ledger_account_kind (kind)
    `,
    `
      create table ledger_transfer_kind (
        kind text primary key,
        description text not null
      )
    `,
    `
      insert into ledger_transfer_kind (kind, description) values
        ('adjustment.credit', 'An operator credits a member'),
        ('adjustment.debit', 'An operator debits a member'),
        ('hold.reserve', 'Money set aside for a pending withdrawal or an open position'),
        ('hold.void', 'A hold released back to the wallet'),
        ('deposit.paid', 'A deposit invoice paid'),
        ('withdrawal.payout', 'A withdrawal paid out'),
        ('withdrawal.fee', 'The fee of a paid withdrawal')
    `,
    `
      alter table ledger_transfer add constraint ledger_transfer_kind_fk
        foreign key (kind) references ledger_transfer_kind (kind)
    `,
    // Platform accounts take the other side of nearly every transfer: one row updated by all
    // writers would queue them all on its lock. Their balance is the sum of their transfers,
    // read from the journal, so the row is never written after it is opened.
    `alter table ledger_account alter column balance drop not null`,
    `alter table ledger_account alter column balance drop default`,
    `update ledger_account set balance = null where owner_id is null`,
    `
      alter table ledger_account add constraint ledger_account_balance_on_members
        check ((owner_id is null) = (balance is null))
    `,
    `
      insert into ledger_account (owner_id, kind, balance)
      select null, kind, null from ledger_account_kind where side = 'platform'
      on conflict do nothing
    `,
    `
      -- Two-phase holds: reserve moves wallet -> held; post moves held -> a platform account;
      -- void moves held -> wallet. Decided once.
      create table ledger_hold (
        id bigint generated always as identity primary key,
        owner_id text not null references "user" ("id") on delete restrict,
        amount bigint not null check (amount > 0),
        purpose text not null check (purpose in ('withdrawal', 'position')),
        reference text not null,
        status text not null default 'pending' check (status in ('pending', 'posted', 'voided')),
        reserve_transfer_id bigint not null references ledger_transfer (id),
        decide_transfer_id bigint references ledger_transfer (id),
        created_at timestamptz not null default now(),
        decided_at timestamptz,
        check ((status = 'pending') = (decided_at is null))
      )
    `,
    `create index ledger_hold_owner_idx on ledger_hold (owner_id, status)`,
    `create unique index ledger_hold_reference_idx on ledger_hold (purpose, reference)`,
    `
      -- The newest version of each live topic per channel: bumped in the transaction that
      -- changes the topic's state, so clients can drop a message older than one they hold.
      create table live_version (
        channel text not null,
        topic text not null,
        version bigint not null,
        primary key (channel, topic)
      )
    `,
    `
      -- Stripe-style idempotency: the first answer to (route, actor, key) is kept and replayed.
      create table idempotency_key (
        route text not null,
        actor_id text not null,
        key text not null,
        request_hash text not null,
        state text not null check (state in ('running', 'done')),
        response_status integer,
        response_body jsonb,
        locked_at timestamptz not null default now(),
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        primary key (route, actor_id, key)
      )
    `,
    `create index idempotency_key_expires_idx on idempotency_key (expires_at)`,
  ]);
}
