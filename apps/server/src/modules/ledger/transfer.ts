import { assertTransaction, type Tx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import {
  type AccountKey,
  isMemberKey,
  type MemberAccountKind,
  type PlatformAccountKind,
  type TransferKind,
} from './kinds.js';
import {
  applyDeltas,
  creditMember,
  debitMemberIfCovered,
  insertTransfer,
  lockAccounts,
  memberAccountId,
  platformAccountId,
  transferByKey,
} from './ledger.repo.js';

export interface TransferInput {
  from: AccountKey;
  to: AccountKey;
  /** Cents, positive. */
  amount: bigint;
  kind: TransferKind;
  reference?: string;
  /** Unique per movement: a retry with the same key moves nothing twice. */
  idempotencyKey: string;
  createdBy?: string;
}

export interface TransferResult {
  transferId: bigint;
  /** True when this key had already moved the money and nothing moved now. */
  replayed: boolean;
}

/**
 * The only way money moves, and only inside a transaction (typed, and checked at run time):
 * the transfer row and the balance changes commit together or not at all.
 * - Platform accounts are never locked or written: their balance is the sum of their transfers.
 * - The transfer is inserted first, under its idempotency key: a repeat of the same movement
 *   answers `replayed`, a different movement under the same key is refused.
 * - A member account is debited only if it holds the amount (the CHECK constraint is the
 *   backstop). Its row is locked as late as possible, so a hot account is held briefly.
 * - Two member accounts are locked in one statement, in id order, so opposite directions
 *   queue instead of deadlocking.
 */
export async function transfer(trx: Tx, input: TransferInput): Promise<TransferResult> {
  assertTransaction(trx, 'transfer()');
  if (input.amount <= 0n) throw new AppError('VALIDATION_FAILED', 'The amount must be greater than zero.');
  if (sameAccount(input.from, input.to)) {
    throw new AppError('VALIDATION_FAILED', 'A transfer needs two different accounts.');
  }
  return isMemberKey(input.from) && isMemberKey(input.to)
    ? betweenMembers(trx, input, input.from, input.to)
    : withPlatform(trx, input);
}

/** One side is a platform account: insert, then one conditional UPDATE of the member side. */
async function withPlatform(trx: Tx, input: TransferInput): Promise<TransferResult> {
  const sideOf = async (key: AccountKey) =>
    isMemberKey(key) ? memberAccountId(trx, key.owner, key.kind) : key.platform;
  const debit = await sideOf(input.from);
  const credit = await sideOf(input.to);
  const transferId = await insertTransfer(trx, row(input, debit, credit));
  if (transferId === undefined) return replay(trx, input, debit, credit);
  if (typeof debit === 'bigint' && !(await debitMemberIfCovered(trx, debit, input.amount))) throw insufficient();
  if (typeof credit === 'bigint') await creditMember(trx, credit, input.amount);
  return { transferId, replayed: false };
}

type MemberKey = { owner: string; kind: MemberAccountKind };

/**
 * Both sides are member accounts: insert first (no lock needed), then lock both in id order,
 * check and move, so the two rows are held for two statements and the commit.
 */
async function betweenMembers(trx: Tx, input: TransferInput, from: MemberKey, to: MemberKey) {
  const debit = await memberAccountId(trx, from.owner, from.kind);
  const credit = await memberAccountId(trx, to.owner, to.kind);
  const transferId = await insertTransfer(trx, row(input, debit, credit));
  if (transferId === undefined) return replay(trx, input, debit, credit);
  const balances = await lockAccounts(trx, [debit, credit]);
  if ((balances.get(debit) ?? 0n) < input.amount) throw insufficient();
  await applyDeltas(
    trx,
    new Map([
      [debit, -input.amount],
      [credit, input.amount],
    ]),
  );
  return { transferId, replayed: false };
}

const insufficient = () => new AppError('INSUFFICIENT_FUNDS', 'The account does not hold enough money for this.');

const row = (input: TransferInput, debit: bigint | PlatformAccountKind, credit: bigint | PlatformAccountKind) => ({
  debit,
  credit,
  amount: input.amount,
  kind: input.kind,
  reference: input.reference ?? null,
  idempotencyKey: input.idempotencyKey,
  createdBy: input.createdBy ?? null,
});

function sameAccount(a: AccountKey, b: AccountKey): boolean {
  if (isMemberKey(a) && isMemberKey(b)) return a.owner === b.owner && a.kind === b.kind;
  if (!isMemberKey(a) && !isMemberKey(b)) return a.platform === b.platform;
  return false;
}

async function replay(
  trx: Tx,
  input: TransferInput,
  debit: bigint | PlatformAccountKind,
  credit: bigint | PlatformAccountKind,
): Promise<TransferResult> {
  const earlier = await transferByKey(trx, input.idempotencyKey);
  const idOf = async (side: bigint | PlatformAccountKind) =>
    typeof side === 'bigint' ? side : platformAccountId(trx, side);
  const same =
    earlier !== undefined &&
    earlier.debit === (await idOf(debit)) &&
    earlier.credit === (await idOf(credit)) &&
    earlier.amount === input.amount &&
    earlier.kind === input.kind;
  if (!earlier || !same) {
    throw new AppError('IDEMPOTENCY_MISMATCH', 'This idempotency key was already used for a different movement.');
  }
  return { transferId: earlier.id, replayed: true };
}
