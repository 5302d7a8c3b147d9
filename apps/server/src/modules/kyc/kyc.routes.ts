import {
  KYC_DOCUMENTS,
  KYC_FILE_MAX_BYTES,
  ZKycQueueResponse,
  ZKycRejectRequest,
  ZKycResubmissionRequest,
  ZKycReviewResponse,
  ZKycStatusResponse,
  ZKycSubmitRequest,
  ZKycUploadResponse,
} from '@member-area/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { memberOf, requireMember, requireOperator } from '../auth/index.js';
import { type StoredFile, sendStoredFile } from '../files/index.js';
import { decideKyc } from './decide-kyc.js';
import { getKycStatus } from './get-kyc-status.js';
import { readOwnKycDocument, readSubmittedDocument } from './read-kyc-document.js';
import { kycQueue, reviewKyc } from './review-kyc.js';
import { submitKyc } from './submit-kyc.js';
import { uploadKycDocument } from './upload-kyc-document.js';

const tags = ['kyc'];
const ZDocumentParams = z.object({ document: z.enum(KYC_DOCUMENTS) });
const ZSubmissionParams = z.object({ id: z.string().min(1).max(20) });

/** A private document, never cached: an image shown, a PDF downloaded. */
const sendDocument = (reply: FastifyReply, file: StoredFile) => sendStoredFile(reply, file, 'private, no-store');

/** The member's side: /kyc-user. */
export function kycRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preHandler', requireMember(ctx));

    app.get('/api/kyc', { schema: { tags, response: { 200: ZKycStatusResponse } } }, async (request) =>
      getKycStatus(ctx, { memberId: memberOf(request).id }),
    );

    app.post(
      '/api/kyc/documents/:document',
      {
        schema: {
          tags,
          params: ZDocumentParams,
          consumes: ['multipart/form-data'],
          response: { 200: ZKycUploadResponse },
        },
      },
      async (request) => {
        const part = await request.file({ limits: { fileSize: KYC_FILE_MAX_BYTES, files: 1 } });
        if (!part) throw AppError.field('file', 'Choose a file to upload.');
        const data = await part.toBuffer();
        return uploadKycDocument(ctx, { memberId: memberOf(request).id, document: request.params.document, data });
      },
    );

    app.get(
      '/api/kyc/documents/file/:fileId',
      { schema: { tags, params: z.object({ fileId: z.string().max(64) }) } },
      async (request, reply) =>
        sendDocument(
          reply,
          await readOwnKycDocument(ctx, { memberId: memberOf(request).id, fileId: request.params.fileId }),
        ),
    );

    app.post(
      '/api/kyc/submissions',
      { schema: { tags, body: ZKycSubmitRequest, response: { 200: ZKycStatusResponse } } },
      async (request) => submitKyc(ctx, { memberId: memberOf(request).id, request: request.body }),
    );
  };
}

/** The operators' side: the queue at /admin/kyc. */
export function kycAdminRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // Runs before validation too, so a member learns nothing about these routes (404).
    app.addHook('onRequest', requireOperator(ctx));

    app.get('/api/admin/kyc', { schema: { tags, response: { 200: ZKycQueueResponse } } }, async () => kycQueue(ctx));

    app.get(
      '/api/admin/kyc/:id',
      { schema: { tags, params: ZSubmissionParams, response: { 200: ZKycReviewResponse } } },
      async (request) => reviewKyc(ctx, { submissionId: request.params.id }),
    );

    app.get(
      '/api/admin/kyc/:id/documents/:document',
      { schema: { tags, params: ZSubmissionParams.extend(ZDocumentParams.shape) } },
      async (request, reply) =>
        sendDocument(
          reply,
          await readSubmittedDocument(ctx, { submissionId: request.params.id, document: request.params.document }),
        ),
    );

    app.post(
      '/api/admin/kyc/:id/approve',
      { schema: { tags, params: ZSubmissionParams, response: { 200: ZKycReviewResponse } } },
      async (request) =>
        decideKyc(ctx, {
          operatorId: memberOf(request).id,
          submissionId: request.params.id,
          decision: { status: 'approved' },
        }),
    );

    app.post(
      '/api/admin/kyc/:id/reject',
      { schema: { tags, params: ZSubmissionParams, body: ZKycRejectRequest, response: { 200: ZKycReviewResponse } } },
      async (request) =>
        decideKyc(ctx, {
          operatorId: memberOf(request).id,
          submissionId: request.params.id,
          decision: { status: 'rejected', reason: request.body.reason },
        }),
    );

    app.post(
      '/api/admin/kyc/:id/request-resubmission',
      {
        schema: {
          tags,
          params: ZSubmissionParams,
          body: ZKycResubmissionRequest,
          response: { 200: ZKycReviewResponse },
        },
      },
      async (request) =>
        decideKyc(ctx, {
          operatorId: memberOf(request).id,
          submissionId: request.params.id,
          decision: { status: 'resubmission_requested', ...request.body },
        }),
    );
  };
}
