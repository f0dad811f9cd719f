import { useAgencyOptions } from '../../../../lib/agency-options.ts';
import { usePayrollCompanyOptions } from '../../../../lib/payroll-company-options.ts';
import { FormIdSelectField, type AddWorkerControl } from './form-fields.tsx';

/** The agency the worker is assigned to, chosen from the active agencies. */
export function AgencyField({ control }: { control: AddWorkerControl }) {
  const agencies = useAgencyOptions();
  return (
    <FormIdSelectField
      control={control}
      name="agencyId"
      data={agencies.data ?? []}
      nothingFoundMessage={agencies.isError ? 'Could not load agencies' : 'No agencies found'}
    />
  );
}

/** The payroll company that pays the worker. */
export function PayrollCompanyField({ control }: { control: AddWorkerControl }) {
  const payrollCompanies = usePayrollCompanyOptions();
  return (
    <FormIdSelectField
      control={control}
      name="payrollCompanyId"
      data={payrollCompanies.data ?? []}
      nothingFoundMessage={payrollCompanies.isError ? 'Could not load payroll companies' : 'No payroll companies found'}
    />
  );
}
