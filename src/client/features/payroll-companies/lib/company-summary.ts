import type { PayrollCompany } from '../../../../shared/api/payroll-companies.ts';
import { todayInLondon } from '../../../../shared/domain/en-gb-dates.ts';

export type PayrollCompanySummary = {
  total: number;
  withWorkers: number;
  withoutWorkers: number;
  addedThisMonth: number;
};

type Counted = Pick<PayrollCompany, 'createdAt' | '_count'>;

/** YYYY-MM of an instant in Europe/London (docs/domain.md: months are London's). */
const londonMonthOf = (at: Date) => todayInLondon(at).slice(0, 7);

/**
 * The four cards of Payroll Company Management (docs/domain.md) over the companies shown:
 * Total, With Workers (at least one worker paid through it), Without Workers, and Added This Month
 * (created in the current calendar month in London, so 23:30 on 31 March UTC in summer is April).
 */
export function summarisePayrollCompanies(
  companies: readonly Counted[],
  now: Date = new Date(),
): PayrollCompanySummary {
  const thisMonth = londonMonthOf(now);
  let withWorkers = 0;
  let addedThisMonth = 0;
  for (const company of companies) {
    if (company._count.workers > 0) withWorkers += 1;
    const created = new Date(company.createdAt);
    if (!Number.isNaN(created.getTime()) && londonMonthOf(created) === thisMonth) addedThisMonth += 1;
  }
  return { total: companies.length, withWorkers, withoutWorkers: companies.length - withWorkers, addedThisMonth };
}
