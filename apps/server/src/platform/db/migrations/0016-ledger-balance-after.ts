import { type Kysely, sql } from 'kysely';
import { LEDGER_POST_SQL } from '../../../modules/ledger/index.js';
import { runStatements } from '../run-statements.js';

// History pages cost what they show: every member side of a transfer keeps the account's balance
// right after it and its place in that account's history (seq 1, 2, 3… per account), written by
// ledger_post() under the row lock of the UPDATE that moved the money. Page N of a history is then
// a range of (account, seq) on an index, and the running balance is read, not summed.
// The (account, id) indexes become (account, seq): the same count of indexes on every insert.
// Existing rows are numbered and their balances computed here, once.
// From here on ledger_post()'s body lives in modules/ledger/ledger-post.sql.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    // The money a member has put into an investment (issue 15: kinds investments will need).
    `insert into ledger_account_kind (kind, side) values ('invested', 'member')`,
    // How many movements a member account has had: the seq of its newest one.
    'alter table ledger_account add column movements bigint not null default 0',
    `
      alter table ledger_transfer
        add column debit_balance bigint, add column credit_balance bigint,
        add column debit_seq bigint, add column credit_seq bigint
    `,
    'alter table ledger_transfer disable trigger ledger_transfer_no_update',
    `
      with sides as (
        select t.id, true as debit, t.debit_account_id as account, -t.amount as amount
        from ledger_transfer t join ledger_account a on a.id = t.debit_account_id and a.owner_id is not null
        union all
        select t.id, false, t.credit_account_id, t.amount
        from ledger_transfer t join ledger_account a on a.id = t.credit_account_id and a.owner_id is not null
      ), running as (
        select id, debit, row_number() over w as seq, sum(amount) over w as balance
        from sides window w as (partition by account order by id rows unbounded preceding)
      ), per_transfer as (
        select id,
          max(seq) filter (where debit) as debit_seq, max(balance) filter (where debit) as debit_balance,
          max(seq) filter (where not debit) as credit_seq, max(balance) filter (where not debit) as credit_balance
        from running group by id
      )
      update ledger_transfer t set debit_seq = p.debit_seq, debit_balance = p.debit_balance,
        credit_seq = p.credit_seq, credit_balance = p.credit_balance
      from per_transfer p where p.id = t.id
    `,
    'alter table ledger_transfer enable trigger ledger_transfer_no_update',
    `
      update ledger_account a set movements = (
        select count(*) from ledger_transfer t where t.debit_account_id = a.id or t.credit_account_id = a.id
      ) where a.owner_id is not null
    `,
    // A member side has both, a platform side neither.
    `
      alter table ledger_transfer add constraint ledger_transfer_debit_after
        check ((debit_seq is null) = (debit_balance is null))
    `,
    `
      alter table ledger_transfer add constraint ledger_transfer_credit_after
        check ((credit_seq is null) = (credit_balance is null))
    `,
    'drop index ledger_transfer_debit_idx',
    'drop index ledger_transfer_credit_idx',
    'create unique index ledger_transfer_debit_seq_idx on ledger_transfer (debit_account_id, debit_seq)',
    'create unique index ledger_transfer_credit_seq_idx on ledger_transfer (credit_account_id, credit_seq)',
    // A history names each reserve's hold (its state now) by the reserve's transfer.
    'create index ledger_hold_reserve_transfer_idx on ledger_hold (reserve_transfer_id)',
  ]);
  await sql.raw(LEDGER_POST_SQL).execute(db);
}
