import type { KycDocument, KycDocumentType, KycState, KycSubmission } from '@member-area/shared';
import { type Expression, type Kysely, type Selectable, sql } from 'kysely';
import { literal } from '../../platform/db/literal.js';
import type { DB, KycSubmissionTable } from '../../platform/db/schema.js';

// The only file that reads or writes kyc_submission. A member's KYC state is their newest
// submission's status (none: not submitted); every submission stays, as the history.

type Row = Omit<Selectable<KycSubmissionTable>, 'date_of_birth'> & { date_of_birth: string };
export type DecidedStatus = 'approved' | 'rejected' | 'resubmission_requested';

function selectSubmissions(db: Kysely<DB>) {
  return db
    .selectFrom('kyc_submission')
    .selectAll()
    .select(sql<string>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'));
}

export function toSubmission(row: Row): KycSubmission {
  return {
    id: String(row.id),
    status: row.status,
    documentType: row.document_type,
    documentNumber: row.document_number,
    issuingCountry: row.issuing_country,
    dateOfBirth: row.date_of_birth,
    address: row.address,
    documents: {
      front: row.front_file_id,
      back: row.back_file_id,
      selfie: row.selfie_file_id,
      proofOfAddress: row.proof_file_id,
    },
    reason: row.reason,
    requestedDocuments: row.requested_documents as KycDocument[],
    submittedAt: new Date(row.submitted_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

/** Every submission of a member, newest first. */
export async function submissionsOf(db: Kysely<DB>, memberId: string): Promise<KycSubmission[]> {
  const rows = (await selectSubmissions(db).where('member_id', '=', memberId).orderBy('id', 'desc').execute()) as Row[];
  return rows.map(toSubmission);
}

/** The status of a member's newest submission (none: no row), as a query another statement embeds. */
export function latestStatusQuery(db: Kysely<DB>, memberId: Expression<string>) {
  return db
    .selectFrom('kyc_submission')
    .select('status')
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1);
}

export async function latestSubmission(db: Kysely<DB>, memberId: string): Promise<KycSubmission | undefined> {
  const row = (await selectSubmissions(db)
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()) as Row | undefined;
  return row && toSubmission(row);
}

export async function findSubmission(
  db: Kysely<DB>,
  id: string,
): Promise<{ memberId: string; submission: KycSubmission } | undefined> {
  if (!/^\d{1,18}$/.test(id)) return undefined;
  const row = (await selectSubmissions(db)
    .where('id', '=', id as unknown as bigint)
    .executeTakeFirst()) as Row | undefined;
  return row && { memberId: row.member_id, submission: toSubmission(row) };
}

export function stateOf(latest: KycSubmission | undefined): KycState {
  return latest
    ? { status: latest.status, reason: latest.reason, requestedDocuments: latest.requestedDocuments }
    : { status: 'not_submitted', reason: null, requestedDocuments: [] };
}

export interface NewSubmission {
  memberId: string;
  documentType: KycDocumentType;
  documentNumber: string;
  issuingCountry: string;
  dateOfBirth: string;
  address: string;
  documents: { front: string; back: string | null; selfie: string; proofOfAddress: string };
}

export async function insertSubmission(db: Kysely<DB>, s: NewSubmission): Promise<void> {
  await db
    .insertInto('kyc_submission')
    .values({
      member_id: s.memberId,
      document_type: s.documentType,
      document_number: s.documentNumber,
      issuing_country: s.issuingCountry,
      date_of_birth: s.dateOfBirth,
      address: s.address,
      front_file_id: s.documents.front,
      back_file_id: s.documents.back,
      selfie_file_id: s.documents.selfie,
      proof_file_id: s.documents.proofOfAddress,
    })
    .execute();
}

/** Decides a pending submission; undefined when it is not pending (any more). */
export async function decidePending(
  db: Kysely<DB>,
  d: { id: string; status: DecidedStatus; reason: string | null; documents: KycDocument[]; operatorId: string },
): Promise<{ memberId: string } | undefined> {
  const row = await db
    .updateTable('kyc_submission')
    .set({
      status: d.status,
      reason: d.reason,
      requested_documents: d.documents,
      decided_at: new Date(),
      decided_by: d.operatorId,
    })
    .where('id', '=', d.id as unknown as bigint)
    .where('status', '=', literal('pending'))
    .returning('member_id')
    .executeTakeFirst();
  return row && { memberId: row.member_id };
}

/** The review queue: pending submissions, oldest first, with how many came before from the same member. */
export async function pendingQueue(db: Kysely<DB>, limit: number) {
  return db
    .selectFrom('kyc_submission as k')
    .select([
      'k.id',
      'k.member_id',
      'k.document_type',
      'k.submitted_at',
      sql<string>`(select count(*) from kyc_submission e where e.member_id = k.member_id and e.id < k.id)`.as(
        'previous',
      ),
    ])
    .where('k.status', '=', literal('pending'))
    .orderBy('k.submitted_at')
    .orderBy('k.id')
    .limit(limit)
    .execute();
}
