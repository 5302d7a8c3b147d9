import { z } from 'zod';

/** Every error the API answers has this body; the web reads it through one helper. */
export const ZApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z
      .object({ fieldErrors: z.record(z.string(), z.array(z.string())).optional() })
      .catchall(z.unknown())
      .optional(),
  }),
});
export type ApiError = z.infer<typeof ZApiError>;

export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_BLOCKED',
  'ACCOUNT_BANNED',
  'FORBIDDEN',
  'STEP_UP_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'IDEMPOTENCY_MISMATCH',
  'INSUFFICIENT_FUNDS',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_TOKEN',
  'TWO_FACTOR_REQUIRED',
  'TWO_FACTOR_SETUP_REQUIRED',
  'KYC_REQUIRED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZOk = z.object({ ok: z.literal(true) });
