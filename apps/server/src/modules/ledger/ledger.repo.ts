import { type Kysely, sql } from 'kysely';
import type { DB } from '../../platform/db/schema.js';

/** The member account kinds; platform accounts (owner null) take the other side of each transfer. */
export type MemberAccountKind = 'wallet' | 'profit' | 'bonus';
/** Platform accounts. They may go negative: they mirror what members hold. */
export type PlatformAccountKind = 'adjustments';

export type AccountKey = { owner: string; kind: MemberAccountKind } | { platform: PlatformAccountKind };

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

/** The account's id, opening it on first use (idempotent under concurrency). */
export async function accountId(db: Kysely<DB>, key: AccountKey): Promise<bigint> {
  const owner = 'owner' in key ? key.owner : null;
  const kind = 'owner' in key ? key.kind : key.platform;
  const find = () =>
    db
      .selectFrom('ledger_account')
      .select('id')
      .where('kind', '=', kind)
      .where((eb) => (owner === null ? eb('owner_id', 'is', null) : eb('owner_id', '=', owner)))
      .executeTakeFirst();
  const existing = await find();
  if (existing) return existing.id;
  await sql`insert into ledger_account (owner_id, kind) values (${owner}, ${kind}) on conflict do nothing`.execute(db);
  const opened = await find();
  if (!opened) throw new Error(`could not open ledger account ${kind}`);
  return opened.id;
}

/** Takes `amount` from a member account only if it holds that much; false when it does not. */
export async function debitIfCovered(db: Kysely<DB>, id: bigint, amount: bigint): Promise<boolean> {
  const row = await db
    .updateTable('ledger_account')
    .set((eb) => ({ balance: eb('balance', '-', amount) }))
    .where('id', '=', id)
    .where((eb) => eb.or([eb('owner_id', 'is', null), eb('balance', '>=', amount)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function credit(db: Kysely<DB>, id: bigint, amount: bigint): Promise<void> {
  await db
    .updateTable('ledger_account')
    .set((eb) => ({ balance: eb('balance', '+', amount) }))
    .where('id', '=', id)
    .execute();
}

export interface TransferRow {
  id: bigint;
  debit_account_id: bigint;
  credit_account_id: bigint;
  amount: bigint;
  kind: string;
  reference: string | null;
}

/** Inserts the transfer unless its idempotency key exists; returns undefined for a repeat. */
export async function insertTransfer(
  db: Kysely<DB>,
  t: Omit<TransferRow, 'id'> & { idempotency_key: string; created_by: string | null },
): Promise<bigint | undefined> {
  const row = await db
    .insertInto('ledger_transfer')
    .values(t)
    .onConflict((oc) => oc.column('idempotency_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function transferByKey(db: Kysely<DB>, key: string): Promise<TransferRow | undefined> {
  return db
    .selectFrom('ledger_transfer')
    .select(['id', 'debit_account_id', 'credit_account_id', 'amount', 'kind', 'reference'])
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
}

export interface LedgerInvariants {
  /** Sum of every account balance: zero in a sound double-entry ledger. */
  total: bigint;
  /** Accounts whose stored balance differs from the sum of their transfers. */
  drifted: { id: bigint; balance: bigint; fromTransfers: bigint }[];
  /** Member accounts below zero (the CHECK constraint should make this impossible). */
  negativeMemberAccounts: bigint[];
}

export async function checkInvariants(db: Kysely<DB>): Promise<LedgerInvariants> {
  const { rows } = await sql<{ id: bigint; owner_id: string | null; balance: bigint; from_transfers: string }>`
    select a.id, a.owner_id, a.balance,
      coalesce((select sum(amount) from ledger_transfer where credit_account_id = a.id), 0)
      - coalesce((select sum(amount) from ledger_transfer where debit_account_id = a.id), 0) as from_transfers
    from ledger_account a
  `.execute(db);
  let total = 0n;
  const drifted: LedgerInvariants['drifted'] = [];
  const negativeMemberAccounts: bigint[] = [];
  for (const r of rows) {
    const balance = BigInt(r.balance);
    const fromTransfers = BigInt(r.from_transfers);
    total += balance;
    if (balance !== fromTransfers) drifted.push({ id: BigInt(r.id), balance, fromTransfers });
    if (r.owner_id !== null && balance < 0n) negativeMemberAccounts.push(BigInt(r.id));
  }
  return { total, drifted, negativeMemberAccounts };
}
