import { z } from 'zod';
import { errorCodes } from './errors.ts';
import { isValidEmail } from '../domain/email.ts';
import { isIsoDate, parseEnGbDate } from '../domain/en-gb-dates.ts';
import { PASSWORD_MAX, passwordMessages } from '../domain/password.ts';
import { hasControlCharacter, hasUnpairedSurrogate } from '../domain/safe-text.ts';

/** The refusals every area shares (docs/domain.md, "Input"); each names its field in details. */
export const inputMessages = {
  controlCharacters: 'Must not contain control characters',
  invalidCharacters: 'Must not contain invalid characters',
  date: 'Use a real date as YYYY-MM-DD',
  id: 'Must be a whole number from 1 to 2147483647',
} as const;

/**
 * Every text a request carries (bodies, query strings) starts here: no control characters but tab
 * and line breaks, no unpaired surrogates, so PostgreSQL text and the audit jsonb can always hold
 * it. `error` is the field's own message for a value that is not a string. Chain as on z.string().
 */
export const text = (error?: string) =>
  z
    .string(error === undefined ? undefined : { error })
    .refine((v) => !hasControlCharacter(v), inputMessages.controlCharacters)
    .refine((v) => !hasUnpairedSurrogate(v), inputMessages.invalidCharacters);

/** A real calendar day written YYYY-MM-DD (2024-02-30 and year 0 are refused, so the database never sees them). */
export const calendarDate = text(inputMessages.date).refine(isIsoDate, inputMessages.date);
/** A date filter from a query string: empty means no filter. */
export const optionalDateFilter = z.union([z.literal(''), calendarDate]).optional();

/** PostgreSQL integer: the range of every id. */
export const MAX_ID = 2147483647;
/** An id a JSON body sends as a number. */
export const idNumber = z
  .number({ error: inputMessages.id })
  .int(inputMessages.id)
  .min(1, inputMessages.id)
  .max(MAX_ID, inputMessages.id);
/**
 * An id from a path, a query or a form: a number, or a string of ASCII digits (never '0x10', '1e3',
 * ' 1' or '-1', which a plain coercion would read as a number).
 */
export const idValue = z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), idNumber);

/** Shared primitives: lengths are capped so no body can carry unbounded text. */
export const shortText = (message: string, max = 100) => text(message).trim().min(1, message).max(max);
/** An e-mail under the one rule (docs/domain.md, "E-mail addresses"), trimmed and stored lower case. */
export const emailField = (message = 'Please enter a valid email address') =>
  text(message).trim().toLowerCase().refine(isValidEmail, message);
export const optionalEmail = (message: string) =>
  z
    .union([z.literal(''), emailField(message)])
    .optional()
    .nullable();

/** A password an admin types (create, approve, reset): 8 characters is all docs/domain.md asks. */
export const adminSetPassword = text('Password Required')
  .min(8, passwordMessages.tooShort)
  .max(PASSWORD_MAX, passwordMessages.tooLong);

export const idParam = z.strictObject({ id: idValue });

/** The answer to a PATCH or PUT of changes that names no field (docs/domain.md, "Input"). */
export const NOTHING_TO_UPDATE = 'Nothing to update';

/** Whether a parsed body of changes names at least one field (absent and undefined are the same). */
export const namesAField = (body: Record<string, unknown>) => Object.values(body).some((v) => v !== undefined);

/**
 * A body of changes, every field optional, that must name at least one (docs/domain.md, "Input"):
 * {} answers 400 'Nothing to update'; an unknown field is refused by the strict object itself.
 */
export const changesBody = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.strictObject(shape).refine(namesAField, { message: NOTHING_TO_UPDATE, path: [] });

export const messageAnswer = z.object({ message: z.string() });

/** Every error answer (the codes: src/shared/api/errors.ts); a few carry one more field, e.g. error. */
export const errorAnswer = z.looseObject({
  message: z.string(),
  code: z.enum(errorCodes),
  details: z.unknown().optional(),
});

/** A date typed DD/MM/YYYY or sent YYYY-MM-DD; blank means none (null). Stored YYYY-MM-DD. */
export const optionalEnGbDate = (invalidMessage: string) =>
  text()
    .trim()
    .max(20)
    .optional()
    .nullable()
    .transform((value, ctx) => {
      if (!value) return null;
      const iso = isIsoDate(value) ? value : parseEnGbDate(value);
      if (!iso) ctx.addIssue({ code: 'custom', message: invalidMessage });
      return iso;
    });
