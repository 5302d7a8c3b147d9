import { z } from 'zod';
import { defineRoute } from '../http/define-route.js';
import {
  KYC_DOCUMENTS,
  ZKycQueueResponse,
  ZKycRejectRequest,
  ZKycResubmissionRequest,
  ZKycReviewResponse,
  ZKycStatusResponse,
  ZKycSubmitRequest,
  ZKycUploadResponse,
} from './kyc.schema.js';

export const ZKycDocumentParams = z.object({ document: z.enum(KYC_DOCUMENTS) });
export const ZKycSubmissionParams = z.object({ id: z.string().min(1).max(20) });
const ZKycFileParams = z.object({ fileId: z.string().min(1).max(64) });

/** The member's side (/kyc-user) and the operators' review queue (/admin/kyc). */
export const kycApi = {
  status: defineRoute({
    method: 'GET',
    path: '/api/kyc',
    summary: "The member's KYC state, what to do next, and their submissions",
    access: 'member',
    response: ZKycStatusResponse,
    impersonation: 'audit',
  }),
  uploadDocument: defineRoute({
    method: 'POST',
    path: '/api/kyc/documents/:document',
    summary: 'Upload one document (multipart `file`: JPEG, PNG, WebP or PDF, KYC_FILE_MAX_BYTES at most)',
    access: 'member',
    params: ZKycDocumentParams,
    multipart: true,
    response: ZKycUploadResponse,
    errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  }),
  document: defineRoute({
    method: 'GET',
    path: '/api/kyc/documents/file/:fileId',
    summary: 'One of the member’s own uploaded documents',
    access: 'member',
    params: ZKycFileParams,
    produces: 'application/octet-stream',
    errors: ['NOT_FOUND'],
    impersonation: 'audit',
  }),
  submit: defineRoute({
    method: 'POST',
    path: '/api/kyc/submissions',
    summary: 'Submit the details and uploaded documents for review',
    access: 'member',
    body: ZKycSubmitRequest,
    response: ZKycStatusResponse,
    errors: ['CONFLICT'],
  }),
  queue: defineRoute({
    method: 'GET',
    path: '/api/admin/kyc',
    summary: 'The KYC review queue',
    access: { permission: 'console.read' },
    response: ZKycQueueResponse,
  }),
  review: defineRoute({
    method: 'GET',
    path: '/api/admin/kyc/:id',
    summary: 'One submission with its documents and the member’s history',
    access: { permission: 'console.read' },
    params: ZKycSubmissionParams,
    response: ZKycReviewResponse,
    errors: ['NOT_FOUND'],
  }),
  submittedDocument: defineRoute({
    method: 'GET',
    path: '/api/admin/kyc/:id/documents/:document',
    summary: 'One document of a submission',
    access: { permission: 'console.read' },
    params: ZKycSubmissionParams.extend(ZKycDocumentParams.shape),
    produces: 'application/octet-stream',
    errors: ['NOT_FOUND'],
  }),
  approve: defineRoute({
    method: 'POST',
    path: '/api/admin/kyc/:id/approve',
    summary: 'Approve a pending submission',
    access: { permission: 'kyc.decide' },
    params: ZKycSubmissionParams,
    response: ZKycReviewResponse,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  reject: defineRoute({
    method: 'POST',
    path: '/api/admin/kyc/:id/reject',
    summary: 'Reject a pending submission with a reason',
    access: { permission: 'kyc.decide' },
    params: ZKycSubmissionParams,
    body: ZKycRejectRequest,
    response: ZKycReviewResponse,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
  requestResubmission: defineRoute({
    method: 'POST',
    path: '/api/admin/kyc/:id/request-resubmission',
    summary: 'Ask the member to upload the named documents again',
    access: { permission: 'kyc.decide' },
    params: ZKycSubmissionParams,
    body: ZKycResubmissionRequest,
    response: ZKycReviewResponse,
    errors: ['NOT_FOUND', 'CONFLICT'],
  }),
} as const;
