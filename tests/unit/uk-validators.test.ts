import { describe, expect, it } from 'vitest';
import {
  isValidNiNumber,
  isValidTaxCode,
  validateNiNumber,
  validateAccountNumber,
  validateEmail,
  validatePhone,
  validatePostCode,
  validateSortCode,
} from '../../src/shared/domain/uk-validators.ts';
import { cleanWorkerFields } from '../../src/shared/domain/worker-fields.ts';

const postCodeMessage = 'Must be a valid UK post code, like SW1A 1AA';

describe('NI number follows the HMRC rules, not only the shape', () => {
  it.each([
    ['AB123456C', true],
    ['ab 12 34 56 c', true],
    ['JG103759A', true],
    ['AB123456E', false], // suffix must be A-D
    ['DA123456A', false], // D is never a first letter
    ['AO123456A', false], // O is never a second letter
    ['QQ123456A', false], // Q is never used
    ['BG123456A', false], // unallocated prefix
    ['GB123456A', false],
    ['NK123456A', false],
    ['TN123456A', false],
    ['ZZ123456A', false],
    ['A1234567C', false],
    ['AB12345C', false],
  ])('%s -> %s', (value, ok) => expect(isValidNiNumber(value)).toBe(ok));
});

const niShape = 'Must be 2 letters, 6 numbers, and 1 letter, like AB123456C';

describe('an NI number that breaks an HMRC rule is told which rule', () => {
  it.each([
    ['AB123456C', null],
    ['A1234567C', niShape],
    ['AB12345C', niShape],
    ['AB1234567', niShape],
    ['QQ123456C', 'NI number prefix QQ is not used: the first letter is never D, F, I, Q, U or V'],
    ['DA123456A', 'NI number prefix DA is not used: the first letter is never D, F, I, Q, U or V'],
    ['fa123456a', 'NI number prefix FA is not used: the first letter is never D, F, I, Q, U or V'],
    ['VA123456A', 'NI number prefix VA is not used: the first letter is never D, F, I, Q, U or V'],
    ['AO123456A', 'NI number prefix AO is not used: the second letter is never D, F, I, O, Q, U or V'],
    ['AQ123456A', 'NI number prefix AQ is not used: the second letter is never D, F, I, O, Q, U or V'],
    ['BG123456A', 'NI number prefix BG is not used: HMRC does not allocate BG, GB, KN, NK, NT, TN or ZZ'],
    ['GB123456A', 'NI number prefix GB is not used: HMRC does not allocate BG, GB, KN, NK, NT, TN or ZZ'],
    ['KN123456A', 'NI number prefix KN is not used: HMRC does not allocate BG, GB, KN, NK, NT, TN or ZZ'],
    ['NT123456A', 'NI number prefix NT is not used: HMRC does not allocate BG, GB, KN, NK, NT, TN or ZZ'],
    ['ZZ123456A', 'NI number prefix ZZ is not used: HMRC does not allocate BG, GB, KN, NK, NT, TN or ZZ'],
    ['AB123456E', 'NI number must end in A, B, C or D'],
    ['AB123456Z', 'NI number must end in A, B, C or D'],
  ])('%s -> %s', (value, message) => expect(validateNiNumber(value)).toBe(message));
});

describe('tax codes in the HMRC formats', () => {
  it.each([
    '1257L',
    'K475',
    'BR',
    'D0',
    'D1',
    '0T',
    'NT',
    'S1257L',
    'C1257L',
    'SBR',
    'CD0',
    'SD2',
    'SD3',
    '1257L W1',
    '1257L M1',
    '1257LX',
    'SK475',
    '1257m',
  ])('%s is accepted', (code) => expect(isValidTaxCode(code)).toBe(true));
  it.each(['', 'L1257', '1257', 'D2', 'CD2', 'K', 'BR1', '1257L W2', 'ABC'])('%s is refused', (code) =>
    expect(isValidTaxCode(code)).toBe(false),
  );
});

describe('other UK formats with the spec messages', () => {
  it.each([
    ['12-34-56', null],
    ['123456', null],
    ['12 34 56', null],
    ['12345', 'Sort code must be 6 digits'],
    ['1234567', 'Sort code must be 6 digits'],
    ['12-34-56-7', 'Sort code must be 6 digits'],
    ['12-34-5a', 'Sort code must be 6 digits'],
  ])('sort code %s', (v, m) => expect(validateSortCode(v)).toBe(m));
  it.each([
    ['12345678', null],
    ['1234567', 'Account number must be exactly 8 digits'],
    ['123456789', 'Account number must be exactly 8 digits'],
  ])('account number %s', (v, m) => expect(validateAccountNumber(v)).toBe(m));
  it.each([
    ['07123456789', null],
    ['0712 345 6789', null],
    ['7123456789', 'Must be 11 digits, like 07123456789'],
    ['17123456789', 'Must be 11 digits, like 07123456789'],
  ])('phone %s', (v, m) => expect(validatePhone(v)).toBe(m));
  it.each([
    ['jo@example.co.uk', null],
    ['jo@', 'Must be a valid email format'],
  ])('email %s', (v, m) => expect(validateEmail(v)).toBe(m));
});

/**
 * Post codes follow the BS 7666 position rules (gov.uk "Bulk Data Transfer: additional validation
 * for CAS administration"; Royal Mail), not only the shape A9 9AA / A99 / AA9 / AA99 / A9A / AA9A.
 */
describe('post codes follow the BS 7666 position rules', () => {
  it.each([
    'SW1A 1AA',
    'EC1A 1BB',
    'W1A 0AX',
    'M1 1AE',
    'B33 8TH',
    'CR2 6XH',
    'DN55 1PT',
    'LS1 4AP',
    'GIR 0AA', // the one special case (the old Girobank)
    'm1 1ae',
    'EC1A1BB',
    ' ls1  4ap ',
    'E1W 1AA',
    'N1C 4AA',
    'NW1W 9AA',
    'SE1P 5AA', // A9A and AA9A letters that are used
    'JE2 3AA',
    'GY1 1AA',
    'IM1 1AA',
    'BT1 1AA',
    'ZE1 0AA', // Crown Dependencies, Northern Ireland, Shetland
    'GX11 1AA', // Gibraltar's one code follows the rules
  ])('%s is accepted', (v) => expect(validatePostCode(v)).toBeNull());

  it.each([
    ['QA1 1AA', 'Q is never first'],
    ['VA1 1AA', 'V is never first'],
    ['XA1 1AA', 'X is never first'],
    ['AI1 1AA', 'I is never second'],
    ['AJ1 1AA', 'J is never second'],
    ['AZ1 1AA', 'Z is never second'],
    ['A1I 1AA', 'I is not a third-position letter (A9A)'],
    ['W1L 1AA', 'L is not a third-position letter (A9A)'],
    ['W1Q 1AA', 'Q is not a third-position letter (A9A)'],
    ['EC1C 1BB', 'C is not a fourth-position letter (AA9A)'],
    ['SW1D 1AA', 'D is not a fourth-position letter (AA9A)'],
    ['SW1I 1AA', 'I is not a fourth-position letter (AA9A)'],
    ['SW1A 1CA', 'the inward letters never use C'],
    ['M1 1AI', 'the inward letters never use I'],
    ['M1 1KA', 'the inward letters never use K'],
    ['M1 1AM', 'the inward letters never use M'],
    ['M1 1OA', 'the inward letters never use O'],
    ['M1 1AV', 'the inward letters never use V'],
    ['W1AC 1AA', 'no outward code ends in two letters after the digit'],
    ['GIR 1AA', 'GIR stands only with 0AA'],
    ['SW1A 1A', 'the inward code is a digit and two letters'],
    ['12345', 'not a post code'],
    ['ASCN 1ZZ', 'overseas territory codes are refused (docs/domain.md)'],
    ['STHL 1ZZ', 'overseas territory codes are refused'],
    ['BFPO 1234', 'BFPO numbers are refused'],
  ])('%s is refused: %s', (v) => expect(validatePostCode(v)).toBe(postCodeMessage));
});

describe('the worker field rules refuse what the validators refuse, never cutting a value short', () => {
  it.each([
    ['sortCode', '1234567', 'Sort code must be 6 digits'],
    ['sortCode', '12-34-56-78', 'Sort code must be 6 digits'],
    ['sortCode', '12.34.56', 'Sort code must be 6 digits'],
    ['postCode', 'qa1 1aa', postCodeMessage],
    ['postCode', 'sw1a 1ca', postCodeMessage],
  ] as const)('%s %s', (field, value, message) => {
    expect(cleanWorkerFields({ [field]: value }).issues).toEqual([{ field, message }]);
  });

  it.each([
    ['sortCode', '123456', '12-34-56'],
    ['sortCode', ' 12 34 56 ', '12-34-56'],
    ['sortCode', '12-34-56', '12-34-56'],
    ['postCode', 'sw1a1aa', 'SW1A 1AA'],
    ['postCode', 'gir0aa', 'GIR 0AA'],
  ] as const)('%s %s is kept as %s', (field, value, stored) => {
    expect(cleanWorkerFields({ [field]: value })).toEqual({ values: { [field]: stored }, issues: [] });
  });
});
