import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { payrollCompany, payrollCompanyPaths, type PayrollCompany } from '../../../../shared/api/payroll-companies.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { payrollCompanyKeys } from './payroll-company-keys.ts';

/** GET /api/payroll-companies: every company by name, its worker count under _count.workers. */
export function getPayrollCompanies(): Promise<PayrollCompany[]> {
  return api.get(payrollCompanyPaths.list.build(), z.array(payrollCompany));
}

/**
 * Worker counts move as workers are added or moved on other screens (and by other users), so the
 * list is fetched again each time the tab opens rather than kept fresh for the session.
 */
export const payrollCompaniesQueryOptions = () =>
  queryOptions({ queryKey: payrollCompanyKeys.list(), queryFn: getPayrollCompanies, staleTime: 0 });

/** A failed fetch says so in the spec's toast (docs/domain.md) as well as in the tab. */
export function usePayrollCompanies() {
  return useQuery({
    ...payrollCompaniesQueryOptions(),
    queryFn: () =>
      getPayrollCompanies().catch((error: unknown) => {
        toast({
          title: 'Failed to fetch payroll companies',
          description: messageOf(error, 'Please try again.'),
          variant: 'destructive',
        });
        throw error;
      }),
  });
}
