import { describe, expect, it } from 'vitest';
import {
  isValidNiNumber, isValidTaxCode, validateAccountNumber, validateEmail, validatePhone, validatePostCode, validateSortCode,
} from '../../src/shared/domain/uk-validators.ts';

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

describe('tax codes in the HMRC formats', () => {
  it.each(['1257L', 'K475', 'BR', 'D0', 'D1', '0T', 'NT', 'S1257L', 'C1257L', 'SBR', 'CD0', 'SD2', 'SD3', '1257L W1', '1257L M1', '1257LX', 'SK475', '1257m'])(
    '%s is accepted',
    (code) => expect(isValidTaxCode(code)).toBe(true),
  );
  it.each(['', 'L1257', '1257', 'D2', 'CD2', 'K', 'BR1', '1257L W2', 'ABC'])('%s is refused', (code) => expect(isValidTaxCode(code)).toBe(false));
});

describe('other UK formats with the spec messages', () => {
  it.each([
    ['SW1A 1AA', null],
    ['m1 1ae', null],
    ['EC1A1BB', null],
    ['12345', 'Must be a valid UK post code, like SW1A 1AA'],
  ])('post code %s', (v, m) => expect(validatePostCode(v)).toBe(m));
  it.each([
    ['12-34-56', null],
    ['123456', null],
    ['12 34 56', null],
    ['12345', 'Sort code must be 6 digits'],
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
