import { sql, type SQL } from 'drizzle-orm';

/** Conditions joined by and; none is true. */
export const and = (conditions: (SQL | undefined)[]): SQL => {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
};

/** Dates, agency and payroll company: the filters the kept daily totals (alias t) can answer. */
export type TotalsFilter = {
  from?: string | undefined;
  to?: string | undefined;
  agencyId?: number | undefined;
  payrollCompanyId?: number | undefined;
};

export function totalsConditions(filter: TotalsFilter): SQL {
  return and([
    filter.from ? sql`t.pay_date >= ${filter.from}::date` : undefined,
    filter.to ? sql`t.pay_date <= ${filter.to}::date` : undefined,
    filter.agencyId ? sql`t.agency_id = ${filter.agencyId}` : undefined,
    filter.payrollCompanyId ? sql`t.payroll_company_id = ${filter.payrollCompanyId}` : undefined,
  ]);
}
