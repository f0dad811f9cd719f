/**
 * The codes of every error answer, `{ message, code, details? }` (docs/domain.md "Conventions of the code"): one list for
 * both sides. The server throws them as AppError (src/server/lib/app-error.ts keeps the map from
 * code to HTTP status); the client switches on a code, never on a message's text.
 */
export const errorCodes = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'FORBIDDEN',
  'PASSWORD_CHANGE_REQUIRED',
  'MFA_REQUIRED',
  'FRESH_SIGN_IN_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'PAYROLL_CONFIRMATION_REQUIRED',
  'DUPLICATE_EMAIL',
  'DUPLICATE_REQUEST',
  'DUPLICATE_NAME',
  'DUPLICATE_NI',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'DB_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** One field's refusal in `details` (a VALIDATION_ERROR names each field it refuses). */
export type FieldErrorDetail = { field: string; message: string };
