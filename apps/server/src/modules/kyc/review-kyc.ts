import type { KycQueueResponse, KycReviewResponse } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { notFound } from '../../platform/http/app-error.js';
import { findProfileRow } from '../profile/index.js';
import { findSubmission, pendingQueue, submissionsOf } from './kyc.repo.js';

const whoIs = (row: { name: string; displayUsername: string | null; username: string | null; email: string }) => ({
  fullName: row.name,
  userName: row.displayUsername ?? row.username ?? '',
  email: row.email,
});

export interface ReviewKycOptions {
  submissionId: string;
}

/** One submission for the operator: its details and documents, the member, and their earlier submissions. */
export async function reviewKyc(
  ctx: Pick<AppContext, 'db'>,
  { submissionId }: ReviewKycOptions,
): Promise<KycReviewResponse> {
  const found = await findSubmission(ctx.db, submissionId);
  const member = found && (await findProfileRow(ctx.db, found.memberId));
  if (!found || !member) throw notFound('No such KYC submission');
  const history = (await submissionsOf(ctx.db, found.memberId)).filter((s) => s.id !== found.submission.id);
  return { submission: found.submission, member: { id: member.id, ...whoIs(member) }, history };
}

/** The operators' queue: pending submissions, oldest first. */
export async function kycQueue(ctx: Pick<AppContext, 'db'>): Promise<KycQueueResponse> {
  const rows = await pendingQueue(ctx.db, 200);
  const items = await Promise.all(
    rows.map(async (row) => {
      const member = await findProfileRow(ctx.db, row.member_id);
      return {
        id: String(row.id),
        memberId: row.member_id,
        ...(member ? whoIs(member) : { fullName: '', userName: '', email: '' }),
        documentType: row.document_type,
        submittedAt: new Date(row.submitted_at).toISOString(),
        previousSubmissions: Number(row.previous),
      };
    }),
  );
  return { rows: items };
}
