import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { payrollPaths, payrollRecordPage } from '../../../../shared/api/payroll.ts';
import { api, withQuery } from '../../../lib/api-client.ts';
import { payrollKeys, type PayrollRecordParams } from './payroll-keys.ts';

/** GET /api/payroll-records with page: one page, filtered by the server (docs/domain.md "Payroll"). */
export const getPayrollRecordPage = (params: PayrollRecordParams) =>
  api.get(withQuery(payrollPaths.list.build(), params), payrollRecordPage);

export const payrollRecordPageQueryOptions = (params: PayrollRecordParams) =>
  queryOptions({
    queryKey: payrollKeys.records(params),
    queryFn: () => getPayrollRecordPage(params),
    // The last page stays on screen while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export const usePayrollRecordPage = (params: PayrollRecordParams) => useQuery(payrollRecordPageQueryOptions(params));
