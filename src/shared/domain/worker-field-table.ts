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

import {
  maritalStatuses,
  niCategories,
  paymentFrequencies,
  wk1Mth1Bases,
  workerGenders,
  workerTitles,
} from './worker-field-choices.ts';
import type { FieldMeta, FieldRule, WorkerField, WorkerIdField, WorkerTextField } from './worker-field-kinds.ts';

const choice = (list: readonly string[]) => (v: string) => (list.includes(v) ? null : 'Choose a value from the list');

const toIsoDate = (v: string) => (isIsoDate(v) ? v : (parseEnGbDate(v) ?? v));
const dateRule = {
  format: toIsoDate,
  validate: (v: string) => (isIsoDate(v) ? null : EN_GB_DATE_MESSAGE),
  max: 10,
  isDate: true,
};

const digitsOnly = (value: string) => value.replace(/\D/g, '');
const trim = (v: string) => v.trim();

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
