import { type Expression, type Kysely, sql } from 'kysely';
import { prepared } from '../../platform/db/prepared.js';
import type { DB } from '../../platform/db/schema.js';
import type { Tx } from '../../platform/db/transaction.js';
import type { MemberAccountKind, PlatformAccountKind, TransferKind } from './kinds.js';

// The ledger's SQL. The hot statements are plain SQL: they run on every money movement.

export type PostOutcome = 'moved' | 'replayed' | 'insufficient' | 'mismatch';

/** What one call of ledger_post() answers. */
export interface PostRow {
  transfer_id: bigint | null;
  outcome: PostOutcome;
  debit_balance: bigint | null;
  credit_balance: bigint | null;
  debit_version: bigint | null;
  credit_version: bigint | null;
}

/**
 * The call of ledger_post() as a statement, for postTransfer or to embed in a larger one (a CTE);
 * or of ledger_post_or_raise(), which raises a refusal instead of answering it (transferAtCommit).
 */
export function postTransferCall(t: NewTransfer, fn: 'ledger_post' | 'ledger_post_or_raise' = 'ledger_post') {
  const member = (side: bigint | PlatformAccountKind) => (typeof side === 'bigint' ? side : null);
  const platform = (side: bigint | PlatformAccountKind) => (typeof side === 'bigint' ? null : side);
  return sql<PostRow>`
    select transfer_id, outcome, debit_balance, credit_balance, debit_version, credit_version from ${sql.raw(fn)}(
      ${member(t.debit)}::bigint, ${platform(t.debit)}::text, ${member(t.credit)}::bigint, ${platform(t.credit)}::text,
      ${t.amount}::bigint, ${t.kind}::text, ${t.reference}::text, ${t.idempotencyKey}::text, ${t.createdBy}::text
    )
  `;
}

/** One call of ledger_post(): inserts the transfer and moves the member balances, or says why not. */
export async function postTransfer(trx: Tx, t: NewTransfer): Promise<PostResult> {
  const { rows } = await trx.executeQuery(prepared(postTransferCall(t).compile(trx)));
  return toPostResult(rows[0]);
}

export function toPostResult(row: PostRow | undefined): PostResult {
  if (!row) throw new Error('ledger_post returned no row');
  return {
    transferId: row.transfer_id === null ? 0n : BigInt(row.transfer_id),
    outcome: row.outcome,
    debit: sideState(row.debit_balance, row.debit_version),
    credit: sideState(row.credit_balance, row.credit_version),
  };
}

const sideState = (cents: bigint | null, version: bigint | null): AccountState | null =>
  cents === null || version === null ? null : { cents: BigInt(cents), version: BigInt(version) };

export interface PostResult {
  transferId: bigint;
  outcome: PostOutcome;
  /** What the move left on each member side (migrations 0013, 0014); null for a platform side or when nothing moved. */
  debit: AccountState | null;
  credit: AccountState | null;
}

/** A member account's balance (cents) and how many times it has changed: always read together. */
export interface AccountState {
  cents: bigint;
  version: bigint;
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

/** A member account's key in the maps below (owner and kind). */
const accountKey = (owner: string, kind: MemberAccountKind) => `${owner}\u0000${kind}`;

/**
 * Member account ids by owner and kind. An account is never deleted (transfers reference it),
 * so an id seen committed stays right. An account a transaction opened is visible to that
 * transaction before it commits, and gone if it rolls back: such ids are never cached.
 */
const accountIds = new Map<string, bigint>();
const openedBy = new WeakMap<Tx, Set<string>>();

/** The id of a member account, opening it on first use. */
export async function memberAccountId(trx: Tx, owner: string, kind: MemberAccountKind): Promise<bigint> {
  const key = accountKey(owner, kind);
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
    if (!openedBy.get(trx)?.has(key)) accountIds.set(key, existing.id);
    return existing.id;
  }
  await sql`insert into ledger_account (owner_id, kind, balance) values (${owner}, ${kind}, 0) on conflict do nothing`.execute(
    trx,
  );
  openedBy.set(trx, (openedBy.get(trx) ?? new Set()).add(key));
  const opened = await find();
  if (!opened) throw new Error(`could not open ledger account ${kind} of ${owner}`);
  return opened.id;
}

/**
 * What a transaction's own transfers left on member accounts. ledger_post() is the only writer
 * of a balance, and the transaction holds the row it updated until it ends: within it, the
 * state it answered stays exact, so reading it again (the live state read at the end of the
 * transaction, the answer of the route) needs no round trip. Never shared across transactions.
 */
const statesLeft = new WeakMap<Tx, Map<string, AccountState>>();

export function rememberState(trx: Tx, ownerId: string, kind: MemberAccountKind, state: AccountState): void {
  let known = statesLeft.get(trx);
  if (!known) {
    known = new Map();
    statesLeft.set(trx, known);
  }
  const key = accountKey(ownerId, kind);
  known.set(key, state);
  movingAtCommit.get(trx)?.delete(key);
}

/** What the transaction's own transfers left on a member account, if one told it (no statement). */
export function stateLeft(trx: Kysely<DB>, ownerId: string, kind: MemberAccountKind): AccountState | undefined {
  return trx.isTransaction ? statesLeft.get(trx as Tx)?.get(accountKey(ownerId, kind)) : undefined;
}

/** Member accounts a movement sent with the COMMIT will change: nothing before that reads them. */
const movingAtCommit = new WeakMap<Tx, Set<string>>();

export function markMovingAtCommit(trx: Tx, ownerId: string, kind: MemberAccountKind): void {
  const key = accountKey(ownerId, kind);
  statesLeft.get(trx)?.delete(key);
  movingAtCommit.set(trx, (movingAtCommit.get(trx) ?? new Set()).add(key));
}

/**
 * A member account's balance and version, from one row (or what this transaction left on it):
 * the pair always matches. An account not opened yet holds nothing and has never changed.
 */
export async function accountState(db: Kysely<DB>, ownerId: string, kind: MemberAccountKind): Promise<AccountState> {
  const key = accountKey(ownerId, kind);
  if (db.isTransaction && movingAtCommit.get(db as Tx)?.has(key)) {
    throw new Error(`the ${kind} of ${ownerId} moves with the COMMIT: its balance is known once that answered`);
  }
  const known = stateLeft(db, ownerId, kind);
  if (known !== undefined) return known;
  const row = await db
    .selectFrom('ledger_account')
    .select(['balance', 'version'])
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  return { cents: row?.balance ?? 0n, version: row?.version ?? 0n };
}

/** A member account's balance in cents; an account not opened yet holds nothing. */
export async function balanceOf(db: Kysely<DB>, ownerId: string, kind: MemberAccountKind): Promise<bigint> {
  return (await accountState(db, ownerId, kind)).cents;
}
/**
 * A member account's balance, its row locked until the transaction ends (an account not opened yet
 * holds nothing, and nothing is locked). For a use case that checks the money before it writes a
 * row that draws a number (an investment): a second request at once waits here, then finds the
 * money spent and is refused without drawing one. transfer() takes the same row lock later; a
 * deadlock with another order of locks is retried by withTransaction.
 */
export async function lockedBalanceOf(trx: Tx, ownerId: string, kind: MemberAccountKind): Promise<bigint> {
  const row = await trx
    .selectFrom('ledger_account')
    .select('balance')
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind)
    .forUpdate()
    .executeTakeFirst();
  return row?.balance ?? 0n;
}
/**
 * A member account's balance in cents, as text (exact in JSON), for reads that embed it in a
 * statement of their own (a member read runs it with the session); no row when not opened yet.
 */
export function balanceQuery(db: Kysely<DB>, ownerId: Expression<string>, kind: MemberAccountKind) {
  return db
    .selectFrom('ledger_account')
    .select(sql<string>`balance::text`.as('balance'))
    .where('owner_id', '=', ownerId)
    .where('kind', '=', kind);
}
