import { KYC_FILE_MAX_BYTES, KYC_FILE_TYPES, type KycDocument, type KycUploadResponse } from '@member-area/shared';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../platform/http/app-error.js';
import { countFilesSince, storeUpload } from '../files/index.js';

export const KYC_FILE_PURPOSE = 'kyc';
/** Every upload is kept at once: this many an hour per member keeps the disk safe. */
export const KYC_UPLOADS_PER_HOUR = 40;

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
  const since = new Date(Date.now() - 3_600_000);
  if (
    (await countFilesSince(ctx.db, { ownerId: memberId, purpose: KYC_FILE_PURPOSE, since })) >= KYC_UPLOADS_PER_HOUR
  ) {
    throw new AppError('RATE_LIMITED', 'Too many uploads in the last hour. Try again later.');
  }
  const stored = await storeUpload(ctx, {
    ownerId: memberId,
    purpose: KYC_FILE_PURPOSE,
    data,
    allowed: KYC_FILE_TYPES,
    maxBytes: KYC_FILE_MAX_BYTES,
  });
  return { id: stored.id, document, mime: stored.mime };
}
