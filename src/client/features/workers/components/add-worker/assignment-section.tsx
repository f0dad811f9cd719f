import { SimpleGrid } from '@mantine/core';
import { useAgencyOptions } from '../../../../lib/agency-options.ts';
import { usePayrollCompanyOptions } from '../../../../lib/payroll-company-options.ts';
import { FormIdSelectField, type AddWorkerControl } from './form-fields.tsx';

/** Agency & Payroll Assignment. */
export function AssignmentSection({ control }: { control: AddWorkerControl }) {
  const agencies = useAgencyOptions();
  const payrollCompanies = usePayrollCompanyOptions();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <FormIdSelectField
        control={control}
        name="agencyId"
        data={agencies.data ?? []}
        nothingFoundMessage={agencies.isError ? 'Could not load agencies' : 'No agencies found'}
      />
      <FormIdSelectField
        control={control}
        name="payrollCompanyId"
        data={payrollCompanies.data ?? []}
        nothingFoundMessage={
          payrollCompanies.isError ? 'Could not load payroll companies' : 'No payroll companies found'
        }
      />
    </SimpleGrid>
  );
}
