import type { ComboboxData } from '@mantine/core';
import type { WorkerTextField } from '../../../../../shared/domain/worker-fields.ts';
import {
  fieldsIn,
  workerFieldRules,
  workerFieldTable,
  type CardGroup,
  type WorkerField,
  type WorkerIdField,
} from '../../../../../shared/domain/worker-fields.ts';
import {
  formatAccountNumber,
  formatInitial,
  formatNiNumber,
  formatPhone,
  formatSortCode,
} from '../../../../../shared/domain/uk-formatters.ts';
import type { EditableWorkerField } from '../../hooks/autosave-batch.ts';
import { countyGroups } from '../add-worker/counties.ts';
import { nationalities } from '../add-worker/nationalities.ts';

/** How a field is edited in place on the worker card; its label and required flag come from the worker field table. */
export type ProfileField =
  | {
      field: WorkerTextField;
      kind: 'text';
      whileTyping?: (value: string) => string;
      placeholder?: string;
      inputMode?: 'numeric' | 'email' | 'tel';
    }
  | { field: WorkerTextField; kind: 'textarea' }
  | { field: WorkerTextField; kind: 'date' }
  | { field: WorkerTextField; kind: 'select'; data: ComboboxData }
  | { field: WorkerIdField; kind: 'agency' | 'payrollCompany' };
type TextFieldInput<F = Exclude<ProfileField, { field: WorkerIdField }>> = F extends unknown ? Omit<F, 'field'> : never;

const upperWhileTyping = (value: string) => value.toUpperCase();

/**
 * Formatters applied as the user types (docs/domain.md): NI upper case up to 9, sort code
 * 00-00-00, account number 8 digits, phone 11 digits, email lower case without spaces, initial one
 * upper-case letter. The rest (post code spacing, trimming) waits until the field is left.
 */
const typing = {
  niNumber: formatNiNumber,
  sortCode: formatSortCode,
  accountNumber: formatAccountNumber,
  phone: formatPhone,
  email: (value: string) => value.replace(/\s+/g, '').toLowerCase(),
  initial: formatInitial,
  upper: upperWhileTyping,
};

/** The formatter a field gets when it is left: the server's own (src/shared/domain/worker-fields.ts). */
export function formatOnBlur(field: WorkerTextField, value: string): string {
  const format = workerFieldRules[field].format;
  return format && value ? format(value) : value;
}

export const isRequiredField = (field: EditableWorkerField) => workerFieldTable[field].required;

export type ProfileFieldGroup = { title: string; fields: ProfileField[] };

const isIdField = (field: WorkerField): field is WorkerIdField => field === 'agencyId' || field === 'payrollCompanyId';

/**
 * How the card edits a field where the worker field table alone does not say: formatting as the
 * user types, placeholders, keyboards, and lists of its own (nationalities, counties).
 */
const cardInputs: Partial<Record<WorkerTextField, TextFieldInput>> = {
  initial: { kind: 'text', whileTyping: typing.initial },
  nationality: { kind: 'select', data: nationalities },
  immigrationShareCode: { kind: 'text', whileTyping: typing.upper },
  email: { kind: 'text', whileTyping: typing.email, inputMode: 'email', placeholder: 'name@example.com' },
  phone: { kind: 'text', whileTyping: typing.phone, inputMode: 'tel', placeholder: '07123456789' },
  county: { kind: 'select', data: countyGroups },
  postCode: { kind: 'text', whileTyping: typing.upper, placeholder: 'SW1A 1AA' },
  notes: { kind: 'textarea' },
  employeeReference: { kind: 'text', whileTyping: typing.upper },
  worksReference: { kind: 'text', whileTyping: typing.upper },
  niNumber: { kind: 'text', whileTyping: typing.niNumber, placeholder: 'AB123456C' },
  taxCode: { kind: 'text', whileTyping: typing.upper, placeholder: '1257L' },
  sortCode: { kind: 'text', whileTyping: typing.sortCode, inputMode: 'numeric', placeholder: '00-00-00' },
  accountNumber: { kind: 'text', whileTyping: typing.accountNumber, inputMode: 'numeric', placeholder: '12345678' },
  bacsReference: { kind: 'text', whileTyping: typing.upper },
};

/** A field as the card edits it: as cardInputs says, else a calendar for a date, a list for choices, a text box. */
function profileField(field: WorkerField): ProfileField {
  if (isIdField(field)) return { field, kind: field === 'agencyId' ? 'agency' : 'payrollCompany' };
  const input = cardInputs[field];
  if (input) return { ...input, field };
  const { isDate, choices } = workerFieldTable[field];
  if (isDate) return { field, kind: 'date' };
  return choices ? { field, kind: 'select', data: choices } : { field, kind: 'text' };
}

/** Groups of the card's fields under their titles, each holding its fields from the worker field table in order. */
const cardGroupsTitled = (groups: [CardGroup, string][]): ProfileFieldGroup[] =>
  groups.map(([group, title]) => ({
    title,
    fields: fieldsIn('card')
      .filter((place) => place.group === group)
      .map((place) => profileField(place.field)),
  }));

/** Personal Details tab: who the worker is, how to reach them, where they live. */
export const personalDetailsGroups = cardGroupsTitled([
  ['personal', 'Personal'],
  ['contact', 'Contact'],
  ['address', 'Address'],
  ['other', 'Other'],
]);

/** Payroll tab: where the worker is placed and how they are paid. */
export const payrollGroups = cardGroupsTitled([
  ['assignment', 'Assignment'],
  ['tax', 'Tax and National Insurance'],
]);

/** Shown on the Payroll tab only once the worker has left (Left - P45). */
export const p45DateField: ProfileField = profileField('p45Date');

/** Bank Details tab. */
export const bankDetailsGroups = cardGroupsTitled([['bank', 'Bank Account']]);
