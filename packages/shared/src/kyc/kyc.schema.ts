import { z } from 'zod';

export const KYC_DOCUMENT_TYPES = ['passport', 'national_id', 'driving_licence'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];
export const KYC_DOCUMENT_TYPE_LABELS: Record<KycDocumentType, string> = {
  passport: 'Passport',
  national_id: 'National ID card',
  driving_licence: "Driver's licence",
};

/** The four files of a submission; a passport has no back. */
export const KYC_DOCUMENTS = ['front', 'back', 'selfie', 'proofOfAddress'] as const;
export type KycDocument = (typeof KYC_DOCUMENTS)[number];
export const KYC_DOCUMENT_LABELS: Record<KycDocument, string> = {
  front: 'Front of the document',
  back: 'Back of the document',
  selfie: 'Selfie holding the document',
  proofOfAddress: 'Proof of address',
};
export const documentsNeeded = (type: KycDocumentType): KycDocument[] =>
  KYC_DOCUMENTS.filter((d) => d !== 'back' || type !== 'passport');

export const KYC_FILE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const KYC_FILE_MAX_BYTES = 8 * 1024 * 1024;

export const KYC_STATUSES = ['not_submitted', 'pending', 'approved', 'rejected', 'resubmission_requested'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];
export const KYC_STATUS_LABELS: Record<KycStatus, string> = {
  not_submitted: 'Not submitted',
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
  resubmission_requested: 'Resubmission requested',
};

export const ZKycUploadResponse = z.object({ id: z.string(), document: z.enum(KYC_DOCUMENTS), mime: z.string() });
export type KycUploadResponse = z.infer<typeof ZKycUploadResponse>;

const fileId = z.uuid('Upload the file again');
export const ZKycDocumentIds = z.object({
  front: fileId.optional(),
  back: fileId.optional(),
  selfie: fileId.optional(),
  proofOfAddress: fileId.optional(),
});

const isPastDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && d.getTime() < Date.now();
};
const isAdult = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  const limit = new Date();
  limit.setUTCFullYear(limit.getUTCFullYear() - 18);
  return d.getTime() <= limit.getTime() && d.getUTCFullYear() >= 1900;
};

/** The member's details; on a resubmission they may be left out (the previous ones are kept). */
export const ZKycDetails = z.object({
  documentType: z.enum(KYC_DOCUMENT_TYPES, 'Choose a document type'),
  documentNumber: z
    .string()
    .trim()
    .min(3, 'Enter the document number')
    .max(40, 'The document number is at most 40 characters')
    .regex(/^[A-Za-z0-9 -]+$/, 'Use letters, digits, spaces and hyphens only'),
  issuingCountry: z
    .string()
    .trim()
    .min(2, 'Enter the issuing country')
    .max(56, 'The country name is at most 56 characters'),
  dateOfBirth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date of birth')
    .refine(isPastDate, 'Enter a valid date of birth')
    .refine(isAdult, 'You must be at least 18 years old'),
  address: z.string().trim().min(5, 'Enter your full address').max(300, 'The address is at most 300 characters'),
});
export type KycDetails = z.infer<typeof ZKycDetails>;

export const ZKycSubmitRequest = ZKycDetails.partial().extend({ documents: ZKycDocumentIds });
export type KycSubmitRequest = z.infer<typeof ZKycSubmitRequest>;

export const ZKycSubmission = z.object({
  id: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'resubmission_requested']),
  documentType: z.enum(KYC_DOCUMENT_TYPES),
  documentNumber: z.string(),
  issuingCountry: z.string(),
  dateOfBirth: z.string(),
  address: z.string(),
  /** File ids of the documents (read them at /api/kyc/documents/:id). */
  documents: z.object({
    front: z.string(),
    back: z.string().nullable(),
    selfie: z.string(),
    proofOfAddress: z.string(),
  }),
  reason: z.string().nullable(),
  requestedDocuments: z.array(z.enum(KYC_DOCUMENTS)),
  submittedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type KycSubmission = z.infer<typeof ZKycSubmission>;

export const ZKycState = z.object({
  status: z.enum(KYC_STATUSES),
  reason: z.string().nullable(),
  requestedDocuments: z.array(z.enum(KYC_DOCUMENTS)),
});
export type KycState = z.infer<typeof ZKycState>;

export const ZKycStatusResponse = ZKycState.extend({
  /** The newest submission, then the earlier ones (newest first). */
  history: z.array(ZKycSubmission),
  /** The operator's setting: approved KYC is required before a withdrawal. */
  requiredForWithdrawals: z.boolean(),
});
export type KycStatusResponse = z.infer<typeof ZKycStatusResponse>;

// Back office
export const ZKycQueueItem = z.object({
  id: z.string(),
  memberId: z.string(),
  fullName: z.string(),
  userName: z.string(),
  email: z.string(),
  documentType: z.enum(KYC_DOCUMENT_TYPES),
  submittedAt: z.string(),
  /** Earlier submissions of this member. */
  previousSubmissions: z.number().int().nonnegative(),
});
export const ZKycQueueResponse = z.object({ rows: z.array(ZKycQueueItem) });
export type KycQueueResponse = z.infer<typeof ZKycQueueResponse>;

export const ZKycReviewResponse = z.object({
  submission: ZKycSubmission,
  member: z.object({ id: z.string(), fullName: z.string(), userName: z.string(), email: z.string() }),
  history: z.array(ZKycSubmission),
});
export type KycReviewResponse = z.infer<typeof ZKycReviewResponse>;

export const ZKycRejectRequest = z.object({
  reason: z.string().trim().min(3, 'Say why the submission is rejected').max(500),
});
export type KycRejectRequest = z.infer<typeof ZKycRejectRequest>;

export const ZKycResubmissionRequest = z.object({
  documents: z.array(z.enum(KYC_DOCUMENTS)).min(1, 'Name at least one document').max(4),
  reason: z.string().trim().max(500).optional(),
});
export type KycResubmissionRequest = z.infer<typeof ZKycResubmissionRequest>;
