import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Option } from './get-agency-options.ts';

/** GET /api/payroll-companies, as choices for the Add New Worker form. */
export function getPayrollCompanies(): Promise<{ id: number; name: string }[]> {
  return api.get<{ id: number; name: string }[]>('/api/payroll-companies');
}

export const payrollCompanyOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['payroll-companies', 'options'] as const,
    queryFn: getPayrollCompanies,
    select: (companies): Option[] => companies.map((c) => ({ value: c.id, label: c.name })).sort((a, b) => a.label.localeCompare(b.label, 'en-GB')),
  });

export function usePayrollCompanyOptions() {
  return useQuery(payrollCompanyOptionsQueryOptions());
}
