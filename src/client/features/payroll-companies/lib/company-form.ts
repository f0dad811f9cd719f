import type { PayrollCompany, UpdatePayrollCompanyBody } from '../../../../shared/api/payroll-companies.ts';

/** What the dialog's inputs hold: text, an empty box meaning none. */
export type PayrollCompanyForm = {
  name: string;
  email: string;
  payeReference: string;
  supplierName: string;
  internalReference: string;
};

export const companyFormFields = ['name', 'email', 'payeReference', 'supplierName', 'internalReference'] as const;

/** The dialog's starting values: a company's own, or empty boxes for a new one. */
export function companyFormOf(company: PayrollCompany | null): PayrollCompanyForm {
  return {
    name: company?.name ?? '',
    email: company?.email ?? '',
    payeReference: company?.payeReference ?? '',
    supplierName: company?.supplierName ?? '',
    internalReference: company?.internalReference ?? '',
  };
}

/**
 * An edit sends only the fields the user changed (a PATCH keeps the rest), so two people editing
 * different fields of one company do not undo each other. Empty when nothing changed.
 */
export function changedFields(
  values: UpdatePayrollCompanyBody,
  dirty: Partial<Record<keyof PayrollCompanyForm, boolean | undefined>>,
): UpdatePayrollCompanyBody {
  return Object.fromEntries(companyFormFields.filter((field) => dirty[field]).map((field) => [field, values[field]]));
}
