import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** The agency register (spec part 2 section 3.1). Name is stored upper-cased and unique. */
export const agencies = pgTable(
  'agencies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    status: text('status').notNull().default('active'),
    businessType: text('business_type'),
    industryType: text('industry_type'),
    trustScore: integer('trust_score').notNull().default(0),
    address: text('address'),
    city: text('city').notNull(),
    postalCode: text('postal_code').notNull(),
    contactName: text('contact_name').notNull(),
    contactEmail: text('contact_email'),
    contactPhone: text('contact_phone'),
    companyNumber: text('company_number'),
    vatNumber: text('vat_number'),
    notes: text('notes'),
    accountManager: text('account_manager'),
    /** Fee per worker per pay week, integer pence. */
    feePence: integer('fee_pence'),
    invoiceFrequency: text('invoice_frequency'),
    paymentTerms: text('payment_terms'),
    timesheetSubmission: text('timesheet_submission'),
    commercialNotes: text('commercial_notes'),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('agencies_name_unique').on(t.name),
    index('agencies_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
