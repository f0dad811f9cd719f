import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/**
 * Saved views of the lists (docs/domain.md, "Saved views"): a list's query string kept under a
 * name by its owner, shared with everyone when an administrator says so. A name is unique per
 * owner and list, ignoring case, by the database.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** workers or tickets (shared/domain/saved-views.ts). */
    list: text('list').notNull(),
    name: text('name').notNull(),
    /** The list's query string, canonical (canonicalViewQuery), without '?'. */
    query: text('query').notNull().default(''),
    shared: boolean('shared').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('saved_views_owner_name_unique').on(t.ownerId, t.list, sql`lower(${t.name})`),
    index('saved_views_shared_idx')
      .on(t.list, t.id)
      .where(sql`${t.shared}`),
  ],
);
