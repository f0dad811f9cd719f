import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** The agency register (docs/domain.md, Agencies). Name is stored upper-cased and unique. */
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
    timesheetSubmission: text('timesheet_submission').default('Monday-Friday'),
    commercialNotes: text('commercial_notes'),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    /** What the list's search matches (docs/domain.md, Agencies): name, contact and city, lower case, one trigram index. */
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || contact_name || ' ' || city)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('agencies_name_unique').on(t.name),
    index('agencies_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    // The list's search over contact and city (docs/domain.md, Agencies), its status filter, and the
    // alphabetical pages of the active and archived lists.
    index('agencies_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The id rides in each so a page's ids come from the index alone, however deep (docs/domain.md, "Paged lists").
    index('agencies_active_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.archivedAt} is null`),
    index('agencies_archived_name_idx')
      .on(t.name, t.id)
      .where(sql`${t.archivedAt} is not null`),
    index('agencies_active_status_name_idx')
      .on(t.status, t.name, t.id)
      .where(sql`${t.archivedAt} is null`),
  ],
);

/**
 * How many agencies are in each (archived, status) state, kept by statement triggers on agencies
 * (migration agency_list_counts) in the same transaction as every change: the list's total without
 * a search is a few rows, not a count of every agency.
 */
export const agencyListCounts = pgTable(
  'agency_list_counts',
  {
    archived: boolean('archived').notNull(),
    status: text('status').notNull(),
    agencies: integer('agencies').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.archived, t.status] })],
);

/** Contact people of an agency (docs/domain.md, Agencies); at most one primary, enforced by a partial unique index. */
export const agencyContacts = pgTable(
  'agency_contacts',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    position: text('position'),
    department: text('department'),
    notes: text('notes'),
    isPrimary: boolean('is_primary').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index('agency_contacts_agency_idx').on(t.agencyId, t.name),
    uniqueIndex('agency_contacts_one_primary')
      .on(t.agencyId)
      .where(sql`${t.isPrimary}`),
  ],
);
