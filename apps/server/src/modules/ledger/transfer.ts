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
  insertTransfer,
  type LockedAccount,
  lockMemberAccounts,
  openMemberAccounts,
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
 * the transfer row and both balance changes commit together or not at all.
 * 1. The member accounts involved are locked in one statement, in id order (no deadlock
 *    between opposite directions). Platform accounts are never locked or written: their
 *    balance is the sum of their transfers.
 * 2. The transfer is inserted under its idempotency key; a repeat of the same movement
 *    answers `replayed`, a different movement under the same key is refused.
 * 3. A member account is debited only if it holds the amount (CHECK constraint as backstop).
 */
export async function transfer(trx: Tx, input: TransferInput): Promise<TransferResult> {
  assertTransaction(trx, 'transfer()');
  if (input.amount <= 0n) throw new AppError('VALIDATION_FAILED', 'The amount must be greater than zero.');
  if (sameAccount(input.from, input.to)) {
    throw new AppError('VALIDATION_FAILED', 'A transfer needs two different accounts.');
  }

  const members = [input.from, input.to].filter(isMemberKey);
  let locked = await lockMemberAccounts(trx, members);
  if (locked.length < members.length) {
    await openMemberAccounts(trx, members);
    locked = await lockMemberAccounts(trx, members);
  }
  const sideOf = (key: AccountKey) => (isMemberKey(key) ? find(locked, key.owner, key.kind).id : key.platform);
  const debit = sideOf(input.from);
  const credit = sideOf(input.to);

  const transferId = await insertTransfer(trx, {
    debit,
    credit,
    amount: input.amount,
    kind: input.kind,
    reference: input.reference ?? null,
    idempotencyKey: input.idempotencyKey,
    createdBy: input.createdBy ?? null,
  });
  if (transferId === undefined) return replay(trx, input, debit, credit);

  const deltas = new Map<bigint, bigint>();
  if (isMemberKey(input.from)) {
    const account = find(locked, input.from.owner, input.from.kind);
    if (account.balance < input.amount) {
      throw new AppError('INSUFFICIENT_FUNDS', 'The account does not hold enough money for this.');
    }
    deltas.set(account.id, -input.amount);
  }
  if (isMemberKey(input.to)) deltas.set(find(locked, input.to.owner, input.to.kind).id, input.amount);
  await applyDeltas(trx, deltas);
  return { transferId, replayed: false };
}

function find(locked: LockedAccount[], owner: string, kind: MemberAccountKind): LockedAccount {
  const account = locked.find((a) => a.ownerId === owner && a.kind === kind);
  if (!account) throw new Error(`ledger account ${kind} of ${owner} was not locked`);
  return account;
}

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
