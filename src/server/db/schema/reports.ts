import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReportFilters } from '../../../shared/api/reports.ts';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * Reports generated (docs/domain.md "Reports"): each kept 30 days as a file in
 * DATA_DIR/reports under a generated name, with who, when, type, format, filters and row count.
 */
export const reportHistory = pgTable(
  'report_history',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    format: text('format').notNull(),
    fileName: text('file_name').notNull(),
    /** The file store's generated name (yyyy/mm/<hex>.<ext>), never anything a user typed. */
    storedFileName: text('stored_file_name').notNull(),
    filters: jsonb('filters').$type<ReportFilters>().notNull(),
    /**
     * The agency a client user's report covered (its scope then); null for staff, whose scope is
     * every agency. A re-download checks it against the user's scope now.
     */
    scopeAgencyId: integer('scope_agency_id'),
    rowCount: integer('row_count').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    generatedBy: integer('generated_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was, so the list still says who after the user is removed. */
    generatedByName: text('generated_by_name').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (t) => [
    // A user's own entries newest first; an admin's list of all; the sweep of expired ones.
    index('report_history_generated_by_idx').on(t.generatedBy, t.createdAt.desc(), t.id.desc()),
    index('report_history_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('report_history_expires_idx').on(t.expiresAt),
  ],
);
