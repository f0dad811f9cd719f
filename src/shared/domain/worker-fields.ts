import { EN_GB_DATE_MESSAGE, isIsoDate, parseEnGbDate } from './en-gb-dates.ts';
import {
  formatEmail, formatInitial, formatNiNumber, formatPostCode, formatShareCode, formatSortCodeForSave, formatTaxCode, formatUpper,
  initialFromFirstName,
} from './uk-formatters.ts';
import {
  validateAccountNumber, validateEmail, validateNiNumber, validatePhone, validatePostCode, validateSortCode, validateTaxCode,
} from './uk-validators.ts';

/** Choice lists of the worker form (part 1 section 3; DECISIONS section 2 for NI categories). */
export const workerTitles = ['MR', 'MRS', 'MS', 'MISS', 'DR'] as const;
export const workerGenders = ['MALE', 'FEMALE', 'PREFER NOT TO SAY'] as const;
export const maritalStatuses = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED', 'CIVIL PARTNERSHIP', 'LIVING WITH PARTNER'] as const;
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
  'title', 'initial', 'firstName', 'lastName', 'gender', 'maritalStatus', 'nationality', 'dateOfBirth', 'email',
  'phone', 'addressLine1', 'addressLine2', 'addressLine3', 'city', 'county', 'postCode', 'accountName', 'sortCode',
  'accountNumber', 'bacsReference', 'niNumber', 'immigrationShareCode', 'employeeReference', 'worksReference',
  'workStartDate', 'paymentFrequency', 'niCategory', 'taxCode', 'wk1Mth1Basis', 'notes', 'p45Date',
] as const;
export type WorkerTextField = (typeof workerTextFields)[number];

type FieldRule = { format?: (v: string) => string; validate?: (v: string) => string | null; max: number };
const toIsoDate = (v: string) => (isIsoDate(v) ? v : (parseEnGbDate(v) ?? v));
const dateRule: FieldRule = { format: toIsoDate, validate: (v) => (isIsoDate(v) ? null : EN_GB_DATE_MESSAGE), max: 10 };

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** One rule per field: formatter first, then validator, then a length cap. */
export const workerFieldRules: Record<WorkerTextField, FieldRule> = {
  title: { format: formatUpper, validate: choice(workerTitles), max: 10 },
  initial: { format: formatInitial, validate: (v) => (/^\p{L}$/u.test(v) ? null : 'Initial must be one letter'), max: 1 },
  firstName: { format: (v) => v.trim(), max: 100 },
  lastName: { format: (v) => v.trim(), max: 100 },
  gender: { format: formatUpper, validate: choice(workerGenders), max: 30 },
  maritalStatus: { format: formatUpper, validate: choice(maritalStatuses), max: 30 },
  nationality: { format: formatUpper, max: 60 },
  dateOfBirth: dateRule,
  email: { format: formatEmail, validate: validateEmail, max: 254 },
  // Digits only, never cut short: the forms cap what can be typed, but a longer number sent by an
  // API client or an import is refused, not silently shortened into another person's number.
  phone: { format: digitsOnly, validate: validatePhone, max: 11 },
  addressLine1: { format: (v) => v.trim(), max: 200 },
  addressLine2: { format: (v) => v.trim(), max: 200 },
  addressLine3: { format: (v) => v.trim(), max: 200 },
  city: { format: (v) => v.trim(), max: 100 },
  county: { format: (v) => v.trim(), max: 100 },
  postCode: { format: formatPostCode, validate: validatePostCode, max: 8 },
  accountName: { format: (v) => v.trim(), max: 100 },
  sortCode: { format: formatSortCodeForSave, validate: validateSortCode, max: 8 },
  accountNumber: { format: digitsOnly, validate: validateAccountNumber, max: 8 },
  bacsReference: { format: formatUpper, max: 18 },
  niNumber: { format: formatNiNumber, validate: validateNiNumber, max: 9 },
  immigrationShareCode: { format: formatShareCode, validate: (v) => (/^[A-Z0-9]{9}$/.test(v) ? null : 'Share code must be 9 letters or digits'), max: 11 },
  employeeReference: { format: formatUpper, max: 50 },
  worksReference: { format: formatUpper, max: 50 },
  workStartDate: dateRule,
  paymentFrequency: { format: (v) => v.trim(), validate: choice(paymentFrequencies), max: 20 },
  niCategory: { format: formatUpper, validate: choice(niCategories.map((c) => c.value)), max: 1 },
  taxCode: { format: formatTaxCode, validate: validateTaxCode, max: 12 },
  wk1Mth1Basis: { format: (v) => v.trim(), validate: choice(wk1Mth1Bases.map((b) => b.value)), max: 1 },
  notes: { format: (v) => v.trim(), max: 5000 },
  p45Date: dateRule,
};

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
    const message = rule.validate?.(formatted) ?? (formatted.length > rule.max ? `Must be at most ${rule.max} characters` : null);
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
