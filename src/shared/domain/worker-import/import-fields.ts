import { workerFieldTable, type WorkerTextField } from '../worker-fields.ts';

/**
 * The fields a bulk import can fill (docs/domain.md "Bulk worker import"): the 28 mappable
 * fields of docs/domain.md in the template's column order, then immigrationShareCode and notes.
 * Agency and payroll company are chosen for the whole file in step 4, never read from a column.
 */
export const importFields: readonly WorkerTextField[] = [
  'employeeReference',
  'worksReference',
  'title',
  'initial',
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'city',
  'county',
  'postCode',
  'email',
  'phone',
  'gender',
  'maritalStatus',
  'dateOfBirth',
  'nationality',
  'workStartDate',
  'niNumber',
  'niCategory',
  'taxCode',
  'wk1Mth1Basis',
  'paymentFrequency',
  'sortCode',
  'accountNumber',
  'accountName',
  'bacsReference',
  'immigrationShareCode',
  'notes',
];

/** Required for import (docs/domain.md; the template marks them with ' *'). */
export const requiredImportFields: readonly WorkerTextField[] = [
  'firstName',
  'lastName',
  'addressLine1',
  'city',
  'postCode',
  'email',
  'phone',
  'dateOfBirth',
  'niNumber',
];

const importFieldSet: ReadonlySet<string> = new Set(importFields);

export const isImportField = (value: string): value is WorkerTextField => importFieldSet.has(value);

/** The label the import shows: the template's header (Forename, Surname), else the screens' label. */
export function importFieldLabel(field: WorkerTextField): string {
  const meta = workerFieldTable[field];
  return meta.template?.label ?? meta.label;
}
