import { fieldsIn, isWorkerTextField, workerFieldTable, type WorkerTextField } from '../worker-fields.ts';

/**
 * The fields a bulk import can fill (docs/domain.md "Bulk worker import"): the template's worker
 * fields in its column order, the 28 mappable fields of docs/domain.md, then immigrationShareCode
 * and notes. Agency and payroll company are chosen for the whole file in step 4, never read from a column.
 */
export const importFields: readonly WorkerTextField[] = fieldsIn('template')
  .map((column) => column.field)
  .filter(isWorkerTextField);

/** Required for import (docs/domain.md; the template marks them with ' *'). */
export const requiredImportFields: readonly WorkerTextField[] = importFields.filter(
  (field) => workerFieldTable[field].template?.required,
);

const importFieldSet: ReadonlySet<string> = new Set(importFields);

export const isImportField = (value: string): value is WorkerTextField => importFieldSet.has(value);

/** The label the import shows: the template's header (Forename, Surname), else the screens' label. */
export function importFieldLabel(field: WorkerTextField): string {
  const meta = workerFieldTable[field];
  return meta.template?.label ?? meta.label;
}
