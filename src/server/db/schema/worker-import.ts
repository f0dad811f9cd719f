import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { agencies } from './agencies.ts';
import { timestamps } from './columns.ts';
import { payrollCompanies } from './payroll-companies.ts';
import { users } from './users.ts';

/**
 * Bulk worker import (docs/domain.md "Bulk worker import").
 * Nothing of an import lives only in process memory: the session, its rows, the mapping a user
 * confirmed and each submitted batch are rows here.
 */

/** One upload, owned by the user who made it (anyone else: 404); expires 24 hours after its last use. */
export const workerImportSessions = pgTable(
  'worker_import_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** 'csv' or 'xlsx' */
    fileKind: text('file_kind').notNull(),
    /** The file's headers, made unique (' (2)', ' (3)' ...), in column order. */
    headers: jsonb('headers').$type<string[]>().notNull(),
    /** The spreadsheet row the headers are on: found (a title line above it is passed over) or chosen. */
    headerRowNumber: integer('header_row_number').notNull().default(1),
    /** The file's first non-empty rows (cut short), offered on the Mapping step to choose the header from. */
    leadingRows: jsonb('leading_rows').$type<{ rowNumber: number; cells: string[] }[]>(),
    /** The uploaded file in the file store, kept while the session lives so another header row can be chosen. */
    storedFile: text('stored_file'),
    /** Header -> worker field (null: column ignored); set by map-columns. */
    columnMappings: jsonb('column_mappings').$type<Record<string, string | null>>(),
    /**
     * The mapping the rows' findings were worked out with: the proposed one while the file is read
     * (so a file mapped as proposed is validated already), the confirmed one after validate.
     */
    checkedMappings: jsonb('checked_mappings').$type<Record<string, string | null>>(),
    /** Data rows still in the session (removed rows excluded). */
    totalRows: integer('total_rows').notNull(),
    /** uploaded -> mapped -> validated -> submitted */
    status: text('status').notNull().default('uploaded'),
    /** Counts of the last validation (valid, errors, warnings, duplicates), for resuming the screen. */
    validationSummary: jsonb('validation_summary').$type<Record<string, number>>(),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    payrollCompanyId: integer('payroll_company_id').references(() => payrollCompanies.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('worker_import_sessions_user_idx').on(t.userId, t.createdAt),
    index('worker_import_sessions_expires_idx').on(t.expiresAt),
  ],
);

/** The data rows of a session: the cells as read (and as edited), and what validation found. */
export const workerImportRows = pgTable(
  'worker_import_rows',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => workerImportSessions.id, { onDelete: 'cascade' }),
    /** Data rows counted from 0 (docs/domain.md: rowIndex). */
    rowIndex: integer('row_index').notNull(),
    /** The spreadsheet's row number (the header is row 1). */
    rowNumber: integer('row_number').notNull(),
    /** The cells in the file's column order, each as text. */
    cells: jsonb('cells').$type<string[]>().notNull(),
    removed: boolean('removed').notNull().default(false),
    /** null until validated; then 'valid', 'warning' or 'error'. */
    status: text('status'),
    errors: jsonb('errors').$type<{ field: string; message: string }[]>(),
    warnings: jsonb('warnings').$type<{ field: string; message: string }[]>(),
    /** Normalised keys for duplicate detection (NI number without spaces, upper case; e-mail lower case). */
    niKey: text('ni_key'),
    emailKey: text('email_key'),
    duplicateReason: text('duplicate_reason'),
    /** The existing worker this row matches, when it does. */
    duplicateWorkerId: integer('duplicate_worker_id'),
    /** The row matches an existing worker outside the importing client user's agency (an error naming no one). */
    outsideAgencyMatch: boolean('outside_agency_match').notNull().default(false),
    /**
     * The worker the row would become (its column values, agency, payroll company and creator
     * aside: workers-bulk.service importedWorkerDocument), kept for rows without errors: submit
     * inserts from it.
     */
    workerValues: jsonb('worker_values').$type<unknown[]>(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.rowIndex] }),
    index('worker_import_rows_status_idx').on(t.sessionId, t.status, t.rowIndex),
    // The review's duplicates filter and the pages of 'all' (which step over the few removed rows) read these.
    index('worker_import_rows_duplicates_idx')
      .on(t.sessionId, t.rowIndex)
      .where(sql`${t.duplicateReason} is not null`),
    index('worker_import_rows_removed_idx')
      .on(t.sessionId, t.rowIndex)
      .where(sql`${t.removed}`),
  ],
);

/** The mapping a user last confirmed for a set of headers, proposed next time. */
export const workerImportMappings = pgTable(
  'worker_import_mappings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The file's headers, normalised and sorted, joined: the same set of columns gives the same key. */
    headersKey: text('headers_key').notNull(),
    columnMappings: jsonb('column_mappings').$type<Record<string, string | null>>().notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.userId, t.headersKey] })],
);

/** A submitted import: who, when, which file, the counts; undone within 7 days. */
export const workerImportBatches = pgTable(
  'worker_import_batches',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    payrollCompanyId: integer('payroll_company_id').references(() => payrollCompanies.id, { onDelete: 'set null' }),
    createdCount: integer('created_count').notNull(),
    updatedCount: integer('updated_count').notNull(),
    skippedCount: integer('skipped_count').notNull(),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneBy: integer('undone_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Set by the submit's last transaction: until then the batch is being written in chunks
     * (docs/domain.md "Bulk import on the server": Submit) and nobody sees it.
     */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    index('worker_import_batches_user_idx').on(t.userId, t.createdAt),
    index('worker_import_batches_agency_idx').on(t.agencyId, t.createdAt),
  ],
);

/**
 * The workers a batch created or updated. `before` holds an updated worker's values before the
 * import (null for a created one); `updatedAt` is the worker's updatedAt right after the import, so
 * undo can tell whether it has changed since.
 */
export const workerImportBatchWorkers = pgTable(
  'worker_import_batch_workers',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => workerImportBatches.id, { onDelete: 'cascade' }),
    workerId: integer('worker_id').notNull(),
    /** 'created' or 'updated' */
    kind: text('kind').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.batchId, t.workerId] }),
    index('worker_import_batch_workers_worker_idx').on(t.workerId),
  ],
);
