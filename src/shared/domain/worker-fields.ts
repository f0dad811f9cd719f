import { EN_GB_DATE_MESSAGE, isIsoDate, parseEnGbDate } from './en-gb-dates.ts';
import { nameRequiredMessages } from './people.ts';
import {
  formatEmail,
  formatInitial,
  formatNiNumber,
  formatPostCode,
  formatShareCode,
  formatSortCodeForSave,
  formatTaxCode,
  formatUpper,
  initialFromFirstName,
} from './uk-formatters.ts';
import {
  validateAccountNumber,
  validateEmail,
  validateNiNumber,
  validatePhone,
  validatePostCode,
  validateSortCode,
  validateTaxCode,
} from './uk-validators.ts';

/** Choice lists of the worker form (part 1 section 3; DECISIONS section 2 for NI categories). */
export const workerTitles = ['MR', 'MRS', 'MS', 'MISS', 'DR'] as const;
export const workerGenders = ['MALE', 'FEMALE', 'PREFER NOT TO SAY'] as const;
export const maritalStatuses = [
  'SINGLE',
  'MARRIED',
  'DIVORCED',
  'WIDOWED',
  'CIVIL PARTNERSHIP',
  'LIVING WITH PARTNER',
] as const;
export const paymentFrequencies = ['Weekly', 'Fortnightly', 'Monthly'] as const;
export const niCategories = [
  { value: 'A', label: 'A - Standard' },
  { value: 'B', label: "B - Married women's reduced rate" },
  { value: 'C', label: 'C - Over State Pension age' },
  { value: 'D', label: 'D - Investment zone, deferred' },
  { value: 'E', label: "E - Married women's reduced rate, investment zone" },
  { value: 'F', label: 'F - Freeport' },
  { value: 'H', label: 'H - Apprentice under 25' },
  { value: 'I', label: "I - Freeport, married women's reduced rate" },
  { value: 'J', label: 'J - Deferred' },
  { value: 'K', label: 'K - Investment zone, State Pension age' },
  { value: 'L', label: 'L - Freeport, deferred' },
  { value: 'M', label: 'M - Under 21' },
  { value: 'N', label: 'N - Investment zone' },
  { value: 'S', label: 'S - Freeport, State Pension age' },
  { value: 'V', label: 'V - Veteran (first civilian job)' },
  { value: 'X', label: 'X - No NI contributions due' },
  { value: 'Z', label: 'Z - Under 21, deferred' },
] as const;
export const wk1Mth1Bases = [
  { value: '1', label: 'Week 1 / Month 1' },
  { value: '0', label: 'Cumulative' },
] as const;

const choice = (list: readonly string[]) => (v: string) => (list.includes(v) ? null : 'Choose a value from the list');

/** Text fields of a worker, as typed; the server formats and validates each one on every write. */
export const workerTextFields = [
  'title',
  'initial',
  'firstName',
  'lastName',
  'gender',
  'maritalStatus',
  'nationality',
  'dateOfBirth',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'addressLine3',
  'city',
  'county',
  'postCode',
  'accountName',
  'sortCode',
  'accountNumber',
  'bacsReference',
  'niNumber',
  'immigrationShareCode',
  'employeeReference',
  'worksReference',
  'workStartDate',
  'paymentFrequency',
  'niCategory',
  'taxCode',
  'wk1Mth1Basis',
  'notes',
  'p45Date',
] as const;
export type WorkerTextField = (typeof workerTextFields)[number];

type FieldRule = { format?: (v: string) => string; validate?: (v: string) => string | null; max: number };
const toIsoDate = (v: string) => (isIsoDate(v) ? v : (parseEnGbDate(v) ?? v));
const dateRule = {
  format: toIsoDate,
  validate: (v: string) => (isIsoDate(v) ? null : EN_GB_DATE_MESSAGE),
  max: 10,
  isDate: true,
};

const digitsOnly = (value: string) => value.replace(/\D/g, '');
const trim = (v: string) => v.trim();

/** The agency and the payroll company a worker is assigned to, held as ids. */
export type WorkerIdField = 'agencyId' | 'payrollCompanyId';
export type WorkerField = WorkerTextField | WorkerIdField;

/**
 * Where a field stands: the section of the Add New Worker and Edit Worker Profile forms and the
 * group of Worker Profile Details, each under its own title (part 1 section 2).
 */
export const workerSections = {
  personal: { form: 'Personal Details', details: 'Personal Details' },
  address: { form: 'Address Information', details: 'Address' },
  bank: { form: 'Bank Details', details: 'Bank Details' },
  payroll: { form: 'Payroll Information', details: 'Payroll' },
  assignment: { form: 'Agency & Payroll Assignment', details: 'Agency & Payroll Assignment' },
} as const;
export type WorkerSection = keyof typeof workerSections;

/** A column of the bulk-import template (part 1 section 3); `required` are the nine of DECISIONS section 2. */
export type TemplateColumn = {
  /** The template's own header where it differs from the screens' label (Forename, Surname). */
  label?: string;
  required: boolean;
  example: string;
  width: number;
};

type FieldMeta = {
  /** The label of every screen (form, profile, details) and the header of the export. */
  label: string;
  section: WorkerSection;
  /** One of the 22 fields the card marks required; the automatic status changes check these. */
  required: boolean;
  /** Marked required on the Add New Worker form, with what it says when the field is empty (part 1 section 5). */
  requiredMessage?: string;
  /** The values it may take, with how the screens show them. */
  choices?: readonly string[] | readonly { value: string; label: string }[];
  /** Held YYYY-MM-DD, shown and typed DD/MM/YYYY. */
  isDate?: boolean;
  template?: TemplateColumn;
};

/**
 * The one table of worker fields: per field its label, section, required flags, formatter and
 * validator (formatter first, then validator, then a length cap) and its import-template column.
 * The forms, the profile, Worker Profile Details, the export and the template read it. In the
 * order of Worker Profile Details.
 */
export const workerFieldTable: Record<WorkerTextField, FieldMeta & FieldRule> & Record<WorkerIdField, FieldMeta> = {
  title: {
    label: 'Title',
    section: 'personal',
    required: true,
    requiredMessage: 'Title is required',
    format: formatUpper,
    validate: choice(workerTitles),
    max: 10,
    choices: workerTitles,
    template: { required: false, example: 'MR', width: 8 },
  },
  initial: {
    label: 'Initial',
    section: 'personal',
    required: true,
    requiredMessage: 'Initial is required',
    format: formatInitial,
    validate: (v) => (/^\p{L}$/u.test(v) ? null : 'Initial must be one letter'),
    max: 1,
    template: { required: false, example: 'J', width: 8 },
  },
  firstName: {
    label: 'First Name',
    section: 'personal',
    required: true,
    requiredMessage: nameRequiredMessages.firstName,
    format: trim,
    max: 100,
    template: { label: 'Forename', required: true, example: 'John', width: 16 },
  },
  lastName: {
    label: 'Last Name',
    section: 'personal',
    required: true,
    requiredMessage: nameRequiredMessages.lastName,
    format: trim,
    max: 100,
    template: { label: 'Surname', required: true, example: 'Smith', width: 16 },
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
    template: { required: false, example: 'MALE', width: 18 },
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
    template: { required: false, example: 'SINGLE', width: 20 },
  },
  dateOfBirth: {
    label: 'Date of Birth',
    section: 'personal',
    required: true,
    requiredMessage: 'Date of birth is required',
    ...dateRule,
    template: { required: true, example: '17/05/1990', width: 14 },
  },
  nationality: {
    label: 'Nationality',
    section: 'personal',
    required: true,
    requiredMessage: 'Nationality is required',
    format: formatUpper,
    max: 60,
    template: { required: false, example: 'BRITISH', width: 14 },
  },
  email: {
    label: 'Email',
    section: 'personal',
    required: true,
    requiredMessage: 'Please enter a valid email',
    format: formatEmail,
    validate: validateEmail,
    max: 254,
    template: { required: true, example: 'john.smith@example.com', width: 28 },
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
    template: { required: true, example: '07700900123', width: 14 },
  },
  immigrationShareCode: {
    label: 'Immigration Share Code',
    section: 'personal',
    required: false,
    format: formatShareCode,
    validate: (v) => (/^[A-Z0-9]{9}$/.test(v) ? null : 'Share code must be 9 letters or digits'),
    max: 11,
  },
  notes: { label: 'Notes', section: 'personal', required: false, format: trim, max: 5000 },
  addressLine1: {
    label: 'Address Line 1',
    section: 'address',
    required: true,
    requiredMessage: 'Address is required',
    format: trim,
    max: 200,
    template: { required: true, example: '12 High Street', width: 24 },
  },
  addressLine2: {
    label: 'Address Line 2',
    section: 'address',
    required: false,
    format: trim,
    max: 200,
    template: { required: false, example: 'Flat 3', width: 18 },
  },
  addressLine3: {
    label: 'Address Line 3',
    section: 'address',
    required: false,
    format: trim,
    max: 200,
    template: { required: false, example: '', width: 18 },
  },
  city: {
    label: 'City',
    section: 'address',
    required: true,
    requiredMessage: 'City is required',
    format: trim,
    max: 100,
    template: { required: true, example: 'Leeds', width: 14 },
  },
  county: {
    label: 'County',
    section: 'address',
    required: false,
    requiredMessage: 'County is required',
    format: trim,
    max: 100,
    template: { required: false, example: 'West Yorkshire', width: 18 },
  },
  postCode: {
    label: 'Post Code',
    section: 'address',
    required: true,
    requiredMessage: 'Post code is required',
    format: formatPostCode,
    validate: validatePostCode,
    max: 8,
    template: { required: true, example: 'LS1 4AP', width: 11 },
  },
  accountName: {
    label: 'Account Name',
    section: 'bank',
    required: true,
    requiredMessage: 'Account name is required',
    format: trim,
    max: 100,
    template: { required: false, example: 'J SMITH', width: 18 },
  },
  sortCode: {
    label: 'Sort Code',
    section: 'bank',
    required: true,
    requiredMessage: 'Sort code must be 6 digits',
    format: formatSortCodeForSave,
    validate: validateSortCode,
    max: 8,
    template: { required: false, example: '12-34-56', width: 11 },
  },
  accountNumber: {
    label: 'Account Number',
    section: 'bank',
    required: true,
    requiredMessage: 'Account number must be at least 8 digits',
    format: digitsOnly,
    validate: validateAccountNumber,
    max: 8,
    template: { required: false, example: '12345678', width: 15 },
  },
  bacsReference: {
    label: 'BACS Reference',
    section: 'bank',
    required: false,
    format: formatUpper,
    max: 18,
    template: { required: false, example: 'SMITH J', width: 16 },
  },
  niNumber: {
    label: 'NI Number',
    section: 'payroll',
    required: true,
    requiredMessage: 'NI number must be at least 9 characters',
    format: formatNiNumber,
    validate: validateNiNumber,
    max: 9,
    template: { required: true, example: 'AB123456C', width: 13 },
  },
  niCategory: {
    label: 'NI Category',
    section: 'payroll',
    required: true,
    requiredMessage: 'NI Category is required',
    format: formatUpper,
    validate: choice(niCategories.map((c) => c.value)),
    max: 1,
    choices: niCategories,
    template: { required: false, example: 'A', width: 12 },
  },
  taxCode: {
    label: 'Tax Code',
    section: 'payroll',
    required: true,
    requiredMessage: 'Tax code is required',
    format: formatTaxCode,
    validate: validateTaxCode,
    max: 12,
    template: { required: false, example: '1257L', width: 10 },
  },
  wk1Mth1Basis: {
    label: 'Wk1/Mth1 Basis',
    section: 'payroll',
    required: true,
    requiredMessage: 'Wk1/Mth1 basis is required',
    format: trim,
    validate: choice(wk1Mth1Bases.map((b) => b.value)),
    max: 1,
    choices: wk1Mth1Bases,
    template: { required: false, example: '1', width: 15 },
  },
  paymentFrequency: {
    label: 'Payment Frequency',
    section: 'payroll',
    required: true,
    requiredMessage: 'Payment frequency is required',
    format: trim,
    validate: choice(paymentFrequencies),
    max: 20,
    choices: paymentFrequencies,
    template: { required: false, example: 'Weekly', width: 18 },
  },
  workStartDate: {
    label: 'Work Start Date',
    section: 'payroll',
    required: true,
    requiredMessage: 'Work start date is required',
    ...dateRule,
    template: { required: false, example: '06/01/2025', width: 15 },
  },
  employeeReference: {
    label: 'Employee Reference',
    section: 'payroll',
    required: false,
    format: formatUpper,
    max: 50,
    template: { required: false, example: 'EMP001', width: 18 },
  },
  worksReference: {
    label: 'Works Reference',
    section: 'payroll',
    required: false,
    format: formatUpper,
    max: 50,
    template: { required: false, example: 'WR001', width: 16 },
  },
  // Shown once the worker has a P45 date (moved to Left).
  p45Date: { label: 'P45 Date', section: 'payroll', required: false, ...dateRule },
  agencyId: {
    label: 'Agency',
    section: 'assignment',
    required: false,
    requiredMessage: 'Agency selection is required',
    template: { required: false, example: 'Example Agency Ltd', width: 24 },
  },
  payrollCompanyId: {
    label: 'Payroll Company',
    section: 'assignment',
    required: false,
    requiredMessage: 'Payroll company is required',
    template: { required: false, example: 'Example Payroll Ltd', width: 24 },
  },
};

/** The fields of the table in its order (that of Worker Profile Details). */
export const workerFields = Object.keys(workerFieldTable) as WorkerField[];

/** The label every screen shows for a field. */
export const workerFieldLabel = (field: WorkerField) => workerFieldTable[field].label;

/** Formatter, validator and length cap of each text field, as the server applies them on every write. */
export const workerFieldRules: Record<WorkerTextField, FieldRule> = workerFieldTable;

export type FieldIssue = { field: string; message: string };

/**
 * Formats and validates the given fields. Empty strings become null (a cleared field); the
 * answer holds the cleaned values and one issue per invalid field.
 */
export function cleanWorkerFields(input: Partial<Record<WorkerTextField, string | null | undefined>>): {
  values: Partial<Record<WorkerTextField, string | null>>;
  issues: FieldIssue[];
} {
  const values: Partial<Record<WorkerTextField, string | null>> = {};
  const issues: FieldIssue[] = [];
  for (const field of workerTextFields) {
    if (!(field in input)) continue;
    const raw = input[field];
    if (raw === undefined) continue;
    if (raw === null || raw.trim() === '') {
      values[field] = null;
      continue;
    }
    const rule = workerFieldRules[field];
    const formatted = rule.format ? rule.format(raw) : raw;
    // A value the validator refuses gets the validator's message (it says what is expected); the cap speaks for the rest.
    const message =
      rule.validate?.(formatted) ?? (formatted.length > rule.max ? `Must be at most ${rule.max} characters` : null);
    if (message) issues.push({ field, message });
    values[field] = formatted;
  }
  return { values, issues };
}

/**
 * The initial is filled from the first letter of the first name when it is empty (part 1 section
 * 3), by the server on every write as by the forms; an initial that was typed stays.
 */
export function initialFor(initial: string | null | undefined, firstName: string | null | undefined): string | null {
  if (initial) return initial;
  const letter = firstName ? initialFromFirstName(firstName) : '';
  return /^\p{L}$/u.test(letter) ? letter : (initial ?? null);
}
