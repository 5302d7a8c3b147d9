import {
  documentsNeeded,
  KYC_DOCUMENT_LABELS,
  type KycDocument,
  type KycStatusResponse,
  type KycSubmitRequest,
  ZKycDetails,
} from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { isUniqueViolation } from '../../platform/db/unique-violation.js';
import { AppError } from '../../platform/http/app-error.js';
import { announceQueues } from '../console/index.js';
import { ownsFile } from '../files/index.js';
import { getKycStatus } from './get-kyc-status.js';
import { kycTopic } from './kyc.live.js';
import { insertSubmission, latestSubmission } from './kyc.repo.js';
import { KYC_FILE_PURPOSE } from './upload-kyc-document.js';

export interface SubmitKycOptions {
  memberId: string;
  request: KycSubmitRequest;
}

const fieldError = (fieldErrors: Record<string, string[]>, message: string) =>
  new AppError('VALIDATION_FAILED', message, { fieldErrors });

/**
 * "Submit for review". A first submission (or one after a rejection) carries every detail
 * and document; after "Request resubmission" only the named documents are uploaded again,
 * and everything else is taken from the previous submission (details sent changed are refused).
 */
export async function submitKyc(
  ctx: Pick<AppContext, 'db' | 'bus'>,
  { memberId, request }: SubmitKycOptions,
): Promise<KycStatusResponse> {
  await withTransaction(ctx, async (trx, afterCommit) => {
    const previous = await latestSubmission(trx, memberId);
    if (previous?.status === 'pending')
      throw new AppError('CONFLICT', 'Your documents are already waiting for review.');
    if (previous?.status === 'approved') throw new AppError('CONFLICT', 'Your identity is already verified.');

    const resubmission = previous?.status === 'resubmission_requested' ? previous : undefined;
    const { documents, ...details } = request;
    const parsed = ZKycDetails.safeParse(resubmission ? { ...detailsOf(resubmission), ...details } : details);
    if (!parsed.success) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.') || '_';
        fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
      }
      throw fieldError(fieldErrors, parsed.error.issues[0]?.message ?? 'Some fields need attention');
    }
    if (resubmission) assertDetailsKept(parsed.data, detailsOf(resubmission));
    const needed = documentsNeeded(parsed.data.documentType);
    const uploadable: readonly KycDocument[] = resubmission ? resubmission.requestedDocuments : needed;

    const chosen: Partial<Record<KycDocument, string>> = {};
    for (const [doc, id] of Object.entries(documents) as [KycDocument, string | undefined][]) {
      if (!id) continue;
      if (!uploadable.includes(doc)) {
        const message = resubmission
          ? `Only the documents asked for can be uploaded again (${KYC_DOCUMENT_LABELS[doc]} was not).`
          : `A ${parsed.data.documentType === 'passport' ? 'passport has no back side' : 'document of this type does not need this file'}.`;
        throw fieldError({ [`documents.${doc}`]: [message] }, message);
      }
      if (!(await ownsFile(trx, { id, ownerId: memberId, purpose: KYC_FILE_PURPOSE }))) {
        throw fieldError({ [`documents.${doc}`]: ['Upload the file again'] }, 'Upload the file again.');
      }
      chosen[doc] = id;
    }
    const from = resubmission?.documents;
    const final = {
      front: chosen.front ?? from?.front,
      back: needed.includes('back') ? (chosen.back ?? from?.back ?? undefined) : null,
      selfie: chosen.selfie ?? from?.selfie,
      proofOfAddress: chosen.proofOfAddress ?? from?.proofOfAddress,
    };
    const missing = (resubmission ? resubmission.requestedDocuments : needed).filter(
      (doc) => !(resubmission ? chosen[doc] : final[doc]),
    );
    if (missing.length > 0 || !final.front || !final.selfie || !final.proofOfAddress || final.back === undefined) {
      const fieldErrors = Object.fromEntries(missing.map((doc) => [`documents.${doc}`, ['Upload this document']]));
      throw fieldError(fieldErrors, `Upload: ${missing.map((doc) => KYC_DOCUMENT_LABELS[doc]).join(', ')}.`);
    }
    try {
      await insertSubmission(trx, {
        memberId,
        ...parsed.data,
        documents: { front: final.front, back: final.back, selfie: final.selfie, proofOfAddress: final.proofOfAddress },
      });
    } catch (err) {
      // Two submissions at once: the unique "one pending per member" index lets one through.
      if (isUniqueViolation(err)) {
        throw new AppError('CONFLICT', 'Your documents are already waiting for review.');
      }
      throw err;
    }
    afterCommit.changed(kycTopic, memberId);
    announceQueues(afterCommit);
  });
  return getKycStatus(ctx, { memberId });
}

/**
 * A resubmission sends again only the documents the operator asked for: the details stay as
 * they were reviewed. Sending the same details again is harmless; changed ones (another document
 * type, number or birth date behind a routine "new selfie") are refused.
 */
function assertDetailsKept(sent: Record<string, unknown>, reviewed: Record<string, unknown>): void {
  const before = ZKycDetails.safeParse(reviewed);
  if (!before.success) return;
  for (const [key, value] of Object.entries(before.data)) {
    if (sent[key] !== value) {
      const message = 'Only the documents asked for can be sent again: your details stay as they were reviewed.';
      throw fieldError({ [key]: [message] }, message);
    }
  }
}

function detailsOf(s: {
  documentType: string;
  documentNumber: string;
  issuingCountry: string;
  dateOfBirth: string;
  address: string;
}) {
  const { documentType, documentNumber, issuingCountry, dateOfBirth, address } = s;
  return { documentType, documentNumber, issuingCountry, dateOfBirth, address };
}
