import {
  hrefOf,
  type KycDocument,
  type KycRejectRequest,
  type KycResubmissionRequest,
  type KycSubmitRequest,
  kycApi,
  pathOf,
} from '@member-area/shared';
import { call } from '../../api/call';
// By path: only the upload pages need it.
import { uploadWithProgress } from '../../api/upload';

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
  return uploadWithProgress(pathOf(kycApi.uploadDocument, { document }), body, {
    schema: kycApi.uploadDocument.response,
    ...(onProgress && { onProgress }),
  });
}

export const submitKyc = (body: KycSubmitRequest) => call(kycApi.submit, { body });

/** A member's own document, as the browser loads it (an <img> source or a download). */
export const ownDocumentUrl = (fileId: string) => hrefOf(kycApi.document, { params: { fileId } });

// Back office
export const getKycQueue = (signal?: AbortSignal) => call(kycApi.queue, { signal });
export const getKycReview = (id: string, signal?: AbortSignal) => call(kycApi.review, { params: { id }, signal });
export const submittedDocumentUrl = (id: string, document: KycDocument) =>
  hrefOf(kycApi.submittedDocument, { params: { id, document } });
export const approveKyc = (id: string) => call(kycApi.approve, { params: { id } });
export const rejectKyc = (id: string, body: KycRejectRequest) => call(kycApi.reject, { params: { id }, body });
export const requestKycResubmission = (id: string, body: KycResubmissionRequest) =>
  call(kycApi.requestResubmission, { params: { id }, body });
