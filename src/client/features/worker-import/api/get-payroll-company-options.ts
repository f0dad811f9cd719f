import { queryOptions, useQuery } from '@tanstack/react-query';
import { toOptions } from '../../../lib/agency-options.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/payroll-companies, as choices for the Agency step. Keyed as the workers feature keys
 * its own copy (['payroll-companies', 'options']), so both read one cache entry and the payroll
 * companies' invalidation refreshes both.
 */
export function getPayrollCompanies(): Promise<{ id: number; name: string }[]> {
  return api.get<{ id: number; name: string }[]>('/api/payroll-companies');
}

export const payrollCompanyOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['payroll-companies', 'options'] as const,
    queryFn: getPayrollCompanies,
    select: toOptions,
  });

export function usePayrollCompanyOptions() {
  return useQuery(payrollCompanyOptionsQueryOptions());
}
