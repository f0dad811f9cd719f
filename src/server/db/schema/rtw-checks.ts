import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';
import { workers } from './workers.ts';

/**
 * Right-to-work checks (docs/domain.md, "Right-to-work checks"): append-only, a follow-up is a new
 * check. follow_up_date is the check's own (shared/domain/right-to-work.ts followUpDate), kept for queries.
 * A check derived from a Right to Work document held before checks were kept (migration 0035) has no
 * method (unknown) and review_needed set.
 */
export const rtwChecks = pgTable(
  'rtw_checks',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    method: text('method'),
    checkDate: date('check_date', { mode: 'string' }).notNull(),
    permissionEndDate: date('permission_end_date', { mode: 'string' }),
    noticeDate: date('notice_date', { mode: 'string' }),
    applicationPending: boolean('application_pending').notNull().default(false),
    shareCode: text('share_code'),
    shareCodeGivenOn: date('share_code_given_on', { mode: 'string' }),
    restrictions: text('restrictions'),
    outcome: text('outcome').notNull(),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    checkedBy: integer('checked_by').references(() => users.id, { onDelete: 'set null' }),
    reviewNeeded: boolean('review_needed').notNull().default(false),
    ...timestamps,
  },
  (t) => [index('rtw_checks_worker_idx').on(t.workerId, sql`${t.checkDate} desc`, sql`${t.id} desc`)],
);

/** A check's evidence files: metadata here, bytes in the file store under a generated name (as worker documents). */
export const rtwCheckEvidence = pgTable(
  'rtw_check_evidence',
  {
    id: serial('id').primaryKey(),
    checkId: integer('check_id')
      .notNull()
      .references(() => rtwChecks.id, { onDelete: 'cascade' }),
    storedFileName: text('stored_file_name').notNull(),
    originalFileName: text('original_file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('rtw_check_evidence_check_idx').on(t.checkId)],
);
