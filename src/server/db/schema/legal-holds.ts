import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * Legal holds on workers and agencies (docs/domain.md, "Legal holds"): a held record cannot be
 * deleted and is never purged. A lifted hold stays as history (lifted_by, lifted_at); at most one
 * hold per record is active, which the partial unique index enforces.
 */
export const legalHolds = pgTable(
  'legal_holds',
  {
    id: serial('id').primaryKey(),
    /** worker or agency (shared/domain/legal-holds.ts). */
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    reason: text('reason').notNull(),
    /** The last day of the hold; null: no end date. */
    until: date('until', { mode: 'string' }),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    setAt: timestamp('set_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    liftedBy: integer('lifted_by').references(() => users.id, { onDelete: 'set null' }),
    liftedAt: timestamp('lifted_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('legal_holds_active_unique')
      .on(t.entityType, t.entityId)
      .where(sql`${t.liftedAt} is null`),
    index('legal_holds_entity_idx').on(t.entityType, t.entityId),
  ],
);
