import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { payrollCompany, payrollCompanyPaths } from '../../shared/api/payroll-companies.ts';
import { toOptions } from './agency-options.ts';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/payroll-companies, as choices (worker forms, the import's Agency step, payroll and dashboard filters). */
export function getPayrollCompanies(): Promise<{ id: number; name: string }[]> {
  return api.get(payrollCompanyPaths.list.build(), z.array(payrollCompany.pick({ id: true, name: true })));
}

export const payrollCompanyOptionsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.payrollCompanyOptions, queryFn: getPayrollCompanies, select: toOptions });

export function usePayrollCompanyOptions() {
  return useQuery(payrollCompanyOptionsQueryOptions());
}
