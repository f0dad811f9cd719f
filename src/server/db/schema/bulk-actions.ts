import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * Bulk actions on the tickets and workers lists (docs/domain.md, "Bulk actions"): what was done,
 * by whom, to how many, and until when it can be undone. undone_at is set once, by a conditional
 * update, so of two undos at once exactly one applies.
 */
export const bulkActions = pgTable(
  'bulk_actions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** ticket or worker. */
    entityType: text('entity_type').notNull(),
    /** claim, assign, close, priority, leave, request-document (shared/domain/bulk-actions.ts). */
    action: text('action').notNull(),
    /** The action's own values (the priority, the assignee, the P45 date, the document asked for). */
    params: jsonb('params')
      .notNull()
      .default(sql`'{}'::jsonb`),
    selected: integer('selected').notNull(),
    succeeded: integer('succeeded').notNull(),
    failed: integer('failed').notNull(),
    /** The last moment an undo is taken; null: the action cannot be undone. */
    undoUntil: timestamp('undo_until', { withTimezone: true, mode: 'date' }),
    undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }),
    undoneBy: integer('undone_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('bulk_actions_user_idx').on(t.userId, t.id.desc())],
);

/**
 * One row of a bulk action: the record's state before it (the columns the action changed), the
 * version it left (updated_at as PostgreSQL's text, to the microsecond) or why it could not be done.
 * Undo restores a row only while its version is unchanged.
 */
export const bulkActionRows = pgTable(
  'bulk_action_rows',
  {
    bulkActionId: integer('bulk_action_id')
      .notNull()
      .references(() => bulkActions.id, { onDelete: 'cascade' }),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before'),
    version: text('version'),
    error: text('error'),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.bulkActionId, t.entityId] })],
);
