import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * Sign-in attempt counters (docs/domain.md, Sign-in throttling; ADR 0009). One row per key (a hash
 * of "account and address", "account from unknown addresses" or "address"), a fixed window each.
 * An attempt is counted by one upsert before its password is checked, so parallel guesses cannot
 * all read the same old count.
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text('key').primaryKey(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull(),
    ...timestamps,
  },
  (t) => [index('login_throttles_window_idx').on(t.windowStartedAt)],
);
