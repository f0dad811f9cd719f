import type { ErrorCode } from '../../shared/api/errors.ts';

export type { ErrorCode };

/** The one error type our code throws; the error handler maps code -> HTTP status (the codes: shared/api/errors.ts). */
export const errorStatus = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  PASSWORD_CHANGE_REQUIRED: 403,
  /** A session opened by the password alone, on a call other than the second factor's (docs/domain.md, "Multi-factor sign-in"). */
  MFA_REQUIRED: 403,
  /** An action that asks the password (and second factor) again, given more than 5 minutes ago (docs/domain.md, "Multi-factor sign-in"). */
  FRESH_SIGN_IN_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A payroll file that needs a choice (existing week) or a confirmation (variances): nothing saved. */
  PAYROLL_CONFIRMATION_REQUIRED: 409,
  DUPLICATE_EMAIL: 409,
  DUPLICATE_REQUEST: 409,
  DUPLICATE_NAME: 409,
  DUPLICATE_NI: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  DB_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Extra top-level fields some spec clients read, e.g. { error: 'DUPLICATE_EMAIL' }. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
  get status(): number {
    return errorStatus[this.code];
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('FORBIDDEN', message);
export const badRequest = (message: string, details?: unknown) => new AppError('BAD_REQUEST', message, details);
