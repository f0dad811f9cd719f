/**
 * Password rules (docs/domain.md): at least 8 and at most 128 characters; where complexity is
 * asked for, upper, lower, digit and a special, where any non-alphanumeric character counts as
 * special. Any character is allowed. The common-password list is checked on the server only.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordMessages = {
  tooShort: 'Password must be at least 8 characters',
  tooLong: 'Password must be at most 128 characters',
  complexity: 'Password must be at least 8 characters with uppercase, lowercase, number, and special character',
  common: 'This password is too common. Please choose a less predictable one.',
} as const;

export function meetsComplexity(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}]/u.test(password)
  );
}
