import { z } from 'zod';
import { PASSWORD_MAX, passwordMessages } from '../domain/password.ts';

/** Shared primitives: lengths are capped so no body can carry unbounded text. */
export const shortText = (message: string, max = 100) => z.string({ error: message }).trim().min(1, message).max(max);
export const emailField = (message = 'Please enter a valid email address') =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(254, message)
    .pipe(z.email(message));
export const optionalEmail = (message: string) =>
  z.union([z.literal(''), emailField(message)]).optional().nullable();

/** A password an admin types (create, approve, reset): 8 characters is all the spec asks. */
export const adminSetPassword = z
  .string({ error: 'Password Required' })
  .min(8, passwordMessages.tooShort)
  .max(PASSWORD_MAX, passwordMessages.tooLong);

export const idParam = z.strictObject({ id: z.coerce.number().int().positive().max(2147483647) });

export const messageAnswer = z.object({ message: z.string() });

export const errorAnswer = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
