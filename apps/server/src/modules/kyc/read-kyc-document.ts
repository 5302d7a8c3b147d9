import type { AppContext } from '../../app-context.js';
import { isUuid } from '../../platform/db/is-uuid.js';
import { notFound } from '../../platform/http/app-error.js';
import { ownsFile, readOwnedFile, type StoredFile } from '../files/index.js';
import { findSubmission } from './kyc.repo.js';
import { KYC_FILE_PURPOSE } from './upload-kyc-document.js';

export interface ReadOwnKycDocumentOptions {
  memberId: string;
  fileId: string;
}

/** One of the member's own KYC files; anyone else's (or anything else) is 404. */
export async function readOwnKycDocument(
  ctx: Pick<AppContext, 'db' | 'files'>,
  { memberId, fileId }: ReadOwnKycDocumentOptions,
): Promise<StoredFile> {
  const mine = isUuid(fileId) && (await ownsFile(ctx.db, { id: fileId, ownerId: memberId, purpose: KYC_FILE_PURPOSE }));
  const file = mine ? await readOwnedFile(ctx, fileId, memberId) : null;
  if (!file) throw notFound('No such document');
  return file;
}

export interface ReadSubmittedDocumentOptions {
  submissionId: string;
  document: 'front' | 'back' | 'selfie' | 'proofOfAddress';
}

/** For operators: a document of a submission, as the member uploaded it. */
export async function readSubmittedDocument(
  ctx: Pick<AppContext, 'db' | 'files'>,
  { submissionId, document }: ReadSubmittedDocumentOptions,
): Promise<StoredFile> {
  const found = await findSubmission(ctx.db, submissionId);
  const fileId = found?.submission.documents[document];
  const file = found && fileId ? await readOwnedFile(ctx, fileId, found.memberId) : null;
  if (!file) throw notFound('No such document');
  return file;
}
