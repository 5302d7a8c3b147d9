import { type DepositInvoice, PROOF_MAX_BYTES, PROOF_TYPES } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { deleteFile, readOwnedFile, type StoredFile, storeUpload } from '../files/index.js';
import { announceMoney } from './announce.js';
import { findDeposit, proofsOf, toDeposit } from './money.repo.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', 'No such invoice.');
const notPending = (status: string) =>
  new AppError('CONFLICT', `This invoice is ${status}: a proof can only be added while it is pending.`, { status });

export interface AddProofOptions {
  memberId: string;
  slug: string;
  proof: { file: Buffer } | { txHash: string };
}

/**
 * The member's proof of payment on their pending invoice: an image or PDF (typed by its
 * bytes, size-limited, stored privately) or a crypto transaction hash.
 */
export async function addDepositProof(
  ctx: Pick<AppContext, 'db' | 'bus' | 'files'>,
  { memberId, slug, proof }: AddProofOptions,
): Promise<DepositInvoice> {
  const found = await findDeposit(ctx.db, slug, memberId);
  if (!found) throw notFound();
  if (found.status !== 'pending') throw notPending(found.status);
  const stored =
    'file' in proof
      ? await storeUpload(ctx, {
          ownerId: memberId,
          purpose: 'deposit-proof',
          data: proof.file,
          allowed: PROOF_TYPES,
          maxBytes: PROOF_MAX_BYTES,
        })
      : null;
  try {
    return await withTransaction(ctx, async (trx, afterCommit) => {
      const row = await findDeposit(trx, slug, memberId, true);
      if (!row) throw notFound();
      if (row.status !== 'pending') throw notPending(row.status);
      await trx
        .insertInto('deposit_proof')
        .values(
          stored
            ? { deposit_id: row.id, kind: 'file', file_id: stored.id, mime: stored.mime }
            : { deposit_id: row.id, kind: 'tx_hash', tx_hash: 'txHash' in proof ? proof.txHash.toLowerCase() : null },
        )
        .execute();
      const updated = await trx
        .updateTable('deposit_invoice')
        .set({ updated_at: new Date() })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      announceMoney(afterCommit, memberId, false);
      return toDeposit(updated, await proofsOf(trx, [row.id]), 'member');
    });
  } catch (err) {
    if (stored) await deleteFile(ctx, stored.id);
    throw err;
  }
}

export interface ReadProofOptions {
  slug: string;
  proofId: string;
  /** The member asking (their own invoices only); absent for an operator. */
  memberId?: string;
}

/** A proof file: for its member or an operator only; anything else is 404. */
export async function readDepositProof(
  ctx: Pick<AppContext, 'db' | 'files'>,
  { slug, proofId, memberId }: ReadProofOptions,
): Promise<StoredFile> {
  if (!UUID.test(proofId)) throw new AppError('NOT_FOUND', 'No such proof.');
  const deposit = await findDeposit(ctx.db, slug, memberId);
  if (!deposit) throw new AppError('NOT_FOUND', 'No such proof.');
  const proof = await ctx.db
    .selectFrom('deposit_proof')
    .select('file_id')
    .where('id', '=', proofId)
    .where('deposit_id', '=', deposit.id)
    .executeTakeFirst();
  const file = proof?.file_id ? await readOwnedFile(ctx, proof.file_id, deposit.member_id) : null;
  if (!file) throw new AppError('NOT_FOUND', 'No such proof.');
  return file;
}
