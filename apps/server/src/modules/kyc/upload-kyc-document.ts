import { KYC_FILE_MAX_BYTES, KYC_FILE_TYPES, type KycDocument, type KycUploadResponse } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { storeUpload } from '../files/index.js';

export const KYC_FILE_PURPOSE = 'kyc';

export interface UploadKycDocumentOptions {
  memberId: string;
  document: KycDocument;
  data: Buffer;
}

/** Keeps one document (typed by its bytes, size-limited, private); it counts once a submission names it. */
export async function uploadKycDocument(
  ctx: Pick<AppContext, 'db' | 'files'>,
  { memberId, document, data }: UploadKycDocumentOptions,
): Promise<KycUploadResponse> {
  const stored = await storeUpload(ctx, {
    ownerId: memberId,
    purpose: KYC_FILE_PURPOSE,
    data,
    allowed: KYC_FILE_TYPES,
    maxBytes: KYC_FILE_MAX_BYTES,
  });
  return { id: stored.id, document, mime: stored.mime };
}
