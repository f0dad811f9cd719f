import type { PayrollCompany } from '../../../../shared/api/payroll-companies.ts';

type Searchable = Pick<PayrollCompany, 'name' | 'email' | 'payeReference' | 'supplierName'>;

/**
 * The search box of Payroll Company Management (docs/domain.md): a company matches when its name,
 * e-mail, PAYE reference or supplier name contains the text, ignoring case and the spaces around it.
 * The list is the whole (small) set of companies, so it is searched in the browser.
 */
export function matchesCompanySearch(company: Searchable, q: string): boolean {
  const needle = q.trim().toLocaleLowerCase('en-GB');
  if (!needle) return true;
  return [company.name, company.email, company.payeReference, company.supplierName].some(
    (value) => value?.toLocaleLowerCase('en-GB').includes(needle) ?? false,
  );
}

export function searchCompanies<T extends Searchable>(companies: readonly T[], q: string): T[] {
  return companies.filter((company) => matchesCompanySearch(company, q));
}
