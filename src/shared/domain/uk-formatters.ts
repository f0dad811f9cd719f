import { toNormalised } from 'postcode';

/** Formatters applied by the form and again by the server on every write (docs/domain.md). */

/** NI number: upper case, no spaces, up to 9 characters. */
export const formatNiNumber = (value: string) => value.replace(/\s+/g, '').toUpperCase().slice(0, 9);

/** Sort code while typing: digits grouped 00-00-00, at most 6. */
export function formatSortCode(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 6);
  return digits.match(/.{1,2}/g)?.join('-') ?? '';
}

/**
 * Sort code as saved: digits grouped 00-00-00 when the value is only digits, dashes and spaces.
 * Never cut short and nothing dropped: a 7th digit or a stray character reaches the validator and
 * is refused, rather than becoming another bank's sort code.
 */
export function formatSortCodeForSave(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d+$/.test(digits) ? (digits.match(/.{1,2}/g) ?? []).join('-') : value.trim();
}

/** Account number: digits only, at most 8. */
export const formatAccountNumber = (value: string) => value.replace(/\D/g, '').slice(0, 8);

/** Phone: digits only, at most 11. */
export const formatPhone = (value: string) => value.replace(/\D/g, '').slice(0, 11);

/** Post code: upper case with one space before the last three characters. */
export function formatPostCode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return toNormalised(compact) ?? (compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact);
}

export const formatEmail = (value: string) => value.trim().toLowerCase();

/** References and tax codes are stored upper case without surrounding spaces. */
export const formatUpper = (value: string) => value.trim().toUpperCase();

/** Initial: the first letter of the first name, upper case. */
export const initialFromFirstName = (firstName: string) => firstName.trim().charAt(0).toUpperCase();

/** A typed initial: one upper-case character, on every keystroke and when saved. */
export const formatInitial = (value: string) => formatUpper(value).slice(0, 1);

/** Tax code: upper case, inner spaces folded to one. */
export const formatTaxCode = (value: string) => formatUpper(value).replace(/\s+/g, ' ');

/** Immigration share code: upper case without spaces. */
export const formatShareCode = (value: string) => formatUpper(value).replace(/\s+/g, '');
