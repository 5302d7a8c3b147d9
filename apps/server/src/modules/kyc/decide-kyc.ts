import type { AuditAction, KycDocument, KycReviewResponse } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { withTransaction } from '../../platform/db/transaction.js';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { enqueueMail } from '../../platform/mail/mailer.js';
import { recordAudit } from '../audit/index.js';
import { announceQueues } from '../console/index.js';
import { findProfileRow } from '../profile/index.js';
import { kycTopic } from './kyc.live.js';
import { type DecidedStatus, decidePending, findSubmission } from './kyc.repo.js';
import { kycDecisionMail } from './kyc-mails.js';
import { reviewKyc } from './review-kyc.js';

export type KycDecision =
  | { status: 'approved' }
  | { status: 'rejected'; reason: string }
  | { status: 'resubmission_requested'; documents: KycDocument[]; reason?: string | undefined };

export interface DecideKycOptions {
  operatorId: string;
  submissionId: string;
  decision: KycDecision;
}

const ACTIONS: Record<DecidedStatus, AuditAction> = {
  approved: 'kyc.approve',
  rejected: 'kyc.reject',
  resubmission_requested: 'kyc.request_resubmission',
};

/**
 * An operator's decision on a pending submission: "Approve", "Reject" (with a reason) or
 * "Request resubmission" (naming the documents). Decided once: a second decision, or one on
 * a submission that is not pending, is a conflict. Audited, mailed and pushed live.
 */
export async function decideKyc(
  ctx: Pick<AppContext, 'db' | 'bus' | 'config' | 'files'>,
  { operatorId, submissionId, decision }: DecideKycOptions,
): Promise<KycReviewResponse> {
  await withTransaction(ctx, async (trx, afterCommit) => {
    const reason = decision.status === 'approved' ? null : decision.reason?.trim() || null;
    const documents = decision.status === 'resubmission_requested' ? [...new Set(decision.documents)] : [];
    const found = await findSubmission(trx, submissionId);
    if (!found) throw notFound('No such KYC submission');
    if (decision.status === 'resubmission_requested') {
      const absent = documents.filter((doc) => doc === 'back' && found.submission.documents.back === null);
      if (absent.length > 0) throw AppError.field('documents', 'A passport has no back side to upload again.');
    }
    const decided = await decidePending(trx, {
      id: submissionId,
      status: decision.status,
      reason,
      documents,
      operatorId,
    });
    if (!decided) throw new AppError('CONFLICT', `This submission was already decided (${found.submission.status}).`);
    await recordAudit(trx, {
      actorId: operatorId,
      action: ACTIONS[decision.status],
      targetType: 'member',
      targetId: decided.memberId,
      details: { submissionId, ...(reason && { reason }), ...(documents.length > 0 && { documents }) },
    });
    const member = await findProfileRow(trx, decided.memberId);
    if (member) {
      await enqueueMail(trx, kycDecisionMail(ctx.config, member.email, { status: decision.status, reason, documents }));
    }
    afterCommit.changed(kycTopic, decided.memberId);
    announceQueues(afterCommit);
  });
  return reviewKyc(ctx, { submissionId });
}
