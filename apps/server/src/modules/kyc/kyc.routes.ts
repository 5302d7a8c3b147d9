import { KYC_FILE_MAX_BYTES, kycApi } from '@member-area/shared';
import type { FastifyReply } from 'fastify';
import { route } from '../../module.js';
import { AppError } from '../../platform/http/app-error.js';
import { type StoredFile, sendStoredFile } from '../files/index.js';
import { decideKyc } from './decide-kyc.js';
import { getKycStatus } from './get-kyc-status.js';
import { readOwnKycDocument, readSubmittedDocument } from './read-kyc-document.js';
import { kycQueue, reviewKyc } from './review-kyc.js';
import { submitKyc } from './submit-kyc.js';
import { uploadKycDocument } from './upload-kyc-document.js';

/** A private document, never cached: an image shown, a PDF downloaded. */
const sendDocument = (reply: FastifyReply, file: StoredFile) => sendStoredFile(reply, file, 'private, no-store');

/** The member's side (/kyc-user) and the operators' queue (/admin/kyc). */
export const kycRoutes = [
  route(kycApi.status, ({ ctx, member }) => getKycStatus(ctx, { memberId: member.id })),
  route(kycApi.uploadDocument, async ({ ctx, member, params, request }) => {
    const part = await request.file({ limits: { fileSize: KYC_FILE_MAX_BYTES, files: 1 } });
    if (!part) throw AppError.field('file', 'Choose a file to upload.');
    const data = await part.toBuffer();
    return uploadKycDocument(ctx, { memberId: member.id, document: params.document, data });
  }),
  route(kycApi.document, async ({ ctx, member, params, reply }) =>
    sendDocument(reply, await readOwnKycDocument(ctx, { memberId: member.id, fileId: params.fileId })),
  ),
  route(kycApi.submit, ({ ctx, member, body }) => submitKyc(ctx, { memberId: member.id, request: body })),

  route(kycApi.queue, ({ ctx }) => kycQueue(ctx)),
  route(kycApi.review, ({ ctx, params }) => reviewKyc(ctx, { submissionId: params.id })),
  route(kycApi.submittedDocument, async ({ ctx, params, reply }) =>
    sendDocument(reply, await readSubmittedDocument(ctx, { submissionId: params.id, document: params.document })),
  ),
  route(kycApi.approve, ({ ctx, member, params }) =>
    decideKyc(ctx, { operatorId: member.id, submissionId: params.id, decision: { status: 'approved' } }),
  ),
  route(kycApi.reject, ({ ctx, member, params, body }) =>
    decideKyc(ctx, {
      operatorId: member.id,
      submissionId: params.id,
      decision: { status: 'rejected', reason: body.reason },
    }),
  ),
  route(kycApi.requestResubmission, ({ ctx, member, params, body }) =>
    decideKyc(ctx, {
      operatorId: member.id,
      submissionId: params.id,
      decision: { status: 'resubmission_requested', ...body },
    }),
  ),
];
