import {
  fieldsIn,
  workerFieldTable,
  type PlacedField,
  type TemplateColumn,
  type WorkerField,
} from '../../../shared/domain/worker-fields.ts';

export type TemplateField = Omit<TemplateColumn, 'label' | 'at'> & {
  /** The worker field it fills; agency and payroll company are chosen in the import's step 4. */
  field: string;
  label: string;
  /** Offered as a drop-down list in the sheet. */
  choices?: readonly string[];
};

/** Agency and payroll company go by name in the sheet, not by id. */
const templateKey: Partial<Record<WorkerField, string>> = { agencyId: 'agency', payrollCompanyId: 'payrollCompany' };

/** A template column: header, example, width and required come from the worker field table. */
function templateField({ field, at: _position, label: ownLabel, ...column }: PlacedField<'template'>): TemplateField {
  const meta = workerFieldTable[field];
  const label = ownLabel ?? meta.label;
  const choices = meta.choices?.map((c) => (typeof c === 'string' ? c : c.value));
  return { field: templateKey[field] ?? field, label, ...column, ...(choices ? { choices } : {}) };
}

/**
 * The import template (docs/domain.md), in the worker field table's template order: the 30
 * mappable fields of the import (the 28 of docs/domain.md, then Immigration Share Code and Notes)
 * with their screen labels, then Agency and Payroll Company for the office's own reference, 32
 * columns in all. Required = the nine fields of docs/domain.md, marked with ' *' in the header. The
 * example row is valid in every field (NI number AB123456C is the example of docs/domain.md; the phone is
 * from Ofcom's drama range).
 */
export const workerTemplateFields: readonly TemplateField[] = fieldsIn('template').map(templateField);

export const REQUIRED_MARK = ' *';
export const templateHeader = (field: TemplateField) =>
  field.required ? `${field.label}${REQUIRED_MARK}` : field.label;
