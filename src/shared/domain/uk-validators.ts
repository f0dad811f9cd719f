import { isValidEmail } from './email.ts';
/**
 * UK field validators (docs/domain.md) with the spec's messages. Each returns null when the
 * value is acceptable, else the message to show. Empty values are the caller's business
 * (required-ness is a separate rule).
 */
export const validatorMessages = {
  niNumber: 'Must be 2 letters, 6 numbers, and 1 letter, like AB123456C',
  postCode: 'Must be a valid UK post code, like SW1A 1AA',
  sortCode: 'Sort code must be 6 digits',
  accountNumber: 'Account number must be exactly 8 digits',
  phone: 'Must be 11 digits, like 07123456789',
  email: 'Must be a valid email format',
  taxCode: 'Must be a valid HMRC tax code, like 1257L, K475, BR, D0 or S1257L',
} as const;

/**
 * HMRC NI number rules (NIM39110): prefix letters D, F, I, Q, U, V are never used; the second
 * letter is never O either; BG, GB, NK, KN, TN, NT and ZZ are not allocated; suffix A to D.
 * A value of the right shape that breaks one of them is told which (issue 9, item 12).
 */
const NI_LOOSE_SHAPE = /^[A-Z]{2}\d{6}[A-Z]$/;
const NI_NEVER_FIRST = 'DFIQUV';
const NI_NEVER_SECOND = 'DFIOQUV';
const NI_UNALLOCATED_PREFIXES = new Set(['BG', 'GB', 'NK', 'KN', 'TN', 'NT', 'ZZ']);

export const niRuleMessages = {
  firstLetter: (prefix: string) =>
    `NI number prefix ${prefix} is not used: the first letter is never D, F, I, Q, U or V`,
  secondLetter: (prefix: string) =>
    `NI number prefix ${prefix} is not used: the second letter is never D, F, I, O, Q, U or V`,
  unallocated: (prefix: string) =>
    `NI number prefix ${prefix} is not used: HMRC does not allocate BG, GB, KN, NK, NT, TN or ZZ`,
  suffix: 'NI number must end in A, B, C or D',
} as const;

export function validateNiNumber(value: string): string | null {
  const ni = value.replace(/\s+/g, '').toUpperCase();
  if (!NI_LOOSE_SHAPE.test(ni)) return validatorMessages.niNumber;
  const prefix = ni.slice(0, 2);
  if (NI_NEVER_FIRST.includes(ni[0]!)) return niRuleMessages.firstLetter(prefix);
  if (NI_NEVER_SECOND.includes(ni[1]!)) return niRuleMessages.secondLetter(prefix);
  if (NI_UNALLOCATED_PREFIXES.has(prefix)) return niRuleMessages.unallocated(prefix);
  if (!'ABCD'.includes(ni[8]!)) return niRuleMessages.suffix;
  return null;
}

export const isValidNiNumber = (value: string): boolean => validateNiNumber(value) === null;

/**
 * BS 7666 post codes with Royal Mail's position rules, as gov.uk's "Bulk Data Transfer: additional
 * validation for CAS administration" lists them (the postcode package checks only the shape):
 * Q, V, X never first; I, J, Z never second; A9A ends in A B C D E F G H J K P S T U W; AA9A in
 * A B E H M N P R V W X Y; the inward code's two letters never use C I K M O V; GIR 0AA is the one
 * special case. Overseas territory codes (ASCN 1ZZ, ...) and BFPO numbers are refused (docs/domain.md).
 * Not a live address lookup: a code that keeps the rules may still be unallocated.
 */
const FIRST = '[A-PR-UWYZ]';
const SECOND = '[A-HK-Y]';
const THIRD_OF_A9A = '[A-HJKPSTUW]';
const FOURTH_OF_AA9A = '[ABEHMNPRVWXY]';
const INWARD_LETTER = '[ABD-HJLNP-UW-Z]';
const OUTWARD = `${FIRST}\\d{1,2}|${FIRST}${SECOND}\\d{1,2}|${FIRST}\\d${THIRD_OF_A9A}|${FIRST}${SECOND}\\d${FOURTH_OF_AA9A}`;
const POST_CODE = new RegExp(`^(?:GIR0AA|(?:${OUTWARD})\\d${INWARD_LETTER}{2})$`);

export const isValidPostCode = (value: string) => POST_CODE.test(value.replace(/\s+/g, '').toUpperCase());

export const validatePostCode = (value: string) => (isValidPostCode(value) ? null : validatorMessages.postCode);

/** Exactly 6 digits, typed with or without dashes or spaces (docs/domain.md); nothing else. */
export const validateSortCode = (value: string) =>
  /^\d{6}$/.test(value.replace(/[\s-]/g, '')) ? null : validatorMessages.sortCode;

/** Exactly 8 digits: the Bacs standard (docs/domain.md). */
export const validateAccountNumber = (value: string) =>
  /^\d{8}$/.test(value.replace(/\s/g, '')) ? null : validatorMessages.accountNumber;

/** Both bank fields pass their format checks, so the pair can go to the modulus check (bank-check.ts). */
export const isBankPairWellFormed = (
  sortCode: string | null | undefined,
  accountNumber: string | null | undefined,
): boolean =>
  !!sortCode && !!accountNumber && validateSortCode(sortCode) === null && validateAccountNumber(accountNumber) === null;

/** 11 digits starting with 0, typed with or without spaces. */
export const validatePhone = (value: string) =>
  /^0\d{10}$/.test(value.replace(/[\s()-]/g, '')) ? null : validatorMessages.phone;

/** The one e-mail rule (docs/domain.md, "E-mail addresses"). */
export const validateEmail = (value: string) => (isValidEmail(value.trim()) ? null : validatorMessages.email);

/**
 * HMRC tax codes: an optional S (Scotland) or C (Wales) prefix; a numbered code with suffix
 * L, M, N or T; K codes; BR, D0, D1, 0T, NT; Scottish SD2/SD3; with an optional emergency
 * (non-cumulative) marker W1, M1 or X, written after a space or slash or joined on.
 */
const TAX_CODE = /^(?:(?:[SC]?(?:\d{1,5}[LMNT]|K\d{1,5}|BR|D0|D1|0T))|NT|S(?:D2|D3))(?:[\s/]?(?:W1|M1|X))?$/;

export function isValidTaxCode(value: string): boolean {
  return TAX_CODE.test(value.trim().toUpperCase().replace(/\s+/g, ' '));
}
export const validateTaxCode = (value: string) => (isValidTaxCode(value) ? null : validatorMessages.taxCode);
