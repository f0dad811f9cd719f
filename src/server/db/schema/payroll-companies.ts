import { sql } from 'drizzle-orm';
import { pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Payroll companies: the companies workers are paid through (docs/domain.md). */
export const payrollCompanies = pgTable(
  'payroll_companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    payeReference: text('paye_reference'),
    supplierName: text('supplier_name'),
    internalReference: text('internal_reference'),
    ...timestamps,
  },
  (t) => [uniqueIndex('payroll_companies_name_unique').on(sql`lower(${t.name})`)],
);
