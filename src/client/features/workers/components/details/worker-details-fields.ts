import type { Worker } from '../../../../../shared/api/workers.ts';
import { formatEnGbDate } from '../../../../../shared/domain/en-gb-dates.ts';
import { niCategories, wk1Mth1Bases } from '../../../../../shared/domain/worker-fields.ts';

/** One read-only fact: its label and the worker's value formatted for reading (null when empty). */
export type DetailField = { label: string; value: (worker: Worker) => string | null };
export type DetailGroup = { title: string; fields: DetailField[] };

const text = (field: keyof Worker) => (worker: Worker) => {
  const value = worker[field];
  return typeof value === 'string' && value.trim() ? value : null;
};
const date = (field: 'dateOfBirth' | 'workStartDate' | 'p45Date') => (worker: Worker) => formatEnGbDate(worker[field]) || null;
const labelOf = (list: readonly { value: string; label: string }[], field: 'niCategory' | 'wk1Mth1Basis') => (worker: Worker) =>
  list.find((item) => item.value === worker[field])?.label ?? text(field)(worker);

/**
 * Worker Profile Details (part 1 section 2): every field of a worker, grouped as the profile and the
 * Add New Worker form group them; dates DD/MM/YYYY, choices by their labels.
 */
export const workerDetailGroups: DetailGroup[] = [
  {
    title: 'Personal Details',
    fields: [
      { label: 'Title', value: text('title') },
      { label: 'Initial', value: text('initial') },
      { label: 'First Name', value: text('firstName') },
      { label: 'Last Name', value: text('lastName') },
      { label: 'Gender', value: text('gender') },
      { label: 'Marital Status', value: text('maritalStatus') },
      { label: 'Date of Birth', value: date('dateOfBirth') },
      { label: 'Nationality', value: text('nationality') },
      { label: 'Email', value: text('email') },
      { label: 'Phone', value: text('phone') },
      { label: 'Immigration Share Code', value: text('immigrationShareCode') },
      { label: 'Notes', value: text('notes') },
    ],
  },
  {
    title: 'Address',
    fields: [
      { label: 'Address Line 1', value: text('addressLine1') },
      { label: 'Address Line 2', value: text('addressLine2') },
      { label: 'Address Line 3', value: text('addressLine3') },
      { label: 'City', value: text('city') },
      { label: 'County', value: text('county') },
      { label: 'Post Code', value: text('postCode') },
    ],
  },
  {
    title: 'Bank Details',
    fields: [
      { label: 'Account Name', value: text('accountName') },
      { label: 'Sort Code', value: text('sortCode') },
      { label: 'Account Number', value: text('accountNumber') },
      { label: 'BACS Reference', value: text('bacsReference') },
    ],
  },
  {
    title: 'Payroll',
    fields: [
      { label: 'NI Number', value: text('niNumber') },
      { label: 'NI Category', value: labelOf(niCategories, 'niCategory') },
      { label: 'Tax Code', value: text('taxCode') },
      { label: 'Wk1/Mth1 Basis', value: labelOf(wk1Mth1Bases, 'wk1Mth1Basis') },
      { label: 'Payment Frequency', value: text('paymentFrequency') },
      { label: 'Work Start Date', value: date('workStartDate') },
      { label: 'Employee Reference', value: text('employeeReference') },
      { label: 'Works Reference', value: text('worksReference') },
    ],
  },
  {
    title: 'Agency & Payroll Assignment',
    fields: [
      { label: 'Agency', value: (worker) => worker.agency?.name ?? null },
      { label: 'Payroll Company', value: (worker) => worker.payrollCompany?.name ?? null },
    ],
  },
];

/** Shown in Payroll once the worker has a P45 date (moved to Left). */
export const p45DateDetail: DetailField = { label: 'P45 Date', value: date('p45Date') };

/** The groups for one worker: the P45 date only when there is one. */
export function detailGroupsFor(worker: Worker): DetailGroup[] {
  if (!worker.p45Date) return workerDetailGroups;
  return workerDetailGroups.map((group) => (group.title === 'Payroll' ? { ...group, fields: [...group.fields, p45DateDetail] } : group));
}
