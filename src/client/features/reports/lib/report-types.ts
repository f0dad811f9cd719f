import type { ReportFieldGroup, ReportFormat, ReportStatus, ReportType } from '../../../../shared/api/reports.ts';

/**
 * What each report card says (docs/domain.md name the types, not their wording; the
 * labels and descriptions are ours: docs/domain.md "Reports screen"). Which day each type's dates
 * filter: `reportDateTargets` (src/shared/domain/reports/report-filters.ts).
 */
export const reportTypeInfo: Record<ReportType, { label: string; description: string }> = {
  workers: {
    label: 'Workers Report',
    description: 'Every worker with status, agency and the details you include.',
  },
  agencies: {
    label: 'Agencies Report',
    description: 'Agencies with status, trust score and contacts.',
  },
  payroll: {
    label: 'Payroll Report',
    description: 'Payroll records: gross pay, tax, NI, pension and net pay.',
  },
  compliance: {
    label: 'Compliance Report',
    description: "Workers' documents and compliance, with expiry dates.",
  },
  rtw: {
    label: 'Right to Work Report',
    description: 'Right to work checks and the documents that prove them.',
  },
  p45: {
    label: 'P45 Report',
    description: 'Workers who have left, with their P45 dates.',
  },
};

/** The status filter's choices (docs/domain.md), labelled as statuses are everywhere. */
export const reportStatusLabels: Record<ReportStatus, string> = {
  all: 'All',
  active: 'Active',
  on_hold: 'On Hold',
  left: 'Left',
  pending: 'Pending',
};

/** The include-field checkboxes (docs/domain.md). */
export const reportFieldLabels: Record<ReportFieldGroup, string> = {
  personal: 'Personal details',
  employment: 'Employment details',
  documents: 'Documents',
  audit: 'Audit information',
  payroll: 'Payroll details',
  compliance: 'Compliance status',
};

export const reportFormatLabels: Record<ReportFormat, string> = { csv: 'CSV', xlsx: 'Excel' };
