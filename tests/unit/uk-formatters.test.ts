import { describe, expect, it } from 'vitest';
import { parseEnGbDate, formatEnGbDate, todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import {
  formatAccountNumber,
  formatEmail,
  formatNiNumber,
  formatPhone,
  formatPostCode,
  formatSortCode,
  formatUpper,
  initialFromFirstName,
  formatInitial,
  formatShareCode,
  formatTaxCode,
} from '../../src/shared/domain/uk-formatters.ts';

describe('formatters', () => {
  it.each([
    [formatNiNumber, 'ab 123456 c extra', 'AB123456C'],
    [formatSortCode, '123456', '12-34-56'],
    [formatSortCode, '12 34 5', '12-34-5'],
    [formatAccountNumber, '12-34-56-78-9', '12345678'],
    [formatPhone, '07123 456 789', '07123456789'],
    [formatPostCode, 'sw1a1aa', 'SW1A 1AA'],
    [formatPostCode, ' m1  1ae ', 'M1 1AE'],
    [formatEmail, '  Jo.Bloggs@Example.COM ', 'jo.bloggs@example.com'],
    [initialFromFirstName, ' sarah', 'S'],
    [formatUpper, ' 1257l ', '1257L'],
    [formatInitial, ' sarah', 'S'],
    [formatInitial, 'j', 'J'],
    [formatTaxCode, ' s 1257l ', 'S 1257L'],
    [formatTaxCode, 'k  475', 'K 475'],
    [formatShareCode, 'ab1 23c 456', 'AB123C456'],
  ] as const)('%o(%s) = %s', (fn, input, expected) => expect(fn(input)).toBe(expected));
});

describe('en-GB dates must be real calendar days', () => {
  it.each([
    ['29/02/2024', '2024-02-29'],
    ['29/02/2023', null],
    ['31/04/2025', null],
    ['01/13/2025', null],
    ['1/2/2025', null],
    ['15/08/1990', '1990-08-15'],
  ])('%s -> %s', (input, expected) => expect(parseEnGbDate(input)).toBe(expected));

  it('shows stored dates as DD/MM/YYYY', () => expect(formatEnGbDate('2025-03-09')).toBe('09/03/2025'));

  it('takes today in Europe/London, not UTC', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(todayInLondon(new Date('2025-06-30T23:30:00Z'))).toBe('2025-07-01');
    expect(todayInLondon(new Date('2025-12-31T23:30:00Z'))).toBe('2025-12-31');
  });
});
