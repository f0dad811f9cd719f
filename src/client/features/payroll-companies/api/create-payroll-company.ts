import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  payrollCompany,
  payrollCompanyPaths,
  type CreatePayrollCompanyBody,
  type PayrollCompany,
} from '../../../../shared/api/payroll-companies.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { payrollCompanyKeys } from './payroll-company-keys.ts';

export function createPayrollCompany(body: CreatePayrollCompanyBody): Promise<PayrollCompany> {
  return api.post(payrollCompanyPaths.list.build(), payrollCompany, body);
}

export function useCreatePayrollCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayrollCompany,
    onSuccess: async () => {
      toast({ title: 'Payroll company created successfully' });
      await queryClient.invalidateQueries({ queryKey: payrollCompanyKeys.all });
    },
    onError: (error) =>
      toast({
        title: 'Failed to create payroll company',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
