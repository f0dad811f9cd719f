import { date, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';
import { workers } from './workers.ts';

/**
 * One row per erased worker (docs/domain.md, "Erasure"; docs/decisions/0028-erasure.md): who erased
 * it and when, what went (counts, never values), and the restricted copy of
 * the identity the records the law keeps need (name, date of birth, NI number), which only admins
 * read and which the nightly purge clears once those records are gone (identity_removed_at).
 */
export const workerErasures = pgTable('worker_erasures', {
  workerId: integer('worker_id')
    .primaryKey()
    .references(() => workers.id, { onDelete: 'cascade' }),
  erasedAt: timestamp('erased_at', { withTimezone: true, mode: 'date' }).notNull(),
  erasedBy: integer('erased_by').references(() => users.id, { onDelete: 'set null' }),
  /** The restricted identity: null when no kept record needs it, or once the purge cleared it. */
  firstName: text('first_name'),
  lastName: text('last_name'),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  niNumber: text('ni_number'),
  /** When the purge cleared the restricted identity (nothing the law keeps refers to it any more). */
  identityRemovedAt: timestamp('identity_removed_at', { withTimezone: true, mode: 'date' }),
  /** What went, as the plan worded it: [{ what, count }], counts only, never a value. */
  removed: jsonb('removed').$type<{ what: string; count: number | null }[]>().notNull(),
  ...timestamps,
});
