import type { RtwMethod } from '../right-to-work.ts';

/**
 * The rows the reports read (docs/domain.md "Reports"), as the reports repository hands them over:
 * dates as YYYY-MM-DD (calendar days; instants as their Europe/London day), money in integer pence.
 */

/** One document of a worker. */
export type ReportDocument = {
  type: string;
  expiryDate: string | null;
  fileName: string;
  uploadedOn: string;
};

/** A worker's payroll records summed up (all of them; the tax-year sums are the tax year of its P45 date). */
export type ReportPay = {
  payments: number;
  grossPence: number;
  lastPayDate: string | null;
  taxYearGrossPence: number;
  taxYearTaxPence: number;
};

/** The latest passing right-to-work check of a worker: method null for a check derived from a document. */
export type ReportRtwCheck = {
  method: RtwMethod | null;
  checkDate: string;
  checkedByName: string | null;
};

/**
 * One worker. `documents` is read only for columns that need them (else empty), `pay` only for
 * columns that need it (else null), `rtwCheck` only for columns that need it (else null, as for a
 * worker without a passing check; rtwChecked tells them apart), and when it was created, updated and authorised, and by whom,
 * only for 'record' columns (else null).
 */
export type ReportWorker = {
  id: number;
  title: string | null;
  firstName: string;
  lastName: string;
  gender: string | null;
  maritalStatus: string | null;
  nationality: string | null;
  dateOfBirth: string | null;
  email: string | null;
  phone: string | null;
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  city: string | null;
  county: string | null;
  postCode: string | null;
  niNumber: string | null;
  niCategory: string | null;
  taxCode: string | null;
  wk1Mth1Basis: string | null;
  paymentFrequency: string | null;
  sortCode: string | null;
  accountNumber: string | null;
  accountName: string | null;
  bacsReference: string | null;
  immigrationShareCode: string | null;
  employeeReference: string | null;
  worksReference: string | null;
  workStartDate: string | null;
  agencyName: string | null;
  payrollCompanyName: string | null;
  payeReference: string | null;
  completionPercentage: number;
  authorised: boolean;
  authorisedOn: string | null;
  authorisedByName: string | null;
  status: string;
  p45Date: string | null;
  addedVia: string;
  createdOn: string | null;
  createdByName: string | null;
  updatedOn: string | null;
  documents: ReportDocument[];
  pay: ReportPay | null;
  /** The right-to-work standing's inputs as the worker row keeps them (docs/domain.md "Right-to-work checks"). */
  rtwChecked: boolean;
  rtwFollowUpDate: string | null;
  rtwReviewNeeded: boolean;
  rtwCheck: ReportRtwCheck | null;
};

/** The worker fields every payroll record carries; the rest only when a column needs 'workerDetails'. */
export const payrollWorkerBasics = [
  'id',
  'firstName',
  'lastName',
  'status',
  'authorised',
  'completionPercentage',
  'p45Date',
] as const satisfies readonly (keyof ReportWorker)[];

/** One payroll record with its worker; agency and payroll company are the record's (at the time of payment). */
export type ReportPayrollRecord = {
  id: number;
  niNumber: string;
  payDate: string;
  weekEnding: string;
  grossPence: number;
  taxPence: number;
  niPence: number;
  pensionPence: number;
  netPence: number;
  feePence: number;
  agencyName: string | null;
  payrollCompanyName: string | null;
  /** The upload's; read for 'upload' columns only. */
  uploadedOn: string | null;
  uploadedByName: string | null;
  uploadFileName: string | null;
  worker: ReportWorker;
};

/** One agency with its figures. */
export type ReportAgency = {
  id: number;
  name: string;
  status: string;
  city: string;
  trustScore: number;
  archivedOn: string | null;
  contactName: string;
  contactEmail: string | null;
  contactPhone: string | null;
  address: string | null;
  postalCode: string;
  businessType: string | null;
  industryType: string | null;
  companyNumber: string | null;
  vatNumber: string | null;
  accountManager: string | null;
  feePence: number | null;
  paymentTerms: string | null;
  invoiceFrequency: string | null;
  timesheetSubmission: string | null;
  createdOn: string;
  updatedOn: string;
  /** Workers by badge (docs/domain.md "Reports"). */
  activeWorkers: number;
  onHoldWorkers: number;
  pendingWorkers: number;
  leftWorkers: number;
  /** The expiry date of each of its documents (null: none), for the states of docs/domain.md. */
  documentExpiries: (string | null)[];
  grossPence: number;
  feesPence: number;
  payrollRecords: number;
  lastPayDate: string | null;
  /** Authorised, not-left workers and how many of them are compliant today (the dashboard's figure). */
  compliantWorkers: number;
  authorisedWorkers: number;
};
