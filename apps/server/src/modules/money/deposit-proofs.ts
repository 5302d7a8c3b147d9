import { type DepositInvoice, PROOF_MAX_BYTES, PROOF_TYPES } from '@member-area/shared';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.js';
import { isUuid } from '../../platform/db/is-uuid.js';
import { lockName, type Tx, withTransaction } from '../../platform/db/transaction.js';
import { AppError } from '../../platform/http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { deleteFile, readOwnedFile, type StoredFile, storeUpload } from '../files/index.js';
import { announceMoney } from './announce.js';
import { depositNumber, findDeposit, proofsOf, toDeposit } from './money.repo.js';

const notFound = () => new AppError('NOT_FOUND', 'No such invoice.');
const notPending = (status: string) =>
  new AppError('CONFLICT', `This invoice is ${status}: a proof can only be added while it is pending.`, { status });

/** Proofs one invoice keeps at most: a payment needs one or two, not a storage of their own. */
const MAX_PROOFS = 10;

/** The hash as compared: lower case, without the optional "0x" (migration 0040's index). */
const bareHash = (hash: string) => hash.toLowerCase().replace(/^0x/, '');

/**
 * One transaction proves one payment: refused when the hash is already the proof of a pending or
 * paid invoice (a cancelled, expired or rejected one's may be given again: a payment that came
 * late). Under a lock on the hash, so two invoices cannot take it at once.
 */
async function assertHashUnused(trx: Tx, txHash: string, memberId: string): Promise<void> {
  const bare = bareHash(txHash);
  await lockName(trx, `deposit-proof:${bare}`);
  const used = await trx
    .selectFrom('deposit_proof as p')
    .innerJoin('deposit_invoice as d', 'd.id', 'p.deposit_id')
    .select(['d.id', 'd.member_id'])
    .where('p.kind', '=', 'tx_hash')
    .where(sql<string>`regexp_replace(p.tx_hash, '^0x', '')`, '=', bare)
    .where('d.status', 'in', ['pending', 'paid'])
    .executeTakeFirst();
  if (!used) return;
  throw AppError.field(
    'txHash',
    used.member_id === memberId
      ? `This transaction is already the proof of your invoice ${depositNumber(used.id)}.`
      : 'This transaction is already the proof of another payment.',
  );
}

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
      const proofs = await trx
        .selectFrom('deposit_proof')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('deposit_id', '=', row.id)
        .executeTakeFirstOrThrow();
      if (Number(proofs.n) >= MAX_PROOFS) {
        throw new AppError('CONFLICT', `An invoice keeps at most ${MAX_PROOFS} proofs: the operator reviews those.`);
      }
      if ('txHash' in proof) await assertHashUnused(trx, proof.txHash, memberId);
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

export type ReadProofOptions = { slug: string; proofId: string } & (
  | { /** The member asking: their own invoices only. */ memberId: string }
  | { /** An operator: any invoice's, each read written to the audit log. */ operatorId: string }
);

/**
 * A proof file: for its member or an operator only; anything else is 404. An operator's read is
 * audited as a read of the member's sensitive data (a proof is often a bank statement), as a
 * withdrawal's destination is.
 */
export async function readDepositProof(
  ctx: Pick<AppContext, 'db' | 'files'>,
  options: ReadProofOptions,
): Promise<StoredFile> {
  const { slug, proofId } = options;
  const memberId = 'memberId' in options ? options.memberId : undefined;
  if (!isUuid(proofId)) throw new AppError('NOT_FOUND', 'No such proof.');
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
  if ('operatorId' in options) {
    await recordAudit(ctx.db, {
      actorId: options.operatorId,
      action: 'deposit.proof.read',
      targetType: 'member',
      targetId: deposit.member_id,
      details: { deposit: depositNumber(deposit.id), proof: proofId },
    });
  }
  return file;
}
