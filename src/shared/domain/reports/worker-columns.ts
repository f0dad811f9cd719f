import { byPosition, fieldsIn, workerFieldLabel, workerFieldTable, writtenValue } from '../worker-field-table.ts';
import type { ReportFieldGroupOfWorker, WorkerField, WorkerTextField } from '../worker-field-kinds.ts';
import { workerBadge, type WorkerStatus } from '../worker-status.ts';
import { requiredDocumentTypes } from '../worker-documents.ts';
import type { ReportFieldGroup } from '../../api/reports.ts';
import { rtwMethodLabel, rtwStatusText, standingOn } from '../right-to-work.ts';
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

type WorkerText = WorkerTextField & keyof W;
/** A worker field under its label from the worker field table (the screens' words), its choices written as the table says. */
const fieldColumn = (name: WorkerField, width?: number): Column => {
  const options = width === undefined ? {} : { width };
  if (name === 'payrollCompanyId')
    return text('payrollCompany', workerFieldLabel(name), (w) => w.payrollCompanyName ?? null, options);
  if (name === 'agencyId') return text('agency', workerFieldLabel(name), (w) => w.agencyName ?? null, options);
  const read = (w: W) => writtenValue(name, w[name as WorkerText] ?? null);
  return (workerFieldTable[name].isDate ? date : text)(name, workerFieldLabel(name), read, options);
};

/** The worker fields an include group adds, at their positions, and the group's own columns among them. */
const groupColumns = (group: ReportFieldGroupOfWorker, own: { at: number; column: Column }[] = []): Column[] =>
  byPosition([
    ...fieldsIn('report')
      .filter((f) => f.group === group)
      .map((f) => ({ at: f.at, column: fieldColumn(f.field, f.width) })),
    ...own,
  ]).map((placed) => placed.column);

/** A field's column as its include group has it, for a report that shows it among its own columns. */
const field = (name: WorkerField): Column => fieldColumn(name, workerFieldTable[name].report?.width);

const documents = ['documents'] as const;
const pay = ['pay'] as const;
const record = ['record'] as const;
const rtwCheck = ['rtwCheck'] as const;

/** Who a row is about; every worker report starts with these. Status is the badge the screens show. */
export const workerIdentity: readonly Column[] = [
  number('workerId', 'Worker ID', (w) => w.id, { width: 10 }),
  text('firstName', 'First Name', (w) => w.firstName),
  text('lastName', 'Last Name', (w) => w.lastName),
  text('agency', 'Agency', (w) => w.agencyName ?? null, { width: 28 }),
  text('status', 'Status', (w) => workerBadge({ ...w, status: w.status as WorkerStatus }), { width: 10 }),
];

const personal = groupColumns('personal');

const employment = groupColumns('employment', [
  { at: 5, column: text('authorised', 'Authorised', (w) => yesNo(w.authorised)) },
  { at: 6, column: number('completion', 'Completion %', (w) => w.completionPercentage) },
]);

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
export const workerPayrollSettings: readonly Column[] = groupColumns('payroll');

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

/** The standing on the report's day from the worker row's kept inputs, as the screens compute it. */
const standingOf = (w: W, today: string) =>
  standingOn({ checked: w.rtwChecked, followUpDate: w.rtwFollowUpDate, reviewNeeded: w.rtwReviewNeeded }, today);

/**
 * The latest passing right-to-work check (docs/domain.md "Right-to-work checks"): how it was made
 * ('Unknown (...)' for one derived from a document), when, by whom, the follow-up date it gives and
 * the standing today in the screens' words. Empty but the status for a worker without one.
 */
export const rtwCheckColumns: readonly Column[] = [
  text('rtwMethod', 'Check Method', (w) => (w.rtwCheck ? rtwMethodLabel(w.rtwCheck.method) : null), {
    needs: rtwCheck,
    width: 40,
  }),
  date('rtwCheckDate', 'Check Date', (w) => w.rtwCheck?.checkDate ?? null, { needs: rtwCheck, width: 12 }),
  text('rtwCheckedBy', 'Checked By', (w) => w.rtwCheck?.checkedByName ?? null, { needs: rtwCheck, width: 20 }),
  date('rtwFollowUpDate', 'Follow-up Date', (w) => (w.rtwChecked ? w.rtwFollowUpDate : null), { width: 12 }),
  text(
    'rtwStatus',
    'Check Status',
    (w, c) => {
      const standing = standingOf(w, c.today);
      return rtwStatusText({ rtwStatus: standing.status, rtwFollowUpDate: standing.followUpDate });
    },
    { width: 28 },
  ),
];

const rightToWorkDocument = (w: W) => currentDocument(w.documents, ['right_to_work']);
/** The right-to-work report's own columns: the document, its expiry and state, the share code and what is missing. */
export const rightToWorkColumns: readonly Column[] = [
  field('nationality'),
  field('immigrationShareCode'),
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
  field('niNumber'),
  field('dateOfBirth'),
  field('taxCode'),
  field('wk1Mth1Basis'),
  field('payrollCompanyId'),
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
