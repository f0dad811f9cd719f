import { boolean, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * Retention periods an admin lengthened (docs/domain.md, "Retention and purge"): one row per class
 * set; a class without a row keeps its default, the legal minimum (shared/domain/retention.ts).
 */
export const retentionSettings = pgTable('retention_settings', {
  retentionClass: text('retention_class').primaryKey(),
  years: integer('years').notNull(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * The purge log (docs/domain.md, "Retention and purge"): one row per run, dry or real, with its
 * counts per class. Counts and dates only, never personal data. ran_by: the admin of a "Dry run now".
 */
export const purgeRuns = pgTable(
  'purge_runs',
  {
    id: serial('id').primaryKey(),
    asOf: date('as_of', { mode: 'string' }).notNull(),
    dryRun: boolean('dry_run').notNull(),
    counts: jsonb('counts').$type<Record<string, number>>().notNull(),
    ranBy: integer('ran_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('purge_runs_created_idx').on(t.createdAt.desc(), t.id.desc())],
);
