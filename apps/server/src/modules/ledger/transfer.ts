import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/app-error.js';
import { type AccountKey, accountId, credit, debitIfCovered, insertTransfer, transferByKey } from './ledger.repo.js';

export interface TransferInput {
  from: AccountKey;
  to: AccountKey;
  /** Cents, positive. */
  amount: bigint;
  kind: string;
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
 * The only way money moves. Run it inside the caller's transaction: the transfer row and
 * both balance updates commit together. The debit is a conditional update, so two
 * concurrent spends of the same money cannot both pass (the CHECK constraint is the backstop).
 */
export async function transfer(trx: Kysely<DB>, input: TransferInput): Promise<TransferResult> {
  if (input.amount <= 0n) throw new AppError('VALIDATION_FAILED', 'The amount must be greater than zero.');
  const [debitId, creditId] = await Promise.all([accountId(trx, input.from), accountId(trx, input.to)]);
  if (debitId === creditId) throw new AppError('VALIDATION_FAILED', 'A transfer needs two different accounts.');

  const transferId = await insertTransfer(trx, {
    debit_account_id: debitId,
    credit_account_id: creditId,
    amount: input.amount,
    kind: input.kind,
    reference: input.reference ?? null,
    idempotency_key: input.idempotencyKey,
    created_by: input.createdBy ?? null,
  });
  if (transferId === undefined) {
    const earlier = await transferByKey(trx, input.idempotencyKey);
    const same =
      earlier &&
      earlier.debit_account_id === debitId &&
      earlier.credit_account_id === creditId &&
      earlier.amount === input.amount &&
      earlier.kind === input.kind;
    if (!earlier || !same) {
      throw new AppError('IDEMPOTENCY_MISMATCH', 'This idempotency key was already used for a different movement.');
    }
    return { transferId: earlier.id, replayed: true };
  }

  if (!(await debitIfCovered(trx, debitId, input.amount))) {
    throw new AppError('INSUFFICIENT_FUNDS', 'The account does not hold enough money for this.');
  }
  await credit(trx, creditId, input.amount);
  return { transferId, replayed: false };
}
