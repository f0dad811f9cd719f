import { queryOptions, useQuery } from '@tanstack/react-query';
import { payrollPaths, payrollSummary } from '../../../../shared/api/payroll.ts';
import { api } from '../../../lib/api-client.ts';
import { payrollKeys } from './payroll-keys.ts';

/** GET /api/payroll-records/summary: This Week, This Month, Total Workers, Avg Weekly Pay (docs/domain.md "Payroll"). */
export const getPayrollSummary = () => api.get(payrollPaths.summary.build(), payrollSummary);

export const payrollSummaryQueryOptions = () =>
  queryOptions({ queryKey: payrollKeys.summary(), queryFn: getPayrollSummary });

export const usePayrollSummary = () => useQuery(payrollSummaryQueryOptions());
