/**
 * The one e-mail rule (docs/domain.md, "E-mail addresses"): every screen and call that takes an
 * e-mail (workers, agencies, agency contacts, users, sign-in, forgot password, access requests,
 * Get in Touch, payroll companies, imports) asks this, so an address is good everywhere or nowhere.
 *
 * Pass the value as typed after trimming; case does not matter (stored lower case).
 */
export const EMAIL_MAX = 254;
const LOCAL_MAX = 64;

/** Dot-atoms of RFC 5322 in ASCII: no leading, trailing or doubled dot. */
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
/** A DNS label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** A top-level domain: two letters or more, or an internationalised one written in punycode. */
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isValidEmail(value: string): boolean {
  if (value.length > EMAIL_MAX) return false;
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > LOCAL_MAX || !LOCAL.test(local)) return false;
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  return TOP_LEVEL.test(labels[labels.length - 1]!);
}
