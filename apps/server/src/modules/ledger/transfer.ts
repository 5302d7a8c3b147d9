import { prepared } from '../../platform/db/prepared.js';
import { assertTransaction, sendAtCommit, type Tx } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { type AccountKey, isMemberKey, type TransferKind } from './kinds.js';
import {
  markMovingAtCommit,
  memberAccountId,
  type NewTransfer,
  type PostResult,
  type PostRow,
  postTransfer,
  postTransferCall,
  rememberState,
  toPostResult,
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
  /**
   * The balances (cents) this transfer left on its member accounts, read under the row locks
   * it holds until commit; null for a platform side, and on a replay (nothing moved now).
   */
  balancesAfter: { from: bigint | null; to: bigint | null };
}

/**
 * The only way money moves, and only inside a transaction (typed, and checked at run time):
 * the transfer row and the balance changes commit together or not at all. One round trip:
 * `ledger_post()` (migrations 0008, 0009) does the rest inside the database.
 * - The transfer is inserted first, under its idempotency key: a repeat of the same movement
 *   answers `replayed`, a different movement under the same key is refused.
 * - Platform accounts are never locked or written: their balance is the sum of their transfers.
 * - A member account is debited only if it holds the amount (the CHECK constraint is the
 *   backstop); two member accounts are updated in id order, so opposite directions queue
 *   instead of deadlocking, and each row is held from its one UPDATE to the commit.
 */
export async function transfer(trx: Tx, input: TransferInput): Promise<TransferResult> {
  const { movement, settle } = await prepareTransfer(trx, input);
  return settle(await postTransfer(trx, movement));
}

/**
 * transfer() sent with the transaction's COMMIT (sendAtCommit), for a use case that reads nothing
 * back from the movement (a credit; no use case sends one today: an order's fee moves in its hold's
 * statement, reserveHoldFor): one round trip fewer, and the member rows it
 * locks are held while PostgreSQL runs that last batch, not across a round trip to the app and
 * back, so movements on one hot wallet queue for microseconds each. Refused as transfer() refuses
 * (INSUFFICIENT_FUNDS, IDEMPOTENCY_MISMATCH), but by withTransaction, with everything rolled back.
 * Until it answered, its member accounts' balances cannot be read in the transaction; the balance
 * topic takes its state from the answer.
 */
export async function transferAtCommit(trx: Tx, input: TransferInput): Promise<void> {
  const { movement, settle } = await prepareTransfer(trx, input);
  markSidesMovingAtCommit(trx, input);
  sendAtCommit(trx, {
    query: prepared(postTransferCall(movement, 'ledger_post_or_raise').compile(trx)),
    answered: (rows) => settle(toPostResult(rows[0] as PostRow | undefined)),
    explain: explainRefusal,
  });
}

/** The member accounts on either side of a movement sent with the COMMIT: nothing reads them before it answered. */
export function markSidesMovingAtCommit(trx: Tx, movement: Pick<TransferInput, 'from' | 'to'>): void {
  for (const side of [movement.from, movement.to]) {
    if (isMemberKey(side)) markMovingAtCommit(trx, side.owner, side.kind);
  }
}

/** A refusal ledger_post_or_raise() raised, as transfer() says it; undefined for any other error. */
export function explainRefusal(err: unknown): AppError | undefined {
  const code = (err as { code?: string }).code;
  if (code === 'MA402') return insufficient();
  if (code === 'MA422') return mismatch();
  return undefined;
}

const insufficient = () => new AppError('INSUFFICIENT_FUNDS', 'The account does not hold enough money for this.');
const mismatch = () =>
  new AppError('IDEMPOTENCY_MISMATCH', 'This idempotency key was already used for a different movement.');

/**
 * transfer() in two halves, for a caller that sends ledger_post() inside a statement of its own
 * (reserveHoldFor: the hold and the row it is for in the same round trip): the checks and the
 * accounts' ids, then what ledger_post() answered, turned into the result or the refusal.
 */
export async function prepareTransfer(
  trx: Tx,
  input: TransferInput,
): Promise<{ movement: NewTransfer; settle(result: PostResult): TransferResult }> {
  assertTransaction(trx, 'transfer()');
  if (input.amount <= 0n) throw new AppError('VALIDATION_FAILED', 'The amount must be greater than zero.');
  if (sameAccount(input.from, input.to)) {
    throw new AppError('VALIDATION_FAILED', 'A transfer needs two different accounts.');
  }
  const sideOf = async (key: AccountKey) =>
    isMemberKey(key) ? memberAccountId(trx, key.owner, key.kind) : key.platform;
  const movement: NewTransfer = {
    debit: await sideOf(input.from),
    credit: await sideOf(input.to),
    amount: input.amount,
    kind: input.kind,
    reference: input.reference ?? null,
    idempotencyKey: input.idempotencyKey,
    createdBy: input.createdBy ?? null,
  };
  return { movement, settle: (result) => settle(trx, input, result) };
}

function settle(trx: Tx, input: TransferInput, { transferId, outcome, debit, credit }: PostResult): TransferResult {
  if (outcome === 'moved') {
    if (isMemberKey(input.from) && debit) rememberState(trx, input.from.owner, input.from.kind, debit);
    if (isMemberKey(input.to) && credit) rememberState(trx, input.to.owner, input.to.kind, credit);
  }
  switch (outcome) {
    case 'moved':
      return {
        transferId,
        replayed: false,
        balancesAfter: { from: debit?.cents ?? null, to: credit?.cents ?? null },
      };
    case 'replayed':
      return { transferId, replayed: true, balancesAfter: { from: null, to: null } };
    case 'insufficient':
      throw insufficient();
    case 'mismatch':
      throw mismatch();
  }
}

function sameAccount(a: AccountKey, b: AccountKey): boolean {
  if (isMemberKey(a) && isMemberKey(b)) return a.owner === b.owner && a.kind === b.kind;
  if (!isMemberKey(a) && !isMemberKey(b)) return a.platform === b.platform;
  return false;
}
