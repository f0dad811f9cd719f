/**
 * Fresh sign-in (docs/domain.md, "Multi-factor sign-in"; ADR 0022): some actions are allowed only
 * within a few minutes of the password (and the second factor, when the user has one or the role
 * requires one) being given, at sign-in or again in the re-authentication dialog. Pure, for both sides.
 */

/** How long a sign-in counts as fresh: 5 minutes. */
export const FRESH_SIGN_IN_MS = 5 * 60 * 1000;

/** The refusal's text, shown above the re-authentication dialog's fields. */
export const FRESH_SIGN_IN_MESSAGE = 'Please confirm it is you to continue';

/**
 * Whether a session's last full sign-in (null: never, e.g. a session opened before the rule) is
 * recent enough at `now`: at most FRESH_SIGN_IN_MS ago. A time slightly ahead of `now` (another
 * instance's clock) counts as fresh, so a retry right after re-authentication is never refused.
 */
export function isFreshSignIn(freshAt: Date | null, now: number): boolean {
  return freshAt !== null && now - freshAt.getTime() <= FRESH_SIGN_IN_MS;
}

/** A worker's bank details (the fields of the forms' Bank Details section): changing one asks a fresh sign-in. */
export const bankDetailFields = ['accountName', 'sortCode', 'accountNumber', 'bacsReference'] as const;
export type BankDetailField = (typeof bankDetailFields)[number];

type BankValues = Partial<Record<BankDetailField, string | null | undefined>>;

/** An empty value and no value are the same: clearing a field that was empty changes nothing. */
const stored = (value: string | null | undefined) => (value === undefined || value === '' ? null : value);

/**
 * Whether an update changes a bank detail's value: a field it sends with the value the worker
 * already has (as saved: formatted, e.g. the sort code's dashes) is no change; a field it leaves
 * out (or sends undefined) is none either.
 */
export function changesBankDetails(before: BankValues, update: BankValues): boolean {
  return bankDetailFields.some(
    (field) => update[field] !== undefined && stored(update[field]) !== stored(before[field]),
  );
}
