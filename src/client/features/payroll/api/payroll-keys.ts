/** One page of payroll records as the screen asks for it (payrollRecordsQuery, with page). */
export type PayrollRecordParams = {
  page: number;
  pageSize: number;
  weekEnding?: string;
  from?: string;
  to?: string;
  agencyId?: number;
  payrollCompanyId?: number;
  q?: string;
};

/**
 * Query keys of the payroll feature, all under ['payroll']: the summary cards, the recent uploads
 * and the record pages. An upload changes all three, so it invalidates ['payroll'].
 */
export const payrollKeys = {
  all: ['payroll'] as const,
  summary: () => ['payroll', 'summary'] as const,
  batches: () => ['payroll', 'batches'] as const,
  records: (params: PayrollRecordParams) => ['payroll', 'records', params] as const,
};
