import { reportFieldGroups, type ReportFieldGroup, type ReportType } from '../../api/reports.ts';
import { agencyBase, agencyGroupColumns } from './agency-columns.ts';
import { uniqueColumns, type ReportColumn, type ReportNeed } from './report-cells.ts';
import { payrollBase, payrollGroupColumns } from './payroll-columns.ts';
import type { ReportAgency, ReportPayrollRecord, ReportWorker } from './report-rows.ts';
import {
  complianceColumns,
  p45Columns,
  p45PayColumns,
  rightToWorkColumns,
  rtwCheckColumns,
  workerGroupColumns,
  workerIdentity,
} from './worker-columns.ts';

type WorkerColumns = readonly ReportColumn<ReportWorker>[];
type GroupColumns<Row> = Record<ReportFieldGroup, readonly ReportColumn<Row>[]>;

const pick = (group: ReportFieldGroup, ...keys: string[]): WorkerColumns =>
  keys.map((key) => workerGroupColumns[group].find((c) => c.key === key)!);

/** Each worker report: its own columns after who the row is about, then what the include groups add. */
const workerReports: Record<
  'workers' | 'compliance' | 'rtw' | 'p45',
  { base: WorkerColumns; groups: GroupColumns<ReportWorker> }
> = {
  workers: {
    base: [...workerIdentity, ...pick('employment', 'authorised', 'completion', 'workStartDate')],
    groups: workerGroupColumns,
  },
  compliance: {
    base: [...workerIdentity, ...complianceColumns, ...pick('documents', 'expiringDocuments', 'nextExpiry')],
    groups: workerGroupColumns,
  },
  rtw: { base: [...workerIdentity, ...rtwCheckColumns, ...rightToWorkColumns], groups: workerGroupColumns },
  p45: {
    base: [...workerIdentity, ...p45Columns],
    groups: { ...workerGroupColumns, payroll: [...p45PayColumns, ...workerGroupColumns.payroll] },
  },
};

/** The include groups asked for, each once, in the order of the screen's checkboxes. */
export const orderedGroups = (fields: readonly ReportFieldGroup[] = []): ReportFieldGroup[] =>
  reportFieldGroups.filter((g) => fields.includes(g));

function layout<Row>(
  base: readonly ReportColumn<Row>[],
  groups: GroupColumns<Row>,
  fields: readonly ReportFieldGroup[],
) {
  return uniqueColumns([...base, ...orderedGroups(fields).flatMap((g) => groups[g])]);
}

/** The columns of a report: which rows it reads (workers, payroll records or agencies) and their columns. */
export type ReportLayout =
  | { rows: 'workers'; columns: ReportColumn<ReportWorker>[] }
  | { rows: 'payroll'; columns: ReportColumn<ReportPayrollRecord>[] }
  | { rows: 'agencies'; columns: ReportColumn<ReportAgency>[] };

export function reportLayout(type: ReportType, fields: readonly ReportFieldGroup[] = []): ReportLayout {
  if (type === 'payroll') return { rows: 'payroll', columns: layout(payrollBase, payrollGroupColumns, fields) };
  if (type === 'agencies') return { rows: 'agencies', columns: layout(agencyBase, agencyGroupColumns, fields) };
  const report = workerReports[type];
  return { rows: 'workers', columns: layout(report.base, report.groups, fields) };
}

/** What the repository must read for these columns beyond each row's own fields. */
export function reportNeeds(columns: readonly { needs?: readonly ReportNeed[] }[]): Set<ReportNeed> {
  return new Set(columns.flatMap((c) => c.needs ?? []));
}
