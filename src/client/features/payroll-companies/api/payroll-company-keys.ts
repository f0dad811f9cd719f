/**
 * Query keys of the payroll companies feature, all under ['payroll-companies'], beside the worker
 * forms' and filters' options (['payroll-companies', 'options'], src/client/lib). A create, edit or
 * delete invalidates ['payroll-companies'], so the options everywhere follow the change.
 */
export const payrollCompanyKeys = {
  all: ['payroll-companies'] as const,
  list: () => ['payroll-companies', 'list'] as const,
};
