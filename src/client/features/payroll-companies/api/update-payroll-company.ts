import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  payrollCompany,
  payrollCompanyPaths,
  type PayrollCompany,
  type UpdatePayrollCompanyBody,
} from '../../../../shared/api/payroll-companies.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { payrollCompanyKeys } from './payroll-company-keys.ts';

export type UpdatePayrollCompanyInput = { id: number; body: UpdatePayrollCompanyBody };

export function updatePayrollCompany({ id, body }: UpdatePayrollCompanyInput): Promise<PayrollCompany> {
  return api.patch(payrollCompanyPaths.one.build({ id }), payrollCompany, body);
}

/** A renamed company changes the options of the worker forms and filters too (same key prefix). */
export function useUpdatePayrollCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePayrollCompany,
    onSuccess: async () => {
      toast({ title: 'Payroll company updated successfully' });
      await queryClient.invalidateQueries({ queryKey: payrollCompanyKeys.all });
    },
    onError: (error) =>
      toast({
        title: 'Failed to update payroll company',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
