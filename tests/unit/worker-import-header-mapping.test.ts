import { describe, expect, it } from 'vitest';
import {
  templateHeader,
  workerTemplateFields,
} from '../../src/server/modules/worker-template/worker-template.fields.ts';
import { workerFieldTable } from '../../src/shared/domain/worker-fields.ts';
import { importFieldSynonyms } from '../../src/shared/domain/worker-import/field-synonyms.ts';
import {
  checkMappings,
  headersSetKey,
  normaliseHeader,
  suggestMappings,
  uniqueHeaders,
} from '../../src/shared/domain/worker-import/header-mapping.ts';
import { importFieldLabel, importFields } from '../../src/shared/domain/worker-import/import-fields.ts';

// docs/domain.md "Bulk worker import": headers, auto-map and the remembered mapping.
describe('unique headers', () => {
  it.each([
    { raw: [' Forename ', 'Surname'], unique: ['Forename', 'Surname'] },
    { raw: ['Notes', 'Email', 'Notes', 'Notes'], unique: ['Notes', 'Email', 'Notes (2)', 'Notes (3)'] },
    { raw: ['A', '', '  ', 'B'], unique: ['A', 'Column 2', 'Column 3', 'B'] },
    { raw: ['Notes', 'Notes (2)', 'Notes'], unique: ['Notes', 'Notes (2)', 'Notes (3)'] },
    { raw: ['Column 2', ''], unique: ['Column 2', 'Column 2 (2)'] },
    { raw: ['__proto__', 'constructor', '__proto__'], unique: ['__proto__', 'constructor', '__proto__ (2)'] },
  ])('$raw -> $unique', ({ raw, unique }) => {
    expect(uniqueHeaders(raw)).toEqual(unique);
  });
});

describe('normaliseHeader', () => {
  it.each([
    ['Forename *', 'forename'],
    ['NI No.', 'nino'],
    ['E-mail Address', 'emailaddress'],
    ['Wk1/Mth1 Basis', 'wk1mth1basis'],
    ['  D.O.B  ', 'dob'],
    ['Kod Pocztowy (Łódź)', 'kodpocztowyłódź'],
  ])('%j -> %j', (header, normalised) => {
    expect(normaliseHeader(header)).toBe(normalised);
  });
});

describe('headersSetKey', () => {
  it('is the same for the same columns in any order', () => {
    expect(headersSetKey(['Forename', 'Surname', 'Email'])).toBe(headersSetKey(['Email', 'Forename', 'Surname']));
  });

  it.each([
    [
      ['Forename', 'Surname'],
      ['Forename', 'Surname', 'Email'],
    ],
    [
      ['Forename', 'Surname'],
      ['forename', 'Surname'],
    ],
    [
      ['a,b', 'c'],
      ['a', 'b,c'],
    ],
    [['__proto__'], ['constructor']],
  ])('differs for %j and %j', (a, b) => {
    expect(headersSetKey(a)).not.toBe(headersSetKey(b));
  });

  it('stays short whatever the headers', () => {
    const headers = Array.from({ length: 500 }, (_, i) => `A long header name number ${i} `.repeat(10));
    expect(headersSetKey(headers).length).toBeLessThan(40);
  });
});

describe('suggestMappings', () => {
  it('maps the template headers, asterisks and all, to their fields', () => {
    const headers = workerTemplateFields.map(templateHeader);
    const suggested = suggestMappings(headers);
    for (const column of workerTemplateFields) {
      const expected = importFields.includes(column.field as never) ? column.field : null;
      expect(suggested[templateHeader(column)]).toBe(expected);
    }
    expect(suggested['Forename *']).toBe('firstName');
    expect(suggested['NI Number *']).toBe('niNumber');
    expect(suggested.Agency).toBeNull();
  });

  it('maps every label of the screens (the export headers)', () => {
    const labels = importFields.map((field) => workerFieldTable[field].label);
    expect(Object.values(suggestMappings(labels))).toEqual([...importFields]);
  });

  it.each([
    ['First Name', 'firstName'],
    ['Given Name', 'firstName'],
    ['FORENAME', 'firstName'],
    ['Last Name', 'lastName'],
    ['Family Name', 'lastName'],
    ['NINO', 'niNumber'],
    ['NI No', 'niNumber'],
    ['NI No.', 'niNumber'],
    ['National Insurance Number', 'niNumber'],
    ['Post Code', 'postCode'],
    ['Postcode', 'postCode'],
    ['Zip', 'postCode'],
    ['DOB', 'dateOfBirth'],
    ['D.O.B.', 'dateOfBirth'],
    ['Birth Date', 'dateOfBirth'],
    ['Date of Birth', 'dateOfBirth'],
    ['Mobile', 'phone'],
    ['Telephone', 'phone'],
    ['Phone', 'phone'],
    ['Sort Code', 'sortCode'],
    ['sortcode', 'sortCode'],
    ['Account No', 'accountNumber'],
    ['Acc No', 'accountNumber'],
    ['Bank Account Number', 'accountNumber'],
    ['Start Date', 'workStartDate'],
    ['Tax Code', 'taxCode'],
    ['Email Address', 'email'],
    ['E-mail', 'email'],
    ['Address 1', 'addressLine1'],
    ['Address Line 2', 'addressLine2'],
    ['Town', 'city'],
    ['County', 'county'],
    ['Share Code', 'immigrationShareCode'],
    ['Comments', 'notes'],
    ['Wk1/Mth1', 'wk1Mth1Basis'],
    ['Pay Frequency', 'paymentFrequency'],
  ])('%j maps to %s', (header, field) => {
    expect(suggestMappings([header])).toEqual({ [header]: field });
  });

  it.each([
    'Name',
    'Agency',
    'Payroll Company',
    'Column 3',
    'Notes (2)',
    'P45 Date',
    'Status',
    '__proto__',
    'constructor',
  ])('%j maps to nothing', (header) => {
    expect(suggestMappings([header])).toEqual({ [header]: null });
  });

  it('gives each field to the first header naming it', () => {
    expect(suggestMappings(['Mobile', 'Telephone', 'Forename *', 'First Name', 'Email', 'E-mail'])).toEqual({
      Mobile: 'phone',
      Telephone: null,
      'Forename *': 'firstName',
      'First Name': null,
      Email: 'email',
      'E-mail': null,
    });
  });

  it('answers an own key per header, __proto__ and constructor included, and leaves the prototype alone', () => {
    const suggested = suggestMappings(['__proto__', 'constructor', 'toString', 'Email']);
    expect(Object.keys(suggested)).toEqual(['__proto__', 'constructor', 'toString', 'Email']);
    expect(Object.getPrototypeOf(suggested)).toBe(Object.prototype);
    expect(suggested.constructor).toBeNull();
    expect(Object.getOwnPropertyDescriptor(suggested, '__proto__')?.value).toBeNull();
    expect(({} as Record<string, unknown>).Email).toBeUndefined();
  });

  it('has no synonym that names two fields', () => {
    const owner = new Map<string, string>();
    for (const field of importFields) {
      for (const name of [workerFieldTable[field].label, importFieldLabel(field), ...importFieldSynonyms[field]]) {
        const key = normaliseHeader(name);
        expect(owner.get(key) ?? field, `${name} is claimed by ${owner.get(key)} and ${field}`).toBe(field);
        owner.set(key, field);
      }
    }
  });
});

describe('checkMappings', () => {
  const headers = ['Forename', 'Surname', 'Address', 'Town', 'Postcode', 'Email', 'Mobile', 'DOB', 'NINO', 'Extra'];
  const complete = {
    Forename: 'firstName',
    Surname: 'lastName',
    Address: 'addressLine1',
    Town: 'city',
    Postcode: 'postCode',
    Email: 'email',
    Mobile: 'phone',
    DOB: 'dateOfBirth',
    NINO: 'niNumber',
  };

  it('accepts a complete mapping and maps every header of the file', () => {
    expect(checkMappings(headers, { ...complete, Extra: '' })).toEqual({
      mappings: { ...complete, Extra: null },
      missingRequired: [],
      problems: [],
    });
  });

  it("reads '' and null as an ignored column and names the required fields left unmapped", () => {
    const result = checkMappings(headers, { ...complete, Mobile: '', NINO: null });
    expect(result.mappings.Mobile).toBeNull();
    expect(result.mappings.NINO).toBeNull();
    expect(result.missingRequired).toEqual(['phone', 'niNumber']);
    expect(result.problems).toEqual([]);
  });

  it('lists every required field when nothing is mapped', () => {
    expect(checkMappings(headers, {}).missingRequired).toEqual([
      'firstName',
      'lastName',
      'addressLine1',
      'city',
      'postCode',
      'email',
      'phone',
      'dateOfBirth',
      'niNumber',
    ]);
  });

  it.each([
    { change: { Elsewhere: 'notes' }, problem: 'The file has no column "Elsewhere"' },
    {
      change: { Extra: 'agencyId' },
      problem: 'Column "Extra" is mapped to "agencyId", which is not a field a worker import can fill',
    },
    {
      change: { Extra: 'toString' },
      problem: 'Column "Extra" is mapped to "toString", which is not a field a worker import can fill',
    },
    { change: { Extra: 'email' }, problem: 'Email is mapped to two columns: "Email" and "Extra"' },
    { change: { Extra: 'firstName' }, problem: 'Forename is mapped to two columns: "Forename" and "Extra"' },
  ] as { change: Record<string, string>; problem: string }[])('refuses $change: $problem', ({ change, problem }) => {
    const result = checkMappings(headers, { ...complete, ...change });
    expect(result.problems).toEqual([problem]);
    if ('Extra' in change) expect(result.mappings.Extra).toBeNull();
  });

  it('treats a __proto__ header and key as plain text', () => {
    const fileHeaders = ['__proto__', 'constructor', 'Email'];
    const fromJson = JSON.parse('{"__proto__": "notes", "constructor": "", "hasOwnProperty": "city"}') as Record<
      string,
      string | null
    >;
    const result = checkMappings(fileHeaders, fromJson);
    expect(Object.getPrototypeOf(result.mappings)).toBe(Object.prototype);
    expect(Object.keys(result.mappings)).toEqual(['__proto__', 'constructor', 'Email']);
    expect(Object.getOwnPropertyDescriptor(result.mappings, '__proto__')?.value).toBe('notes');
    expect(result.mappings.constructor).toBeNull();
    expect(result.problems).toEqual(['The file has no column "hasOwnProperty"']);
  });

  it('does not read inherited keys as mappings', () => {
    const result = checkMappings(['constructor', 'toString'], {});
    expect(result.mappings).toEqual({ constructor: null, toString: null });
    expect(result.problems).toEqual([]);
  });
});
