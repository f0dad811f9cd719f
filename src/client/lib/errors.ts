import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { ErrorCode, FieldErrorDetail } from '../../shared/api/errors.ts';
import { AnswerMismatchError, ApiError } from './api-client.ts';

/** A failure that never reached the server (offline, DNS, CORS): fetch rejects with a TypeError. */
export function isNetworkError(error: unknown): boolean {
  return !(error instanceof ApiError) && !(error instanceof AnswerMismatchError);
}

/** The server's sentence when there is one, else the caller's fallback. */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.body?.message?.trim() || fallback;
  return fallback;
}

function isFieldErrorList(value: unknown): value is FieldErrorDetail[] {
  return (
    Array.isArray(value) && value.every((d) => typeof d === 'object' && d !== null && 'field' in d && 'message' in d)
  );
}

/**
 * Is this the server's refusal with this code (and, given a field, one that names the field in its
 * details)? The client tells refusals apart by code, never by a message's text.
 */
export function isRefusal(error: unknown, code: ErrorCode, field?: string): error is ApiError {
  if (!(error instanceof ApiError) || error.body?.code !== code) return false;
  return (
    field === undefined || (isFieldErrorList(error.body.details) && error.body.details.some((d) => d.field === field))
  );
}

/**
 * Puts a validation failure's per-field messages (400 with `details: [{ field, message }]`) under
 * the matching inputs. Other statuses (a 409 also carries details) are left to the caller's toast.
 * Returns true when at least one field got a message.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !isFieldErrorList(error.body?.details)) return false;
  let applied = false;
  for (const detail of error.body.details) {
    const field = fields.find((f) => f === detail.field);
    if (field) {
      setError(field, { type: 'server', message: detail.message });
      applied = true;
    }
  }
  return applied;
}
