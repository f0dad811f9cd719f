import { nameRequiredMessages } from './people.ts';
import { shareCodeProblem } from './right-to-work.ts';
import { formatEmail, formatInitial, formatShareCode, formatUpper } from './uk-formatters.ts';
import { validateEmail, validatePhone } from './uk-validators.ts';

import { maritalStatuses, workerGenders, workerTitles } from './worker-field-choices.ts';
import { choice, dateRule, digitsOnly, trim } from './worker-field-helpers.ts';
import { workerAddressFields } from './worker-field-table-address.ts';
import { workerPayFields } from './worker-field-table-pay.ts';
import type { FieldMeta, FieldRule, WorkerField, WorkerIdField, WorkerTextField } from './worker-field-kinds.ts';

type TableEntries = Record<WorkerTextField, FieldMeta & FieldRule> & Record<WorkerIdField, FieldMeta>;

/**
 * The one table of worker fields: per field its label, section, required flags, formatter and
 * validator (formatter first, then validator, then a length cap), and where it appears with its
 * position there: the Add and Edit forms, the worker card, the export, the reports and the
 * import template (the import maps the template's columns). Every list of worker fields is read
 * from it, so a new field is one entry here. In the order of Worker Profile Details.
 */
const table = {
  title: {
    label: 'Title',
    section: 'personal',
    required: true,
    requiredMessage: 'Title is required',
    format: formatUpper,
    validate: choice(workerTitles),
    max: 10,
    choices: workerTitles,
    template: { at: 3, required: false, example: 'MR', width: 8 },
    form: { at: 1 },
    card: { group: 'personal', at: 1 },
    export: { at: 2, width: 7 },
    report: { group: 'personal', at: 1, width: 7 },
  },
  initial: {
    label: 'Initial',
    section: 'personal',
    required: true,
    requiredMessage: 'Initial is required',
    format: formatInitial,
    validate: (v) => (/^\p{L}$/u.test(v) ? null : 'Initial must be one letter'),
    max: 1,
    template: { at: 4, required: false, example: 'J', width: 8 },
    form: { at: 2 },
    card: { group: 'personal', at: 2 },
    export: { at: 3, width: 7 },
  },
  firstName: {
    label: 'First Name',
    section: 'personal',
    required: true,
    requiredMessage: nameRequiredMessages.firstName,
    format: trim,
    max: 100,
    template: { at: 5, label: 'Forename', required: true, example: 'John', width: 16 },
    form: { at: 3 },
    card: { group: 'personal', at: 3 },
    export: { at: 4 },
  },
  lastName: {
    label: 'Last Name',
    section: 'personal',
    required: true,
    requiredMessage: nameRequiredMessages.lastName,
    format: trim,
    max: 100,
    template: { at: 6, label: 'Surname', required: true, example: 'Smith', width: 16 },
    form: { at: 4 },
    card: { group: 'personal', at: 4 },
    export: { at: 5 },
  },
  gender: {
    label: 'Gender',
    section: 'personal',
    required: true,
    requiredMessage: 'Gender is required',
    format: formatUpper,
    validate: choice(workerGenders),
    max: 30,
    choices: workerGenders,
    template: { at: 15, required: false, example: 'MALE', width: 18 },
    form: { at: 5 },
    card: { group: 'personal', at: 5 },
    export: { at: 6, width: 12 },
    report: { group: 'personal', at: 3, width: 10 },
  },
  maritalStatus: {
    label: 'Marital Status',
    section: 'personal',
    required: true,
    requiredMessage: 'Marital status is required',
    format: formatUpper,
    validate: choice(maritalStatuses),
    max: 30,
    choices: maritalStatuses,
    template: { at: 16, required: false, example: 'SINGLE', width: 20 },
    form: { at: 6 },
    card: { group: 'personal', at: 6 },
    export: { at: 7 },
    report: { group: 'personal', at: 4 },
  },
  dateOfBirth: {
    label: 'Date of Birth',
    section: 'personal',
    required: true,
    requiredMessage: 'Date of birth is required',
    ...dateRule,
    template: { at: 17, required: true, example: '17/05/1990', width: 14 },
    form: { at: 7 },
    card: { group: 'personal', at: 7 },
    export: { at: 9, width: 12 },
    report: { group: 'personal', at: 2, width: 12 },
  },
  nationality: {
    label: 'Nationality',
    section: 'personal',
    required: true,
    requiredMessage: 'Nationality is required',
    format: formatUpper,
    max: 60,
    template: { at: 18, required: false, example: 'BRITISH', width: 14 },
    form: { at: 8 },
    card: { group: 'personal', at: 8 },
    export: { at: 8 },
    report: { group: 'personal', at: 5 },
  },
  email: {
    label: 'Email',
    section: 'personal',
    required: true,
    requiredMessage: 'Please enter a valid email',
    format: formatEmail,
    validate: validateEmail,
    max: 254,
    template: { at: 13, required: true, example: 'john.smith@example.com', width: 28 },
    form: { at: 9 },
    card: { group: 'contact', at: 10 },
    export: { at: 10, width: 30 },
    report: { group: 'personal', at: 6, width: 30 },
  },
  // Digits only, never cut short: the forms cap what can be typed, but a longer number sent by an
  // API client or an import is refused, not silently shortened into another person's number.
  phone: {
    label: 'Phone',
    section: 'personal',
    required: true,
    requiredMessage: 'Phone number is required',
    format: digitsOnly,
    validate: validatePhone,
    max: 11,
    template: { at: 14, required: true, example: '07700900123', width: 14 },
    form: { at: 10 },
    card: { group: 'contact', at: 11 },
    export: { at: 11, width: 13 },
    report: { group: 'personal', at: 7, width: 13 },
  },
  immigrationShareCode: {
    label: 'Immigration Share Code',
    section: 'personal',
    required: false,
    format: formatShareCode,
    // W then 8 letters or digits, as a right-to-work check takes it (docs/domain.md, "Right-to-work checks").
    validate: shareCodeProblem,
    max: 11,
    // The example worker is British: no share code (a worker with time-limited permission gives one).
    template: { at: 29, required: false, example: '', width: 22 },
    form: { at: 11 },
    card: { group: 'personal', at: 9 },
    export: { at: 27, width: 20 },
    report: { group: 'personal', at: 15, width: 20 },
  },
  notes: {
    label: 'Notes',
    section: 'personal',
    required: false,
    format: trim,
    max: 5000,
    template: { at: 30, required: false, example: '', width: 30 },
    card: { group: 'other', at: 18 },
    export: { at: 39, width: 40 },
  },
  ...workerAddressFields,
  ...workerPayFields,
} satisfies TableEntries;

export const workerFieldTable: TableEntries = table;

/** The fields of the Add New Worker and Edit Worker Profile forms: the entries with a `form` place. */
export type WorkerFormField = {
  [F in keyof typeof table]: (typeof table)[F] extends { form: object } ? F : never;
}[keyof typeof table];

/** The fields of the table in its order (that of Worker Profile Details). */
export const workerFields = Object.keys(workerFieldTable) as WorkerField[];

/** The label every screen shows for a field. */
export const workerFieldLabel = (field: WorkerField) => workerFieldTable[field].label;

/** Formatter, validator and length cap of each text field, as the server applies them on every write. */
export const workerFieldRules: Record<WorkerTextField, FieldRule> = workerFieldTable;

type Places = Required<Pick<FieldMeta, 'form' | 'card' | 'export' | 'report' | 'template'>>;
export type FieldPlace = keyof Places;
/** A field as a place shows it: its name and what the table says of it there (position, width...). */
export type PlacedField<P extends FieldPlace> = Places[P] & { field: WorkerField };

/** A place's fields and its own items (columns that are not worker fields) in one list by position. */
export const byPosition = <T extends { at: number }>(items: readonly T[]): T[] =>
  [...items].sort((a, b) => a.at - b.at);

/** The fields a place shows (the entries that name the place), lowest position first. */
export function fieldsIn<P extends FieldPlace>(place: P): PlacedField<P>[] {
  const placed: PlacedField<P>[] = [];
  for (const field of workerFields) {
    const meta: Partial<Places> = workerFieldTable[field];
    const where: Places[P] | undefined = meta[place];
    if (where) placed.push({ ...where, field });
  }
  return byPosition(placed);
}

/** A stored value as exports and reports write it: its choice's label where the table says so, else as stored. */
export function writtenValue(field: WorkerTextField, value: string | null): string | null {
  const { writtenAsLabel, choices = [] } = workerFieldTable[field];
  if (value === null || !writtenAsLabel) return value;
  for (const choice of choices) if (typeof choice !== 'string' && choice.value === value) return choice.label;
  return value;
}

export const isFormField = (field: WorkerField): field is WorkerFormField => workerFieldTable[field].form !== undefined;
