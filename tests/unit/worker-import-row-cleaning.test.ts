import { describe, expect, it } from 'vitest';
import { createRng } from '../../scripts/seed/random.ts';
import { generatedRow, templateHeaders } from '../fixtures/worker-import/generate-import-file.ts';
import { bankCheckWarning } from '../../src/shared/domain/bank-check.ts';
import { EN_GB_DATE_MESSAGE } from '../../src/shared/domain/en-gb-dates.ts';
import { validatorMessages } from '../../src/shared/domain/uk-validators.ts';
import type { WorkerTextField } from '../../src/shared/domain/worker-fields.ts';
import { importFields } from '../../src/shared/domain/worker-import/import-fields.ts';
import { suggestMappings } from '../../src/shared/domain/worker-import/header-mapping.ts';
import { cleanImportRow, importPlan } from '../../src/shared/domain/worker-import/row-cleaning.ts';

// docs/domain.md "Bulk worker import": rows go through the worker form's formatters and
// validators; errors block, warnings do not; spreadsheet damage is repaired with a warning.

/** A row that passes every rule, keyed by field. 40-11-60 / 01234588 pass the modulus check. */
const valid: Record<string, string> = {
  firstName: 'John',
  lastName: 'Smith',
  addressLine1: '12 High Street',
  city: 'Leeds',
  postCode: 'LS1 4AP',
  email: 'john.smith@example.com',
  phone: '07700900123',
  dateOfBirth: '17/05/1990',
  niNumber: 'AB123456C',
  sortCode: '40-11-60',
  accountNumber: '01234588',
};

const headers = importFields.map((field) => `h:${field}`);
const plan = importPlan(headers, Object.fromEntries(importFields.map((field) => [`h:${field}`, field])));
const clean = (changes: Record<string, string> = {}) => {
  const values = { ...valid, ...changes };
  return cleanImportRow(
    plan,
    importFields.map((field) => values[field] ?? ''),
  );
};

describe('a valid row', () => {
  it('has no errors or warnings, formatted values, the initial from the first name and both keys', () => {
    const result = clean({ niNumber: 'ab 12 34 56 c', email: ' John.Smith@Example.COM ', postCode: 'ls14ap' });
    expect(result.errors).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.values).toMatchObject({
      initial: 'J',
      firstName: 'John',
      niNumber: 'AB123456C',
      email: 'john.smith@example.com',
      postCode: 'LS1 4AP',
      dateOfBirth: '1990-05-17',
      sortCode: '40-11-60',
    });
    expect(result.values.title).toBeNull();
    expect(result.niKey).toBe('AB123456C');
    expect(result.emailKey).toBe('john.smith@example.com');
  });

  it('reads a choice by its value or its label, in any case', () => {
    const result = clean({
      paymentFrequency: 'weekly',
      wk1Mth1Basis: 'Week 1 / Month 1',
      niCategory: 'a - standard',
      maritalStatus: 'civil partnership',
      gender: 'Female',
      title: 'mrs',
    });
    expect(result.errors).toEqual([]);
    expect(result.values).toMatchObject({
      paymentFrequency: 'Weekly',
      wk1Mth1Basis: '1',
      niCategory: 'A',
      maritalStatus: 'CIVIL PARTNERSHIP',
      gender: 'FEMALE',
      title: 'MRS',
    });
    expect(clean({ wk1Mth1Basis: 'cumulative' }).values.wk1Mth1Basis).toBe('0');
  });

  it.each([
    ['17/05/1990', '1990-05-17'],
    ['1990-05-17', '1990-05-17'],
    ['7/5/1990', '1990-05-07'],
    ['07/5/1990', '1990-05-07'],
    ['7/05/1990', '1990-05-07'],
  ])('reads the date %s as %s without a warning', (cell, iso) => {
    const result = clean({ dateOfBirth: cell, workStartDate: cell });
    expect(result.values.dateOfBirth).toBe(iso);
    expect(result.values.workStartDate).toBe(iso);
    expect(result.warnings).toEqual([]);
    expect(result.errors).toEqual([]);
  });
});

describe('the usual spellings of a choice are read with a warning (docs/domain.md "choices")', () => {
  it.each([
    { field: 'gender', cell: 'M', value: 'MALE', message: "Gender 'M' read as MALE" },
    { field: 'gender', cell: 'f', value: 'FEMALE', message: "Gender 'f' read as FEMALE" },
    { field: 'title', cell: 'Mx', value: 'MX', message: null },
    { field: 'title', cell: 'Mr.', value: 'MR', message: null },
    { field: 'title', cell: 'Doctor', value: 'DR', message: "Title 'Doctor' read as DR" },
    {
      field: 'maritalStatus',
      cell: 'Cohabiting',
      value: 'LIVING WITH PARTNER',
      message: "Marital status 'Cohabiting' read as LIVING WITH PARTNER",
    },
    { field: 'niCategory', cell: 'Cat A', value: 'A', message: "NI category 'Cat A' read as A" },
    { field: 'wk1Mth1Basis', cell: 'Y', value: '1', message: "Wk1/Mth1 basis 'Y' read as 1" },
    { field: 'wk1Mth1Basis', cell: 'no', value: '0', message: "Wk1/Mth1 basis 'no' read as 0" },
    {
      field: 'paymentFrequency',
      cell: '2-weekly',
      value: 'Fortnightly',
      message: "Payment frequency '2-weekly' read as Fortnightly",
    },
  ])('$field $cell -> $value', ({ field, cell, value, message }) => {
    const result = clean({ [field]: cell });
    expect(result.errors).toEqual([]);
    expect(result.values[field as WorkerTextField]).toBe(value);
    expect(result.warnings).toEqual(message ? [{ field, message }] : []);
  });

  it.each([
    { field: 'gender', cell: 'X', message: 'Choose MALE, FEMALE or PREFER NOT TO SAY' },
    { field: 'title', cell: 'Lord', message: 'Choose MR, MRS, MS, MISS, MX or DR' },
    { field: 'wk1Mth1Basis', cell: 'maybe', message: 'Choose 1 (Week 1 / Month 1) or 0 (Cumulative)' },
  ])('$field $cell is an error naming the allowed values', ({ field, cell, message }) => {
    expect(clean({ [field]: cell }).errors).toEqual([{ field, message }]);
  });
});

describe('spreadsheet damage is repaired with a warning', () => {
  it.each([
    { field: 'sortCode', cell: '401160', value: '40-11-60', message: 'Sort code repaired from 401160 to 40-11-60' },
    {
      field: 'sortCode',
      cell: '10004',
      value: '01-00-04',
      message: 'Sort code repaired from 10004 to 01-00-04',
      also: { accountNumber: '01234560' },
    },
    {
      field: 'phone',
      cell: '7700900123',
      value: '07700900123',
      message: 'Phone repaired from 7700900123 to 07700900123',
    },
    {
      field: 'phone',
      cell: '1132345678',
      value: '01132345678',
      message: 'Phone repaired from 1132345678 to 01132345678',
    },
    {
      field: 'phone',
      cell: '2079460000',
      value: '02079460000',
      message: 'Phone repaired from 2079460000 to 02079460000',
    },
    {
      field: 'accountNumber',
      cell: '1234588',
      value: '01234588',
      message: 'Account number repaired from 1234588 to 01234588',
    },
    {
      field: 'dateOfBirth',
      cell: '32980',
      value: '1990-04-17',
      message: 'Date of birth repaired from 32980 to 17/04/1990',
    },
    {
      field: 'workStartDate',
      cell: '45663.5',
      value: '2025-01-06',
      message: 'Work start date repaired from 45663.5 to 06/01/2025',
    },
    {
      field: 'dateOfBirth',
      cell: '1990-05-17T00:00:00',
      value: '1990-05-17',
      message: 'Date of birth repaired from 1990-05-17T00:00:00 to 17/05/1990',
    },
    {
      field: 'dateOfBirth',
      cell: '1990-05-16T23:00:00.000Z',
      value: '1990-05-17',
      message: 'Date of birth repaired from 1990-05-16T23:00:00.000Z to 17/05/1990',
    },
  ])('$field $cell -> $value', ({ field, cell, value, message, also }) => {
    const result = clean({ ...also, [field]: cell });
    expect(result.values[field as WorkerTextField]).toBe(value);
    expect(result.warnings).toEqual([{ field, message }]);
    expect(result.errors).toEqual([]);
  });

  it.each([
    ['sortCode', '40-11-60'],
    ['sortCode', '40 11 60'],
    ['phone', '07700 900123'],
    ['accountNumber', '01234588'],
  ])('leaves a %s typed as %s alone', (field, cell) => {
    expect(clean({ [field]: cell }).warnings).toEqual([]);
  });

  it.each([
    { field: 'sortCode', cell: '1234', message: validatorMessages.sortCode },
    { field: 'sortCode', cell: '4011600', message: validatorMessages.sortCode },
    { field: 'phone', cell: '5700900123', message: validatorMessages.phone },
    { field: 'phone', cell: '770090012', message: validatorMessages.phone },
    { field: 'accountNumber', cell: '123456', message: validatorMessages.accountNumber },
    { field: 'dateOfBirth', cell: '1990', message: EN_GB_DATE_MESSAGE },
    { field: 'dateOfBirth', cell: '17051990', message: EN_GB_DATE_MESSAGE },
    { field: 'dateOfBirth', cell: '31/02/1990', message: EN_GB_DATE_MESSAGE },
    { field: 'dateOfBirth', cell: '05-17-1990', message: EN_GB_DATE_MESSAGE },
    { field: 'dateOfBirth', cell: '1990-02-30T00:00:00', message: EN_GB_DATE_MESSAGE },
    { field: 'dateOfBirth', cell: '30/2/1990', message: EN_GB_DATE_MESSAGE },
  ])('does not guess at $field $cell: an error', ({ field, cell, message }) => {
    const result = clean({ [field]: cell });
    expect(result.warnings).toEqual([]);
    expect(result.errors).toEqual([{ field, message }]);
  });
});

describe('errors block the row', () => {
  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['addressLine1', 'Address is required'],
    ['city', 'City is required'],
    ['postCode', 'Post code is required'],
    ['email', 'Please enter a valid email'],
    ['phone', 'Phone number is required'],
    ['dateOfBirth', 'Date of birth is required'],
    ['niNumber', 'NI number must be at least 9 characters'],
  ])('a required %s left empty: %s', (field, message) => {
    const result = clean({ [field]: '   ' });
    expect(result.errors).toEqual([{ field, message }]);
  });

  it('a required field whose column is not mapped is an error too', () => {
    const partialPlan = importPlan(['First', 'Last'], { First: 'firstName', Last: 'lastName' });
    const result = cleanImportRow(partialPlan, ['Ann', 'Lee']);
    expect(result.errors.map((e) => e.field)).toEqual([
      'addressLine1',
      'city',
      'postCode',
      'email',
      'phone',
      'dateOfBirth',
      'niNumber',
    ]);
    expect(result.values).toEqual({ firstName: 'Ann', lastName: 'Lee', initial: 'A' });
  });

  it.each([
    { field: 'niNumber', cell: 'AB12345', message: validatorMessages.niNumber },
    {
      field: 'niNumber',
      cell: 'QQ123456C',
      message: 'NI number prefix QQ is not used: the first letter is never D, F, I, Q, U or V',
    },
    { field: 'email', cell: 'not-an-email', message: validatorMessages.email },
    { field: 'postCode', cell: 'QQ1 1AA', message: validatorMessages.postCode },
    { field: 'phone', cell: '077009001234', message: validatorMessages.phone },
    { field: 'taxCode', cell: '12345', message: validatorMessages.taxCode },
    { field: 'paymentFrequency', cell: 'Daily', message: 'Choose Weekly, Fortnightly or Monthly' },
    { field: 'initial', cell: '7', message: 'Initial must be one letter' },
    { field: 'immigrationShareCode', cell: 'ABC', message: 'A share code is 9 characters: W then 8 letters or digits' },
    {
      field: 'immigrationShareCode',
      cell: 'A12345678',
      message: 'A share code is 9 characters: W then 8 letters or digits',
    },
    {
      field: 'immigrationShareCode',
      cell: 'W1234567',
      message: 'A share code is 9 characters: W then 8 letters or digits',
    },
    { field: 'lastName', cell: 'x'.repeat(101), message: 'Must be at most 100 characters' },
  ])('$field $cell: $message', ({ field, cell, message }) => {
    expect(clean({ [field]: cell }).errors).toEqual([{ field, message }]);
  });

  it('a share code read out with spaces and in lower case is kept as W then 8 (docs/domain.md, "Right-to-work checks")', () => {
    const result = clean({ immigrationShareCode: 'w12 ab5 678' });
    expect(result.errors).toEqual([]);
    expect(result.values.immigrationShareCode).toBe('W12AB5678');
  });

  it('lists errors in the order of the fields and leaves the bad keys out', () => {
    const result = clean({ niNumber: 'bad', email: 'bad', firstName: '' });
    expect(result.errors).toEqual([
      { field: 'firstName', message: 'First name is required' },
      { field: 'email', message: validatorMessages.email },
      { field: 'niNumber', message: validatorMessages.niNumber },
    ]);
    expect(result.niKey).toBeNull();
    expect(result.emailKey).toBeNull();
  });
});

describe('warnings do not block', () => {
  it('a bank pair that fails the modulus check', () => {
    const result = clean({ accountNumber: '01234567' });
    expect(result.warnings).toEqual([{ field: 'accountNumber', message: bankCheckWarning }]);
    expect(result.errors).toEqual([]);
  });

  it('no modulus check when either bank field is missing or malformed', () => {
    expect(clean({ accountNumber: '' }).warnings).toEqual([]);
    expect(clean({ sortCode: '12-34' }).warnings).toEqual([]);
  });

  it('an initial that differs from the first name (kept as typed)', () => {
    const result = clean({ initial: 'k' });
    expect(result.values.initial).toBe('K');
    expect(result.warnings).toEqual([{ field: 'initial', message: 'The initial does not match the first name (J)' }]);
  });

  it('no initial warning when it matches, and the initial filled when empty', () => {
    expect(clean({ initial: 'j' }).warnings).toEqual([]);
    expect(clean({ initial: '', firstName: 'łukasz' }).values.initial).toBe('Ł');
  });

  it('a repair and a modulus failure together, in field order', () => {
    const result = clean({ phone: '7700900123', accountNumber: '1234567' });
    expect(result.warnings).toEqual([
      { field: 'phone', message: 'Phone repaired from 7700900123 to 07700900123' },
      { field: 'accountNumber', message: 'Account number repaired from 1234567 to 01234567' },
      { field: 'accountNumber', message: bankCheckWarning },
    ]);
  });
});

describe('columns and cells', () => {
  it('ignores columns mapped to nothing and cells past the row end', () => {
    const columnsPlan = importPlan(['Skip', 'Email', 'Other'], { Skip: null, Email: 'email', Other: null });
    expect(cleanImportRow(columnsPlan, ['x', 'A@B.CO']).values).toEqual({ email: 'a@b.co' });
    expect(cleanImportRow(columnsPlan, []).values).toEqual({ email: null });
  });

  it('plans with __proto__ and constructor headers like any other', () => {
    const protoPlan = importPlan(
      ['__proto__', 'constructor'],
      JSON.parse('{"__proto__":"email","constructor":"notes"}'),
    );
    expect(cleanImportRow(protoPlan, ['a@b.co', 'hello']).values).toEqual({ email: 'a@b.co', notes: 'hello' });
    expect(importPlan(['constructor'], {}).columns).toEqual([]);
  });
});

// How fast rows clean is a figure of npm run bench (worker-import, scripts/bench/import-row-cleaning.ts);
// here, that the rows the template and the bench generate come out valid.
describe('generated template rows', () => {
  it('clean without an error', () => {
    const rng = createRng(42);
    const templatePlan = importPlan(templateHeaders, suggestMappings(templateHeaders));
    const results = Array.from({ length: 500 }, (_, i) => cleanImportRow(templatePlan, generatedRow(rng, i, 'AB')));
    expect(results.flatMap((result) => result.errors)).toEqual([]);
  });
});
