/** One page of Recent Reports as the screen asks for it (reportHistoryQuery). */
export type ReportHistoryParams = { page: number; pageSize: number };

/**
 * Query keys of the reports feature, all under ['reports']. Generating a report adds a Recent
 * Reports entry, so it invalidates ['reports', 'history'] (every page of it).
 */
export const reportKeys = {
  all: ['reports'] as const,
  history: () => ['reports', 'history'] as const,
  historyPage: (params: ReportHistoryParams) => ['reports', 'history', params] as const,
};
