import { describe, expect, it } from 'vitest';
import {
  templateHeader,
  workerTemplateFields,
} from '../../src/server/modules/worker-template/worker-template.fields.ts';
import {
  importFieldLabel,
  importFields,
  isImportField,
  requiredImportFields,
} from '../../src/shared/domain/worker-import/import-fields.ts';

// docs/domain.md: the template and the mapping offer 30 fields, the 28 of docs/domain.md
// plus immigrationShareCode and notes; required are the nine of docs/domain.md, Worker export and template.
describe('import fields', () => {
  it('are the template columns that are worker fields, in its order, the share code and notes last', () => {
    const templateWorkerFields = workerTemplateFields
      .map((column) => column.field)
      .filter((field) => field !== 'agency' && field !== 'payrollCompany');
    expect(templateWorkerFields).toHaveLength(30);
    expect(importFields).toEqual(templateWorkerFields);
    expect(importFields.slice(-2)).toEqual(['immigrationShareCode', 'notes']);
    expect(importFields).toHaveLength(30);
  });

  it('require the nine fields the template marks with *', () => {
    expect(requiredImportFields).toEqual([
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
    const starred = workerTemplateFields.filter((column) => column.required).map((column) => column.field);
    expect([...requiredImportFields].sort()).toEqual([...starred].sort());
  });

  it.each([
    ['firstName', 'Forename'],
    ['lastName', 'Surname'],
    ['niNumber', 'NI Number'],
    ['wk1Mth1Basis', 'Wk1/Mth1 Basis'],
    ['immigrationShareCode', 'Immigration Share Code'],
    ['notes', 'Notes'],
  ] as const)('%s is shown as %s', (field, label) => {
    expect(importFieldLabel(field)).toBe(label);
  });

  it('labels every field as the template header reads without its *', () => {
    for (const column of workerTemplateFields.filter((c) => isImportField(c.field))) {
      expect(templateHeader(column).replace(/ \*$/, '')).toBe(importFieldLabel(column.field as never));
    }
  });

  it.each(['agencyId', 'p45Date', 'status', '__proto__', 'constructor', ''])('%j is not an import field', (name) => {
    expect(isImportField(name)).toBe(false);
  });
});
