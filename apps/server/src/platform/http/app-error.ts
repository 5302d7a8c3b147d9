import type { ErrorCode } from '@member-area/shared';

/** The one error type use cases throw; the error handler turns it into `{ error }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** A field-level validation failure, shown under that field by the web forms. */
  static field(field: string, message: string): AppError {
    return new AppError('VALIDATION_FAILED', message, { fieldErrors: { [field]: [message] } });
  }
}

export const STATUS_OF: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_CREDENTIALS: 401,
  ACCOUNT_BLOCKED: 403,
  ACCOUNT_BANNED: 403,
  FORBIDDEN: 403,
  STEP_UP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  IDEMPOTENCY_MISMATCH: 422,
  INSUFFICIENT_FUNDS: 422,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_TOKEN: 400,
  TWO_FACTOR_REQUIRED: 401,
  TWO_FACTOR_SETUP_REQUIRED: 403,
  KYC_REQUIRED: 403,
  INTERNAL: 500,
};

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
