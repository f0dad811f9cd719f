import type { ReportFieldGroup } from '../../api/reports.ts';
import { through, yesNo, type ReportColumn } from './report-cells.ts';
import type { ReportPayrollRecord, ReportWorker } from './report-rows.ts';
import { workerGroupColumns, workerIdentity, workerPayrollSettings } from './worker-columns.ts';

type R = ReportPayrollRecord;
type Column = ReportColumn<R>;

/** A worker column on a payroll record's worker; the worker's other fields are read only when it needs them. */
const ofWorker = (column: ReportColumn<ReportWorker>, basic = false): Column => {
  const adapted = through<R, ReportWorker>(column, (r) => r.worker);
  return basic ? adapted : { ...adapted, needs: [...(column.needs ?? []), 'workerDetails'] };
};
const identity = (key: string) =>
  ofWorker(
    workerIdentity.find((c) => c.key === key)!,
    true,
  );
const money = (key: string, header: string, value: (r: R) => number, needs?: Column['needs']): Column => ({
  key,
  header,
  kind: 'money',
  ...(needs ? { needs } : {}),
  value,
});
const upload = ['upload'] as const;
const extras = ['recordExtras'] as const;

/**
 * One row per payroll record. The first seven columns are the payroll upload's own (docs/domain.md,
 * Reports), so a payroll report can be uploaded again; agency and payroll company are the record's, as
 * the payroll figures count them (docs/domain.md "Payroll").
 */
export const payrollBase: readonly Column[] = [
  { key: 'niNumber', header: 'NI Number', kind: 'text', width: 12, value: (r) => r.niNumber },
  { key: 'payDate', header: 'Pay Date', kind: 'date', width: 12, value: (r) => r.payDate },
  money('grossPay', 'Gross Pay', (r) => r.grossPence),
  money('tax', 'Tax', (r) => r.taxPence),
  money('ni', 'NI', (r) => r.niPence),
  money('pension', 'Pension', (r) => r.pensionPence),
  money('netPay', 'Net Pay', (r) => r.netPence),
  { key: 'weekEnding', header: 'Week Ending', kind: 'date', width: 12, value: (r) => r.weekEnding },
  identity('workerId'),
  identity('firstName'),
  identity('lastName'),
  { key: 'agency', header: 'Agency', kind: 'text', width: 28, value: (r) => r.agencyName ?? null },
];

/** Net pay off from gross - tax - NI - pension by more than 1p: the upload's warning (docs/domain.md). */
export const netPayDiffers = (r: Pick<R, 'grossPence' | 'taxPence' | 'niPence' | 'pensionPence' | 'netPence'>) =>
  Math.abs(r.grossPence - r.taxPence - r.niPence - r.pensionPence - r.netPence) > 1;

/** What each include group adds to the payroll report. */
export const payrollGroupColumns: Record<ReportFieldGroup, readonly Column[]> = {
  personal: workerGroupColumns.personal.map((c) => ofWorker(c)),
  employment: [
    {
      key: 'payrollCompany',
      header: 'Payroll Company',
      kind: 'text',
      width: 28,
      needs: extras,
      value: (r) => r.payrollCompanyName,
    },
    identity('status'),
    ...workerGroupColumns.employment.map((c) => ofWorker(c)),
  ],
  // A payroll record holds no documents; the worker's are in the compliance report.
  documents: [],
  audit: [
    { key: 'recordId', header: 'Record ID', kind: 'number', needs: extras, value: (r) => r.id },
    { key: 'uploadedOn', header: 'Uploaded', kind: 'date', width: 12, needs: upload, value: (r) => r.uploadedOn },
    {
      key: 'uploadedBy',
      header: 'Uploaded By',
      kind: 'text',
      width: 20,
      needs: upload,
      value: (r) => r.uploadedByName,
    },
    {
      key: 'uploadFile',
      header: 'Upload File',
      kind: 'text',
      width: 24,
      needs: upload,
      value: (r) => r.uploadFileName,
    },
  ],
  payroll: [money('fee', 'Agency Fee', (r) => r.feePence, extras), ...workerPayrollSettings.map((c) => ofWorker(c))],
  compliance: [
    { key: 'workerAuthorised', header: 'Worker Authorised', kind: 'text', value: (r) => yesNo(r.worker.authorised) },
    {
      key: 'paidAfterLeaving',
      header: 'Paid After Leaving',
      kind: 'text',
      value: (r) => yesNo(r.worker.p45Date !== null && r.payDate > r.worker.p45Date),
    },
    { key: 'netPayDiffers', header: 'Net Pay Differs', kind: 'text', value: (r) => yesNo(netPayDiffers(r)) },
  ],
};
