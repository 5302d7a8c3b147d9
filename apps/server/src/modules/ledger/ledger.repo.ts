import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import type { Tx } from '../../platform/db/transaction.js';
import type { MemberAccountKind, PlatformAccountKind, TransferKind } from './kinds.js';

// The ledger's SQL. The hot statements are plain SQL: they run on every money movement.

/**
 * Locks member accounts by id in one statement, in id order, so two transfers touching the
 * same accounts in opposite directions queue instead of deadlocking. Returns their balances.
 * `for no key update`, the lock an UPDATE of the balance takes anyway: it does not conflict
 * with the key-share locks that inserting a transfer (its foreign keys) takes on the same rows.
 */
export async function lockAccounts(trx: Tx, ids: readonly bigint[]): Promise<Map<bigint, bigint>> {
  const { rows } = await sql<{ id: bigint; balance: bigint }>`
    select id, balance from ledger_account
    where id in (${sql.join(ids)})
    order by id
    for no key update
  `.execute(trx);
  return new Map(rows.map((r) => [BigInt(r.id), BigInt(r.balance)]));
}

/** Opens member accounts that do not exist yet (idempotent under concurrency). */
export async function openMemberAccounts(
  trx: Tx,
  keys: readonly { owner: string; kind: MemberAccountKind }[],
): Promise<void> {
  await sql`
    insert into ledger_account (owner_id, kind, balance)
    values ${sql.join(keys.map((k) => sql`(${k.owner}, ${k.kind}, 0)`))}
    on conflict do nothing
  `.execute(trx);
}

export interface NewTransfer {
  debit: bigint | PlatformAccountKind;
  credit: bigint | PlatformAccountKind;
  amount: bigint;
  kind: TransferKind;
  reference: string | null;
  idempotencyKey: string;
  createdBy: string | null;
}

/** A member account by id, or a platform account by kind, resolved inside the statement. */
const accountRef = (side: bigint | PlatformAccountKind) =>
  typeof side === 'bigint'
    ? sql`${side}::bigint`
    : sql`(select id from ledger_account where owner_id is null and kind = ${side})`;

/** Inserts the transfer unless its idempotency key exists; undefined for a repeat. */
export async function insertTransfer(trx: Tx, t: NewTransfer): Promise<bigint | undefined> {
  const { rows } = await sql<{ id: bigint }>`
    insert into ledger_transfer
      (debit_account_id, credit_account_id, amount, kind, reference, idempotency_key, created_by)
    values (${accountRef(t.debit)}, ${accountRef(t.credit)}, ${t.amount}, ${t.kind}, ${t.reference},
      ${t.idempotencyKey}, ${t.createdBy})
    on conflict (idempotency_key) do nothing
    returning id
  `.execute(trx);
  return rows[0] ? BigInt(rows[0].id) : undefined;
}

/** Applies signed deltas to locked member accounts in one statement. */
export async function applyDeltas(trx: Tx, deltas: ReadonlyMap<bigint, bigint>): Promise<void> {
  const ids = [...deltas.keys()];
  const cases = sql.join(
    ids.map((id) => sql`when ${id} then ${deltas.get(id) ?? 0n}::bigint`),
    sql` `,
  );
  await sql`
    update ledger_account set balance = balance + (case id ${cases} end)
    where id in (${sql.join(ids)})
  `.execute(trx);
}

/**
 * Member account ids by owner and kind. An account is never deleted (transfers reference it),
 * so an id seen committed stays right; ids of accounts opened in a transaction that may still
 * roll back are never cached.
 */
const accountIds = new Map<string, bigint>();

/** The id of a member account, opening it on first use. */
export async function memberAccountId(trx: Tx, owner: string, kind: MemberAccountKind): Promise<bigint> {
  const key = `${owner}\u0000${kind}`;
  const cached = accountIds.get(key);
  if (cached !== undefined) return cached;
  const find = () =>
    trx
      .selectFrom('ledger_account')
      .select('id')
      .where('owner_id', '=', owner)
      .where('kind', '=', kind)
      .executeTakeFirst();
  const existing = await find();
  if (existing) {
    accountIds.set(key, existing.id);
    return existing.id;
  }
  await openMemberAccounts(trx, [{ owner, kind }]);
  const opened = await find();
  if (!opened) throw new Error(`could not open ledger account ${kind} of ${owner}`);
  return opened.id;
}

/** Adds to a member account; the UPDATE takes the row lock only now, late in the transaction. */
export async function creditMember(trx: Tx, id: bigint, amount: bigint): Promise<void> {
  await sql`update ledger_account set balance = balance + ${amount}::bigint where id = ${id}`.execute(trx);
}

/** Takes from a member account only if it holds the amount; false when it does not. */
export async function debitMemberIfCovered(trx: Tx, id: bigint, amount: bigint): Promise<boolean> {
  const { rows } = await sql<{ id: bigint }>`
    update ledger_account set balance = balance - ${amount}::bigint
    where id = ${id} and balance >= ${amount}::bigint
    returning id
  `.execute(trx);
  return rows.length > 0;
}

export interface StoredTransfer {
  id: bigint;
  debit: bigint;
  credit: bigint;
  amount: bigint;
  kind: string;
}

export async function transferByKey(db: Kysely<DB>, key: string): Promise<StoredTransfer | undefined> {
  const row = await db
    .selectFrom('ledger_transfer')
    .select(['id', 'debit_account_id', 'credit_account_id', 'amount', 'kind'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      debit: row.debit_account_id,
      credit: row.credit_account_id,
      amount: row.amount,
      kind: row.kind,
    }
  );
}

export async function platformAccountId(db: Kysely<DB>, kind: PlatformAccountKind): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account')
    .select('id')
    .where('owner_id', 'is', null)
    .where('kind', '=', kind)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A member account's balance in cents; an account not opened yet holds nothing. */
export async function balanceOf(db: Kysely<DB>, ownerId: string, kind: MemberAccountKind): Promise<bigint> {
  const row = await db
    .selectFrom('ledger_account')
    .select('balance')
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return row?.balance ?? 0n;
}
