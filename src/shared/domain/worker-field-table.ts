import { nameRequiredMessages } from './people.ts';
import { formatEmail, formatInitial, formatPostCode, formatShareCode, formatUpper } from './uk-formatters.ts';
import { validateEmail, validatePhone, validatePostCode } from './uk-validators.ts';

import { maritalStatuses, workerGenders, workerTitles } from './worker-field-choices.ts';
import { choice, dateRule, digitsOnly, trim } from './worker-field-helpers.ts';
import { workerPayFields } from './worker-field-table-pay.ts';
import type { FieldMeta, FieldRule, WorkerField, WorkerIdField, WorkerTextField } from './worker-field-kinds.ts';

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
    // The example worker is British: no share code (a worker with time-limited permission gives one).
    template: { required: false, example: '', width: 22 },
  },
  notes: {
    label: 'Notes',
    section: 'personal',
    required: false,
    format: trim,
    max: 5000,
    template: { required: false, example: '', width: 30 },
  },
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
  ...workerPayFields,
};

/** The fields of the table in its order (that of Worker Profile Details). */
export const workerFields = Object.keys(workerFieldTable) as WorkerField[];

/** The label every screen shows for a field. */
export const workerFieldLabel = (field: WorkerField) => workerFieldTable[field].label;

/** Formatter, validator and length cap of each text field, as the server applies them on every write. */
export const workerFieldRules: Record<WorkerTextField, FieldRule> = workerFieldTable;
