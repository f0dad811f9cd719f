import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '../../../../shared/api/common.ts';
import { payrollCompanyPaths } from '../../../../shared/api/payroll-companies.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { payrollCompanyKeys } from './payroll-company-keys.ts';

export function deletePayrollCompany(id: number): Promise<{ message: string }> {
  return api.delete(payrollCompanyPaths.one.build({ id }), messageAnswer);
}

/**
 * A company that workers are still paid through is refused (409, docs/domain.md "Payroll
 * companies"); the toast carries the server's reason.
 */
export function useDeletePayrollCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePayrollCompany,
    onSuccess: async () => {
      toast({ title: 'Payroll company deleted successfully' });
      await queryClient.invalidateQueries({ queryKey: payrollCompanyKeys.all });
    },
    onError: (error) =>
      toast({
        title: 'Failed to delete payroll company',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
