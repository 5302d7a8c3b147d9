import { sql } from 'kysely';
import { assertTransaction, type Tx } from '../../platform/db/transaction.js';
import type { MemberAccountKind, PlatformAccountKind, TransferKind } from './kinds.js';
import { type AccountState, rememberState } from './ledger.repo.js';

export interface Credit {
  owner: string;
  /** Cents, positive. */
  amount: bigint;
  reference: string | null;
  /** Unique per movement, as for transfer(). */
  idempotencyKey: string;
}

export interface CreditManyInput {
  from: PlatformAccountKind;
  to: MemberAccountKind;
  kind: TransferKind;
  credits: readonly Credit[];
}

/**
 * transfer() for many credits from one platform account to members' accounts of one kind, in
 * two statements whatever their number (the daily profit of a thousand investments): the
 * accounts are opened if new, then one statement inserts every transfer and moves every balance.
 * The same rows and columns as ledger_post() writes: each transfer carries the balance it left
 * and its place in the account's history (a member with several credits gets them in input
 * order), the account's version goes up once per transfer.
 * - Nothing is debited from a member, so nothing can be refused for funds; the platform side is
 *   never locked or written (its balance is the sum of its transfers).
 * - A key committed before is skipped (moves nothing again). A key another transaction is
 *   committing at the same moment makes the statement fail on the unique key, and the caller's
 *   transaction rolls back: never paid twice. Callers fence their work first (the profit day's
 *   `investment_profit` rows), so this is the second fence, as in transfer().
 * Answers each credited member's balance and version after it; the transaction remembers them,
 * so the live state read at its end costs no statement.
 */
export async function creditMany(trx: Tx, input: CreditManyInput): Promise<Map<string, AccountState>> {
  assertTransaction(trx, 'creditMany()');
  const left = new Map<string, AccountState>();
  if (input.credits.length === 0) return left;
  for (const c of input.credits) {
    if (c.amount <= 0n) throw new Error('creditMany: every amount must be greater than zero');
  }
  const owners = input.credits.map((c) => c.owner);
  await sql`
    insert into ledger_account (owner_id, kind, balance)
    select distinct o, ${input.to}::text, 0 from unnest(${owners}::text[]) as o order by 1
    on conflict do nothing
  `.execute(trx);
  const { rows } = await sql<{ owner_id: string; balance: string; version: string }>`
    with input as (
      select t.owner, t.amount, t.key, t.reference, t.ord
      from unnest(${owners}::text[], ${input.credits.map((c) => String(c.amount))}::bigint[],
        ${input.credits.map((c) => c.idempotencyKey)}::text[], ${input.credits.map((c) => c.reference)}::text[])
        with ordinality as t(owner, amount, key, reference, ord)
      -- Scalar subqueries, not joins, here and in per: one index probe per credit, whatever the
      -- statistics say. As a join, a stale estimate made the planner hash every transfer and every
      -- account of the kind for each batch: a cost growing with the whole ledger.
      where (select x.id from ledger_transfer x where x.idempotency_key = t.key) is null
    ),
    per as (
      select (select a.id from ledger_account a where a.owner_id = i.owner and a.kind = ${input.to}::text) as id,
        sum(i.amount) as total, count(*) as n
      from input i
      group by 1
    ),
    -- Locked in id order, as ledger_post() locks two accounts: two batches sharing members queue, never deadlock.
    -- The update reaches each account through its locked row by primary key: whatever the planner
    -- guesses about the batch's size, one index lookup per account, never a scan per account.
    locked as (
      select a.id, per.total, per.n from ledger_account a join per on per.id = a.id order by a.id for update of a
    ),
    moved as (
      update ledger_account a
      set balance = a.balance + l.total, version = a.version + l.n, movements = a.movements + l.n
      from locked l where a.id = l.id
      returning a.id, a.owner_id, a.balance, a.version, a.movements, l.total, l.n
    ),
    posted as (
      insert into ledger_transfer (
        debit_account_id, credit_account_id, amount, kind, reference, idempotency_key,
        credit_balance, credit_seq
      )
      select (select id from ledger_account where owner_id is null and kind = ${input.from}::text),
        m.id, i.amount, ${input.kind}::text, i.reference, i.key,
        m.balance - m.total + sum(i.amount) over w,
        m.movements - m.n + row_number() over w
      from input i join moved m on m.owner_id = i.owner
      window w as (partition by m.id order by i.ord rows between unbounded preceding and current row)
      order by i.ord
      returning 1
    )
    select m.owner_id, m.balance::text, m.version::text from moved m
  `.execute(trx);
  for (const r of rows) {
    const state = { cents: BigInt(r.balance), version: BigInt(r.version) };
    left.set(r.owner_id, state);
    rememberState(trx, r.owner_id, input.to, state);
  }
  return left;
}
