import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * Hits on the rate-limited public forms (access request, contact form, forgot password), counted in
 * the database so that every instance shares one count (docs/domain.md, "Several instances"). One row
 * per route and address: the key is a SHA-256 hash of both, so the table holds no address. A hit is
 * counted by one upsert that restarts the window when it has ended (src/server/lib/rate-limit-store.ts).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    hits: integer('hits').notNull(),
    ...timestamps,
  },
  (t) => [index('rate_limit_hits_window_idx').on(t.windowEndsAt)],
);
