import type { ReportFieldGroup } from '../../api/reports.ts';
import { agencyStatusLabel } from '../agency-display.ts';
import { percentOneDecimal } from '../payroll-figures.ts';
import { documentStatus } from '../worker-documents.ts';
import { yesNo, type ReportCellKind, type ReportColumn } from './report-cells.ts';
import type { ReportAgency } from './report-rows.ts';

type A = ReportAgency;
type Column = ReportColumn<A>;

const column =
  (kind: ReportCellKind) =>
  (key: string, header: string, value: Column['value'], width?: number): Column => ({
    key,
    header,
    kind,
    value,
    ...(width === undefined ? {} : { width }),
  });
const text = column('text');
const number = column('number');
const money = column('money');
const date = column('date');

const statusCount = (a: A, today: string, status: 'expired' | 'expiring') =>
  a.documentExpiries.filter((e) => documentStatus(e, today) === status).length;
const nextExpiry = (a: A, today: string) =>
  a.documentExpiries.filter((e): e is string => e !== null && e >= today).sort()[0] ?? null;

/** One row per agency, archived ones included (Archived says so). */
export const agencyBase: readonly Column[] = [
  number('agencyId', 'Agency ID', (a) => a.id, 10),
  text('name', 'Name', (a) => a.name, 30),
  text('status', 'Status', (a) => agencyStatusLabel(a.status), 12),
  text('city', 'City', (a) => a.city),
  number('trustScore', 'Trust Score', (a) => a.trustScore),
  text('archived', 'Archived', (a) => yesNo(a.archivedOn !== null)),
];

/** What each include group adds to the agencies report (docs/domain.md "Reports"). */
export const agencyGroupColumns: Record<ReportFieldGroup, readonly Column[]> = {
  personal: [
    text('contactName', 'Contact Name', (a) => a.contactName, 20),
    text('contactEmail', 'Contact Email', (a) => a.contactEmail, 30),
    text('contactPhone', 'Contact Phone', (a) => a.contactPhone, 14),
    text('address', 'Address', (a) => a.address, 30),
    text('postalCode', 'Postal Code', (a) => a.postalCode, 10),
  ],
  employment: [
    text('businessType', 'Business Type', (a) => a.businessType),
    text('industryType', 'Industry Type', (a) => a.industryType),
    number('workers', 'Workers', (a) => a.activeWorkers + a.onHoldWorkers + a.pendingWorkers),
    number('activeWorkers', 'Active Workers', (a) => a.activeWorkers),
    number('onHoldWorkers', 'On Hold Workers', (a) => a.onHoldWorkers),
    number('pendingWorkers', 'Pending Workers', (a) => a.pendingWorkers),
    number('leftWorkers', 'Left Workers', (a) => a.leftWorkers),
  ],
  documents: [
    number('documents', 'Documents', (a) => a.documentExpiries.length),
    number('expiredDocuments', 'Expired Documents', (a, c) => statusCount(a, c.today, 'expired')),
    number('expiringDocuments', 'Expiring Documents', (a, c) => statusCount(a, c.today, 'expiring')),
    date('nextDocumentExpiry', 'Next Document Expiry', (a, c) => nextExpiry(a, c.today), 14),
  ],
  audit: [
    date('createdOn', 'Created', (a) => a.createdOn, 12),
    date('updatedOn', 'Last Updated', (a) => a.updatedOn, 12),
    date('archivedOn', 'Archived Date', (a) => a.archivedOn, 12),
    text('accountManager', 'Account Manager', (a) => a.accountManager, 20),
  ],
  payroll: [
    money('fee', 'Fee', (a) => a.feePence),
    text('paymentTerms', 'Payment Terms', (a) => a.paymentTerms),
    text('invoiceFrequency', 'Invoice Frequency', (a) => a.invoiceFrequency),
    text('timesheetSubmission', 'Timesheet Submission', (a) => a.timesheetSubmission, 20),
    number('payrollRecords', 'Payroll Records', (a) => a.payrollRecords),
    money('grossPay', 'Gross Pay', (a) => a.grossPence),
    money('feesCharged', 'Fees Charged', (a) => a.feesPence),
    date('lastPayDate', 'Last Pay Date', (a) => a.lastPayDate, 12),
  ],
  compliance: [
    text('companyNumber', 'Company Number', (a) => a.companyNumber),
    text('vatNumber', 'VAT Number', (a) => a.vatNumber),
    number('authorisedWorkers', 'Authorised Workers', (a) => a.authorisedWorkers),
    number('compliantWorkers', 'Compliant Workers', (a) => a.compliantWorkers),
    number('compliancePercentage', 'Compliance %', (a) => percentOneDecimal(a.compliantWorkers, a.authorisedWorkers)),
  ],
};
