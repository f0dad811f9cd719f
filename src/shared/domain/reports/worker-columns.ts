import { wk1Mth1Bases } from '../worker-field-choices.ts';
import { workerFieldLabel } from '../worker-field-table.ts';
import type { WorkerTextField } from '../worker-field-kinds.ts';
import { workerBadge, type WorkerStatus } from '../worker-status.ts';
import { requiredDocumentTypes } from '../worker-documents.ts';
import type { ReportFieldGroup } from '../../api/reports.ts';
import { yesNo, type ReportCellKind, type ReportColumn, type ReportNeed } from './report-cells.ts';
import {
  complianceOverview,
  currentDocument,
  documentState,
  documentsOverview,
  documentTypeLabel,
  permissionTypes,
  rightToWorkGaps,
} from './report-documents.ts';
import type { ReportWorker } from './report-rows.ts';

type W = ReportWorker;
type Column = ReportColumn<W>;
type Options = { width?: number; needs?: readonly ReportNeed[] };

const column =
  (kind: ReportCellKind) =>
  (key: string, header: string, value: Column['value'], options: Options = {}): Column => ({
    key,
    header,
    kind,
    value,
    ...options,
  });
const text = column('text');
const number = column('number');
const money = column('money');
const date = column('date');

/** A worker field under its label from the worker field table (the screens' words). */
type WorkerText = WorkerTextField & keyof W;
const field = (name: WorkerText, width?: number): Column =>
  text(name, workerFieldLabel(name), (w) => w[name] ?? null, width === undefined ? {} : { width });
const dateField = (name: WorkerText): Column =>
  date(name, workerFieldLabel(name), (w) => w[name] ?? null, { width: 12 });

const basisLabels: Record<string, string> = Object.fromEntries(wk1Mth1Bases.map((b) => [b.value, b.label]));
const documents = ['documents'] as const;
const pay = ['pay'] as const;
const record = ['record'] as const;

/** Who a row is about; every worker report starts with these. Status is the badge the screens show. */
export const workerIdentity: readonly Column[] = [
  number('workerId', 'Worker ID', (w) => w.id, { width: 10 }),
  text('firstName', 'First Name', (w) => w.firstName),
  text('lastName', 'Last Name', (w) => w.lastName),
  text('agency', 'Agency', (w) => w.agencyName ?? null, { width: 28 }),
  text('status', 'Status', (w) => workerBadge({ ...w, status: w.status as WorkerStatus }), { width: 10 }),
];

const personal: Column[] = [
  field('title', 7),
  dateField('dateOfBirth'),
  field('gender', 10),
  field('maritalStatus'),
  field('nationality'),
  field('email', 30),
  field('phone', 13),
  field('addressLine1', 25),
  field('addressLine2', 20),
  field('addressLine3', 20),
  field('city'),
  field('county'),
  field('postCode', 10),
  field('niNumber', 12),
  field('immigrationShareCode', 20),
];

const employment: Column[] = [
  field('employeeReference', 18),
  field('worksReference', 16),
  dateField('workStartDate'),
  text('payrollCompany', workerFieldLabel('payrollCompanyId'), (w) => w.payrollCompanyName ?? null, { width: 28 }),
  text('authorised', 'Authorised', (w) => yesNo(w.authorised)),
  number('completion', 'Completion %', (w) => w.completionPercentage),
  dateField('p45Date'),
];

const documentColumns: Column[] = [
  number('documentCount', 'Documents', (w, c) => documentsOverview(w.documents, c.today).count, { needs: documents }),
  text('documentTypes', 'Document Types', (w, c) => documentsOverview(w.documents, c.today).types, {
    needs: documents,
    width: 40,
  }),
  number('expiringDocuments', 'Expiring Documents', (w, c) => documentsOverview(w.documents, c.today).expiring, {
    needs: documents,
  }),
  date('nextExpiry', 'Next Expiry', (w, c) => documentsOverview(w.documents, c.today).nextExpiry, {
    needs: documents,
    width: 12,
  }),
];

const audit: Column[] = [
  text('addedVia', 'Added Via', (w) => w.addedVia),
  date('createdOn', 'Created', (w) => w.createdOn, { needs: record, width: 12 }),
  text('createdBy', 'Created By', (w) => w.createdByName ?? null, { needs: record, width: 20 }),
  date('updatedOn', 'Last Updated', (w) => w.updatedOn, { needs: record, width: 12 }),
  date('authorisedOn', 'Authorised Date', (w) => w.authorisedOn ?? null, { needs: record, width: 14 }),
  text('authorisedBy', 'Authorised By', (w) => w.authorisedByName ?? null, { needs: record, width: 20 }),
];

/** The worker's payroll settings (tax, NI, bank): a payroll record's worker carries these too. */
export const workerPayrollSettings: readonly Column[] = [
  field('taxCode', 10),
  field('niCategory', 11),
  text('wk1Mth1Basis', workerFieldLabel('wk1Mth1Basis'), (w) =>
    w.wk1Mth1Basis ? (basisLabels[w.wk1Mth1Basis] ?? w.wk1Mth1Basis) : null,
  ),
  field('paymentFrequency', 17),
  field('sortCode', 10),
  field('accountNumber', 15),
  field('accountName', 20),
  field('bacsReference', 18),
];

export const lastPayDate = date('lastPayDate', 'Last Pay Date', (w) => w.pay?.lastPayDate ?? null, {
  needs: pay,
  width: 12,
});
const payFigures: Column[] = [
  number('payments', 'Payments', (w) => w.pay?.payments ?? 0, { needs: pay }),
  money('totalGross', 'Total Gross Pay', (w) => w.pay?.grossPence ?? 0, { needs: pay }),
  lastPayDate,
];

const stateOf = (w: W, type: string, today: string) => documentState(currentDocument(w.documents, [type]), today);
/** Per required type (docs/domain.md): its state and the expiry of the document that counts. */
const requiredTypeColumns: Column[] = requiredDocumentTypes.flatMap((type) => [
  text(`state_${type}`, documentTypeLabel(type), (w, c) => stateOf(w, type, c.today), { needs: documents }),
  date(
    `expiry_${type}`,
    `${documentTypeLabel(type)} Expiry`,
    (w) => currentDocument(w.documents, [type])?.expiryDate ?? null,
    {
      needs: documents,
      width: 12,
    },
  ),
]);

export const complianceColumns: readonly Column[] = [
  text('compliant', 'Compliant', (w, c) => yesNo(complianceOverview(w.documents, c.today).overallCompliant), {
    needs: documents,
  }),
  text('missingDocuments', 'Missing Documents', (w, c) => complianceOverview(w.documents, c.today).missingLabels, {
    needs: documents,
    width: 30,
  }),
  ...requiredTypeColumns,
  number('expiredDocuments', 'Expired Documents', (w, c) => complianceOverview(w.documents, c.today).expiredCount, {
    needs: documents,
  }),
];

const rightToWorkDocument = (w: W) => currentDocument(w.documents, ['right_to_work']);
/** The right-to-work report's own columns: the document, its expiry and state, the share code and what is missing. */
export const rightToWorkColumns: readonly Column[] = [
  field('nationality'),
  field('immigrationShareCode', 20),
  text('rtwDocument', 'Right to Work Document', (w) => rightToWorkDocument(w)?.fileName ?? null, {
    needs: documents,
    width: 30,
  }),
  date('rtwUploaded', 'Right to Work Uploaded', (w) => rightToWorkDocument(w)?.uploadedOn ?? null, {
    needs: documents,
    width: 14,
  }),
  ...requiredTypeColumns.filter((c) => c.key.endsWith('_right_to_work')),
  requiredTypeColumns.find((c) => c.key === 'expiry_passport')!,
  date(
    'permissionExpiry',
    'Visa/BRP Expiry',
    (w) => currentDocument(w.documents, permissionTypes)?.expiryDate ?? null,
    {
      needs: documents,
      width: 14,
    },
  ),
  text('rightToWorkMissing', 'Missing', (w) => rightToWorkGaps(w, w.documents).join(', '), {
    needs: documents,
    width: 30,
  }),
];

/** The P45 report's own columns: what HMRC's P45 asks of the leaver, the payroll company's PAYE reference and the last payment. */
export const p45Columns: readonly Column[] = [
  date('p45Date', 'Leaving Date', (w) => w.p45Date ?? null, { width: 12 }),
  field('niNumber', 12),
  dateField('dateOfBirth'),
  field('taxCode', 10),
  workerPayrollSettings.find((c) => c.key === 'wk1Mth1Basis')!,
  employment.find((c) => c.key === 'payrollCompany')!,
  text('payeReference', 'PAYE Reference', (w) => w.payeReference ?? null, { width: 14 }),
  lastPayDate,
];

/** Pay and tax in the tax year of the leaving date (a P45's "total pay and tax to date in this employment"). */
export const p45PayColumns: readonly Column[] = [
  money('taxYearGross', 'Pay In Tax Year', (w) => w.pay?.taxYearGrossPence ?? 0, { needs: pay }),
  money('taxYearTax', 'Tax In Tax Year', (w) => w.pay?.taxYearTaxPence ?? 0, { needs: pay }),
];

/** What each include group adds to a worker report (docs/domain.md "Reports"). */
export const workerGroupColumns: Record<ReportFieldGroup, readonly Column[]> = {
  personal,
  employment,
  documents: documentColumns,
  audit,
  payroll: [...workerPayrollSettings, ...payFigures],
  compliance: complianceColumns,
};
