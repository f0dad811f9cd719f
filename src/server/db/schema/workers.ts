import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { timestamps } from './columns.ts';
import { payrollCompanies } from './payroll-companies.ts';
import { users } from './users.ts';

/** Workers (docs/domain.md). Dates without time are DATE; completion and status are computed by the server. */
export const workers = pgTable(
  'workers',
  {
    id: serial('id').primaryKey(),
    title: text('title'),
    initial: text('initial'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender'),
    maritalStatus: text('marital_status'),
    nationality: text('nationality'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    email: text('email'),
    phone: text('phone'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    city: text('city'),
    county: text('county'),
    postCode: text('post_code'),
    accountName: text('account_name'),
    sortCode: text('sort_code'),
    accountNumber: text('account_number'),
    bacsReference: text('bacs_reference'),
    niNumber: text('ni_number'),
    immigrationShareCode: text('immigration_share_code'),
    employeeReference: text('employee_reference'),
    worksReference: text('works_reference'),
    workStartDate: date('work_start_date', { mode: 'string' }),
    paymentFrequency: text('payment_frequency'),
    niCategory: text('ni_category'),
    taxCode: text('tax_code'),
    wk1Mth1Basis: text('wk1_mth1_basis'),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'restrict' }),
    payrollCompanyId: integer('payroll_company_id').references(() => payrollCompanies.id, { onDelete: 'set null' }),
    completionPercentage: integer('completion_percentage').notNull().default(0),
    /** completion = 100: the list's status filter (docs/domain.md) as an equality the tab indexes serve. */
    complete: boolean('complete').generatedAlwaysAs(sql`completion_percentage = 100`),
    authorised: boolean('authorised').notNull().default(false),
    authorisedAt: timestamp('authorised_at', { withTimezone: true, mode: 'date' }),
    authorisedBy: integer('authorised_by').references(() => users.id, { onDelete: 'set null' }),
    addedVia: text('added_via').notNull().default('manual'),
    status: text('status').notNull().default('pending'),
    p45Date: date('p45_date', { mode: 'string' }),
    notes: text('notes'),
    /**
     * Until when the worker is compliant (docs/domain.md): the earliest document expiry once
     * passport, right_to_work and national_insurance are all held ('infinity' when none expires),
     * '-infinity' while one is missing. Kept by a statement trigger on worker_documents (migration
     * worker_compliance), so the dashboard's compliance is a count with compliant_until >= today.
     */
    compliantUntil: date('compliant_until', { mode: 'string' })
      .notNull()
      .default(sql`'-infinity'`),
    /**
     * The right-to-work standing's inputs (docs/domain.md, "Right-to-work checks"): whether a passing
     * check exists and the follow-up date of the latest one (null: continuous). Rewritten with each
     * check, in its transaction, under the worker's row lock. rtw_review_needed: the latest passing
     * check was derived from a Right to Work document held before checks were kept (migration 0035).
     */
    rtwChecked: boolean('rtw_checked').notNull().default(false),
    rtwFollowUpDate: date('rtw_follow_up_date', { mode: 'string' }),
    rtwReviewNeeded: boolean('rtw_review_needed').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Set when the worker is removed (docs/domain.md, "Deleted workers"): the worker is out of every
     * list, count and lookup (workers.conditions.ts liveWorker) until restored, and purged 30 days on.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Set when the purge anonymised a Left worker (docs/domain.md, "Retention and purge"): names
     * replaced by a marker, contact, identity and bank details cleared; the row stays for payroll and the audit.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true, mode: 'date' }),
    /**
     * Set when an admin erased the worker's personal data (docs/domain.md, "Erasure"): the row is
     * anonymised and deleted_at set with it, so the worker is out of every list, count and lookup as
     * a deleted one is; an erased worker is never restored nor purged as a deleted worker. What the
     * law keeps is restricted (worker_erasures, docs/decisions/0028-erasure.md).
     */
    erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }),
    erasedBy: integer('erased_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The agency's name, copied by triggers (migration 0008) when the worker's agency is set and
     * when an agency is renamed, so the list can be sorted by agency name from an index.
     */
    agencySortName: text('agency_sort_name'),
    /** Lower-cased name, e-mail, phone digits, NI number and compact post code, for one trigram search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(ni_number, '') || ' ' || replace(coalesce(post_code, ''), ' ', ''))`,
    ),
    ...timestamps,
  },
  (t) => {
    // Lists, counts and lookups read live workers only (docs/domain.md, "Deleted workers"): their indexes hold only those.
    const live = sql`${t.deletedAt} is null`;
    return [
      // A deleted worker's NI number does not block a new worker's (docs/decisions/0023-soft-deleted-workers.md).
      uniqueIndex('workers_ni_number_unique').on(t.niNumber).where(live),
      index('workers_email_idx').on(sql`lower(${t.email})`),
      index('workers_tab_idx').on(t.authorised, t.status, t.complete, t.lastName, t.firstName, t.id).where(live),
      index('workers_agency_tab_idx')
        .on(t.agencyId, t.authorised, t.status, t.complete, t.lastName, t.firstName, t.id)
        .where(live),
      index('workers_work_start_idx').on(t.workStartDate).where(live),
      // Workers whose right-to-work excuse lapses by a date (the "Right to work lapsed" filter and count, the reminders).
      // The tab, completion, agency and name keys ride along, so the lapsed are counted and sorted by
      // name from the index alone, and only a page's rows are read (docs/domain.md "Right-to-work checks").
      index('workers_rtw_follow_up_idx')
        .on(t.rtwFollowUpDate, t.authorised, t.status, t.complete, t.agencyId, t.lastName, t.firstName, t.id)
        .where(sql`${t.rtwFollowUpDate} is not null and ${t.deletedAt} is null`),
      // An agency's workers by name, a page at a time (the agency detail's Workers tab).
      index('workers_agency_name_idx').on(t.agencyId, t.lastName, t.firstName, t.id).where(live),
      // The list's sorts (docs/domain.md "Sorting the list"): each state of a tab walked in sort order, ties by name and id.
      index('workers_tab_agency_name_idx')
        .on(t.authorised, t.status, t.complete, t.agencySortName, t.lastName, t.firstName, t.id)
        .where(live),
      index('workers_tab_completion_idx')
        .on(t.authorised, t.status, t.complete, t.completionPercentage, t.lastName, t.firstName, t.id)
        .where(live),
      index('workers_agency_tab_completion_idx')
        .on(t.agencyId, t.authorised, t.status, t.complete, t.completionPercentage, t.lastName, t.firstName, t.id)
        .where(live),
      index('workers_tab_start_idx')
        .on(t.authorised, t.status, t.complete, t.workStartDate, t.lastName, t.firstName, t.id)
        .where(live),
      index('workers_agency_tab_start_idx')
        .on(t.agencyId, t.authorised, t.status, t.complete, t.workStartDate, t.lastName, t.firstName, t.id)
        .where(live),
      // Compliance by agency (dashboard): authorised workers that have not left, read from the index alone.
      index('workers_compliance_idx')
        .on(t.agencyId, t.compliantUntil)
        .where(sql`${t.authorised} and ${t.status} <> 'left' and ${t.deletedAt} is null`),
      // The Deleted Workers list (newest first) and the purge of those deleted 30 days ago.
      index('workers_deleted_idx')
        .on(t.deletedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(sql`${t.deletedAt} is not null`),
      index('workers_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
      // Erased workers (docs/domain.md, "Erasure"): the few a payroll report masks, the purge's restricted records.
      index('workers_erased_idx')
        .on(t.id)
        .where(sql`${t.erasedAt} is not null`),
      // The search across the app (docs/domain.md, "Search and the command palette"): a whole key or
      // its start, each an index range read in order and stopped at the answer's limit.
      index('workers_search_full_name_idx')
        .on(sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`)
        .where(live),
      index('workers_search_last_name_idx')
        .on(sql`lower(${t.lastName}) text_pattern_ops`)
        .where(live),
      index('workers_search_ni_idx')
        .on(sql`${t.niNumber} text_pattern_ops`)
        .where(live),
      index('workers_search_email_idx')
        .on(sql`${t.email} text_pattern_ops`)
        .where(live),
      index('workers_search_phone_idx')
        .on(sql`${t.phone} text_pattern_ops`)
        .where(live),
      index('workers_search_reference_idx')
        .on(sql`${t.employeeReference} text_pattern_ops`)
        .where(live),
      // Names spelt a little differently or typed in another order (the similarity step).
      index('workers_search_name_trgm')
        .using('gin', sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`)
        .where(live),
    ];
  },
);

/**
 * How many workers each agency has in each (authorised, status, complete) state, kept by statement
 * triggers on workers (migration 0005): the tab counts of the list without counting 100,000 rows.
 * agency_id 0 stands for workers without an agency.
 */
export const workerTabCounts = pgTable(
  'worker_tab_counts',
  {
    agencyId: integer('agency_id').notNull(),
    authorised: boolean('authorised').notNull(),
    status: text('status').notNull(),
    complete: boolean('complete').notNull(),
    workers: integer('workers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.authorised, t.status, t.complete] })],
);
