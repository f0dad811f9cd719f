import { bankDetailsWarning } from '../bank-check.ts';
import { initialFromFirstName } from '../uk-formatters.ts';
import { cleanWorkerFields, initialFor, workerFieldTable, type WorkerTextField } from '../worker-fields.ts';
import { cellReaderFor, shownValue, type CellReading } from './cell-reading.ts';
import { importFieldLabel, importFields, requiredImportFields } from './import-fields.ts';

type PlannedColumn = {
  index: number;
  field: WorkerTextField;
  read: ((value: string) => CellReading) | null;
};

/** Which column fills which field, worked out once per file so each row is a plain loop. */
export type ImportPlan = { readonly columns: readonly PlannedColumn[] };

export function importPlan(headers: readonly string[], mappings: Record<string, WorkerTextField | null>): ImportPlan {
  const given = new Map(Object.entries(mappings));
  const columns: PlannedColumn[] = [];
  headers.forEach((header, index) => {
    const field = given.get(header);
    if (field) columns.push({ index, field, read: cellReaderFor(field) });
  });
  return { columns };
}

export type RowMessage = { field: string; message: string };

export type ImportRowResult = {
  values: Partial<Record<WorkerTextField, string | null>>;
  errors: RowMessage[];
  warnings: RowMessage[];
  /** NI number upper case without spaces; null when missing or invalid. */
  niKey: string | null;
  /** E-mail lower case, trimmed; null when missing or invalid. */
  emailKey: string | null;
};

const fieldOrder = new Map<string, number>(importFields.map((field, index) => [field, index]));
const byFieldOrder = (a: RowMessage, b: RowMessage) =>
  (fieldOrder.get(a.field) ?? 99) - (fieldOrder.get(b.field) ?? 99);

/** 'Sort Code' -> 'Sort code', 'NI Number' -> 'NI number': a label inside a sentence. */
const inSentence = (label: string) =>
  label
    .split(' ')
    .map((word, index) => (index === 0 || word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');

const requiredMessage = (field: WorkerTextField) =>
  workerFieldTable[field].requiredMessage ?? `${importFieldLabel(field)} is required`;

/**
 * One data row (docs/domain.md): spreadsheet damage is repaired first, with a warning; then
 * the worker form's formatters and validators run (cleanWorkerFields); an empty required field
 * or a broken rule is an error; a failed bank modulus check or an initial that differs from the
 * first name is a warning. The initial is filled from the first name when empty.
 */
export function cleanImportRow(plan: ImportPlan, cells: readonly string[]): ImportRowResult {
  const input: Partial<Record<WorkerTextField, string>> = {};
  const warnings: RowMessage[] = [];
  for (const { index, field, read } of plan.columns) {
    const cell = (cells[index] ?? '').trim();
    if (cell === '' || !read) {
      input[field] = cell;
      continue;
    }
    const reading = read(cell);
    if (reading.repairedFrom !== undefined) {
      const message = `${inSentence(importFieldLabel(field))} repaired from ${reading.repairedFrom} to ${shownValue(field, reading.value)}`;
      warnings.push({ field, message });
    }
    if (reading.readFrom !== undefined) {
      warnings.push({
        field,
        message: `${inSentence(importFieldLabel(field))} '${reading.readFrom}' read as ${reading.value}`,
      });
    }
    input[field] = reading.value;
  }

  const { values, issues } = cleanWorkerFields(input);
  const errors: RowMessage[] = issues;
  for (const field of requiredImportFields) {
    if (!values[field]) errors.push({ field, message: requiredMessage(field) });
  }
  const isValid = (field: WorkerTextField) => !!values[field] && !errors.some((e) => e.field === field);

  if (isValid('firstName')) {
    if (!values.initial) {
      const initial = initialFor(null, values.firstName);
      if (initial) values.initial = initial;
    } else if (isValid('initial')) {
      const expected = initialFromFirstName(values.firstName!);
      if (/^\p{L}$/u.test(expected) && expected !== values.initial) {
        warnings.push({ field: 'initial', message: `The initial does not match the first name (${expected})` });
      }
    }
  }
  const bankWarning = bankDetailsWarning(values.sortCode, values.accountNumber);
  if (bankWarning) warnings.push(bankWarning);

  return {
    values,
    errors: errors.sort(byFieldOrder),
    warnings: warnings.sort(byFieldOrder),
    niKey: isValid('niNumber') ? values.niNumber!.replace(/\s+/g, '').toUpperCase() : null,
    emailKey: isValid('email') ? values.email!.trim().toLowerCase() : null,
  };
}
