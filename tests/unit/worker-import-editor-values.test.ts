import { describe, expect, it } from 'vitest';
import { editorValues } from '../../src/shared/domain/worker-import/editor-values.ts';
import { importPlan } from '../../src/shared/domain/worker-import/row-cleaning.ts';

// Issue 24: a review cell's editor opens on the value the import reads from the cell (the readers
// cleanImportRow uses), dates DD/MM/YYYY as the worker form shows them; only readings that differ are listed.

const plan = importPlan(['DOB', 'Sort', 'Gender', 'NI cat', 'City', 'Ignored'], {
  DOB: 'dateOfBirth',
  Sort: 'sortCode',
  Gender: 'gender',
  'NI cat': 'niCategory',
  City: 'city',
  Ignored: null,
});

describe('editorValues', () => {
  it.each([
    ['an Excel serial date', ['25569', '', '', '', '', ''], { 0: '01/01/1970' }],
    ['a date cell (YYYY-MM-DD)', ['1990-05-17', '', '', '', '', ''], { 0: '17/05/1990' }],
    ['a D/M/YYYY date', ['7/3/1992', '', '', '', '', ''], { 0: '07/03/1992' }],
    ['a sort code that became a number', ['', '200000', '', '', '', ''], { 1: '20-00-00' }],
    ['a choice by its label or in lower case', ['', '', 'female', 'a - standard', '', ''], { 2: 'FEMALE', 3: 'A' }],
  ])('%s opens on the reading', (_label, cells, expected) => {
    expect(editorValues(plan, cells)).toEqual(expected);
  });

  it('lists nothing for cells read as they are, empty, unknown or not mapped', () => {
    expect(editorValues(plan, ['17/05/1990', '40-11-60', 'Mail', 'A', 'leeds', '25569'])).toEqual({});
    expect(editorValues(plan, ['', '', '', '', '', ''])).toEqual({});
  });
});
