import type { ComboboxData } from '@mantine/core';
import type { WorkerTextField } from '../../../../../shared/domain/worker-fields.ts';
import {
  maritalStatuses,
  niCategories,
  paymentFrequencies,
  wk1Mth1Bases,
  workerFieldRules,
  workerFieldTable,
  workerGenders,
  workerTitles,
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
  | { field: 'agencyId' | 'payrollCompanyId'; kind: 'agency' | 'payrollCompany' };

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

/** Personal Details tab: who the worker is, how to reach them, where they live. */
export const personalDetailsGroups: ProfileFieldGroup[] = [
  {
    title: 'Personal',
    fields: [
      { field: 'title', kind: 'select', data: workerTitles },
      { field: 'initial', kind: 'text', whileTyping: typing.initial },
      { field: 'firstName', kind: 'text' },
      { field: 'lastName', kind: 'text' },
      { field: 'gender', kind: 'select', data: workerGenders },
      { field: 'maritalStatus', kind: 'select', data: maritalStatuses },
      { field: 'dateOfBirth', kind: 'date' },
      { field: 'nationality', kind: 'select', data: nationalities },
      { field: 'immigrationShareCode', kind: 'text', whileTyping: typing.upper },
    ],
  },
  {
    title: 'Contact',
    fields: [
      { field: 'email', kind: 'text', whileTyping: typing.email, inputMode: 'email', placeholder: 'name@example.com' },
      { field: 'phone', kind: 'text', whileTyping: typing.phone, inputMode: 'tel', placeholder: '07123456789' },
    ],
  },
  {
    title: 'Address',
    fields: [
      { field: 'addressLine1', kind: 'text' },
      { field: 'addressLine2', kind: 'text' },
      { field: 'addressLine3', kind: 'text' },
      { field: 'city', kind: 'text' },
      { field: 'county', kind: 'select', data: countyGroups },
      { field: 'postCode', kind: 'text', whileTyping: typing.upper, placeholder: 'SW1A 1AA' },
    ],
  },
  { title: 'Other', fields: [{ field: 'notes', kind: 'textarea' }] },
];

/** Payroll tab: where the worker is placed and how they are paid. */
export const payrollGroups: ProfileFieldGroup[] = [
  {
    title: 'Assignment',
    fields: [
      { field: 'agencyId', kind: 'agency' },
      { field: 'payrollCompanyId', kind: 'payrollCompany' },
      { field: 'workStartDate', kind: 'date' },
      { field: 'paymentFrequency', kind: 'select', data: paymentFrequencies },
      { field: 'employeeReference', kind: 'text', whileTyping: typing.upper },
      { field: 'worksReference', kind: 'text', whileTyping: typing.upper },
    ],
  },
  {
    title: 'Tax and National Insurance',
    fields: [
      { field: 'niNumber', kind: 'text', whileTyping: typing.niNumber, placeholder: 'AB123456C' },
      { field: 'niCategory', kind: 'select', data: niCategories },
      { field: 'taxCode', kind: 'text', whileTyping: typing.upper, placeholder: '1257L' },
      { field: 'wk1Mth1Basis', kind: 'select', data: wk1Mth1Bases },
    ],
  },
];

/** Shown on the Payroll tab only once the worker has left (Left - P45). */
export const p45DateField: ProfileField = { field: 'p45Date', kind: 'date' };

/** Bank Details tab. */
export const bankDetailsGroups: ProfileFieldGroup[] = [
  {
    title: 'Bank Account',
    fields: [
      { field: 'accountName', kind: 'text' },
      { field: 'sortCode', kind: 'text', whileTyping: typing.sortCode, inputMode: 'numeric', placeholder: '00-00-00' },
      {
        field: 'accountNumber',
        kind: 'text',
        whileTyping: typing.accountNumber,
        inputMode: 'numeric',
        placeholder: '12345678',
      },
      { field: 'bacsReference', kind: 'text', whileTyping: typing.upper },
    ],
  },
];
