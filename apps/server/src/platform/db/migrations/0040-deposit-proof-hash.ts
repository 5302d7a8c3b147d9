import type { Kysely } from 'kysely';
import { runStatements } from '../run-statements.js';

// One blockchain transaction proves one payment: a member adding a hash already given as the
// proof of a pending or paid invoice is refused (deposit-proofs.ts). The hash is compared without
// its optional "0x" (the form accepts either), on this index.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `create index deposit_proof_tx_hash_idx on deposit_proof (regexp_replace(tx_hash, '^0x', '')) where kind = 'tx_hash'`,
  ]);
}
