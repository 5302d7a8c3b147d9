import {
  type KycDocument,
  type KycRejectRequest,
  type KycResubmissionRequest,
  type KycSubmitRequest,
  ZKycQueueResponse,
  ZKycReviewResponse,
  ZKycStatusResponse,
  ZKycUploadResponse,
} from '@member-area/shared';
import { apiFetch } from '../../api';
// By path: only the upload pages need it.
import { uploadWithProgress } from '../../api/upload';

export const kycStatusSchema = ZKycStatusResponse;

export function uploadKycDocument({
  document,
  file,
  onProgress,
}: {
  document: KycDocument;
  file: File;
  onProgress?: (sent: number) => void;
}) {
  const body = new FormData();
  body.append('file', file);
  return uploadWithProgress(`/api/kyc/documents/${document}`, body, {
    schema: ZKycUploadResponse,
    ...(onProgress && { onProgress }),
  });
}

export const submitKyc = (body: KycSubmitRequest) =>
  apiFetch('/api/kyc/submissions', { method: 'POST', body, schema: ZKycStatusResponse });

/** A member's own document, as the browser loads it (an <img> source or a download). */
export const ownDocumentUrl = (fileId: string) => `/api/kyc/documents/file/${encodeURIComponent(fileId)}`;

// Back office
export const getKycQueue = (signal?: AbortSignal) => apiFetch('/api/admin/kyc', { schema: ZKycQueueResponse, signal });
export const getKycReview = (id: string, signal?: AbortSignal) =>
  apiFetch(`/api/admin/kyc/${encodeURIComponent(id)}`, { schema: ZKycReviewResponse, signal });
export const submittedDocumentUrl = (id: string, document: KycDocument) =>
  `/api/admin/kyc/${encodeURIComponent(id)}/documents/${document}`;
export const approveKyc = (id: string) =>
  apiFetch(`/api/admin/kyc/${encodeURIComponent(id)}/approve`, { method: 'POST', schema: ZKycReviewResponse });
export const rejectKyc = (id: string, body: KycRejectRequest) =>
  apiFetch(`/api/admin/kyc/${encodeURIComponent(id)}/reject`, { method: 'POST', body, schema: ZKycReviewResponse });
export const requestKycResubmission = (id: string, body: KycResubmissionRequest) =>
  apiFetch(`/api/admin/kyc/${encodeURIComponent(id)}/request-resubmission`, {
    method: 'POST',
    body,
    schema: ZKycReviewResponse,
  });
