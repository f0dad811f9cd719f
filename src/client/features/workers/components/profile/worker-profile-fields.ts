import type { ComboboxData } from '@mantine/core';
import type { WorkerTextField } from '../../../../../shared/domain/worker-fields.ts';
import {
  maritalStatuses, niCategories, paymentFrequencies, wk1Mth1Bases, workerFieldRules, workerGenders, workerTitles,
} from '../../../../../shared/domain/worker-fields.ts';
import { requiredWorkerFields } from '../../../../../shared/domain/worker-completion.ts';
import { formatAccountNumber, formatInitial, formatNiNumber, formatPhone, formatSortCode } from '../../../../../shared/domain/uk-formatters.ts';
import type { EditableWorkerField } from '../../hooks/autosave-batch.ts';
import { countyGroups } from '../add-worker/counties.ts';
import { nationalities } from '../add-worker/nationalities.ts';

/** How a field is edited in place on the worker card. */
export type ProfileField =
  | { field: WorkerTextField; label: string; kind: 'text'; whileTyping?: (value: string) => string; placeholder?: string; inputMode?: 'numeric' | 'email' | 'tel' }
  | { field: WorkerTextField; label: string; kind: 'textarea' }
  | { field: WorkerTextField; label: string; kind: 'date' }
  | { field: WorkerTextField; label: string; kind: 'select'; data: ComboboxData }
  | { field: 'agencyId' | 'payrollCompanyId'; label: string; kind: 'agency' | 'payrollCompany' };

const upperWhileTyping = (value: string) => value.toUpperCase();

/**
 * Formatters applied as the user types (part 1 section 5): NI upper case up to 9, sort code
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

export const isRequiredField = (field: EditableWorkerField) => (requiredWorkerFields as readonly string[]).includes(field);

export type ProfileFieldGroup = { title: string; fields: ProfileField[] };

/** Personal Details tab: who the worker is, how to reach them, where they live. */
export const personalDetailsGroups: ProfileFieldGroup[] = [
  {
    title: 'Personal',
    fields: [
      { field: 'title', label: 'Title', kind: 'select', data: workerTitles },
      { field: 'initial', label: 'Initial', kind: 'text', whileTyping: typing.initial },
      { field: 'firstName', label: 'First Name', kind: 'text' },
      { field: 'lastName', label: 'Last Name', kind: 'text' },
      { field: 'gender', label: 'Gender', kind: 'select', data: workerGenders },
      { field: 'maritalStatus', label: 'Marital Status', kind: 'select', data: maritalStatuses },
      { field: 'dateOfBirth', label: 'Date of Birth', kind: 'date' },
      { field: 'nationality', label: 'Nationality', kind: 'select', data: nationalities },
      { field: 'immigrationShareCode', label: 'Immigration Share Code', kind: 'text', whileTyping: typing.upper },
    ],
  },
  {
    title: 'Contact',
    fields: [
      { field: 'email', label: 'Email', kind: 'text', whileTyping: typing.email, inputMode: 'email', placeholder: 'name@example.com' },
      { field: 'phone', label: 'Phone', kind: 'text', whileTyping: typing.phone, inputMode: 'tel', placeholder: '07123456789' },
    ],
  },
  {
    title: 'Address',
    fields: [
      { field: 'addressLine1', label: 'Address Line 1', kind: 'text' },
      { field: 'addressLine2', label: 'Address Line 2', kind: 'text' },
      { field: 'addressLine3', label: 'Address Line 3', kind: 'text' },
      { field: 'city', label: 'City', kind: 'text' },
      { field: 'county', label: 'County', kind: 'select', data: countyGroups },
      { field: 'postCode', label: 'Post Code', kind: 'text', whileTyping: typing.upper, placeholder: 'SW1A 1AA' },
    ],
  },
  { title: 'Other', fields: [{ field: 'notes', label: 'Notes', kind: 'textarea' }] },
];

/** Payroll tab: where the worker is placed and how they are paid. */
export const payrollGroups: ProfileFieldGroup[] = [
  {
    title: 'Assignment',
    fields: [
      { field: 'agencyId', label: 'Agency', kind: 'agency' },
      { field: 'payrollCompanyId', label: 'Payroll Company', kind: 'payrollCompany' },
      { field: 'workStartDate', label: 'Work Start Date', kind: 'date' },
      { field: 'paymentFrequency', label: 'Payment Frequency', kind: 'select', data: paymentFrequencies },
      { field: 'employeeReference', label: 'Employee Reference', kind: 'text', whileTyping: typing.upper },
      { field: 'worksReference', label: 'Works Reference', kind: 'text', whileTyping: typing.upper },
    ],
  },
  {
    title: 'Tax and National Insurance',
    fields: [
      { field: 'niNumber', label: 'NI Number', kind: 'text', whileTyping: typing.niNumber, placeholder: 'AB123456C' },
      { field: 'niCategory', label: 'NI Category', kind: 'select', data: niCategories },
      { field: 'taxCode', label: 'Tax Code', kind: 'text', whileTyping: typing.upper, placeholder: '1257L' },
      { field: 'wk1Mth1Basis', label: 'Wk1/Mth1 Basis', kind: 'select', data: wk1Mth1Bases },
    ],
  },
];

/** Shown on the Payroll tab only once the worker has left (Left - P45). */
export const p45DateField: ProfileField = { field: 'p45Date', label: 'P45 Date', kind: 'date' };

/** Bank Details tab. */
export const bankDetailsGroups: ProfileFieldGroup[] = [
  {
    title: 'Bank Account',
    fields: [
      { field: 'accountName', label: 'Account Name', kind: 'text' },
      { field: 'sortCode', label: 'Sort Code', kind: 'text', whileTyping: typing.sortCode, inputMode: 'numeric', placeholder: '00-00-00' },
      { field: 'accountNumber', label: 'Account Number', kind: 'text', whileTyping: typing.accountNumber, inputMode: 'numeric', placeholder: '12345678' },
      { field: 'bacsReference', label: 'BACS Reference', kind: 'text', whileTyping: typing.upper },
    ],
  },
];
