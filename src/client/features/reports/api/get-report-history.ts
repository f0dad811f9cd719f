import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportHistoryAnswer, reportPaths } from '../../../../shared/api/reports.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { reportKeys, type ReportHistoryParams } from './report-keys.ts';

/** GET /api/reports/history?page&pageSize: the user's own reports (admins see all), newest first. */
export const getReportHistory = (params: ReportHistoryParams) =>
  api.get(withQuery(reportPaths.history.build(), params), reportHistoryAnswer);

export const reportHistoryQueryOptions = (params: ReportHistoryParams) =>
  queryOptions({
    queryKey: reportKeys.historyPage(params),
    queryFn: () => getReportHistory(params),
    placeholderData: keepPreviousData,
  });

export const useReportHistory = (params: ReportHistoryParams) => useQuery(reportHistoryQueryOptions(params));
