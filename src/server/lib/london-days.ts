import { and, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Inclusive YYYY-MM-DD filters as Europe/London days (docs/domain.md), written as bounds on
 * the timestamp so the index on it is used: from local midnight to the next local midnight.
 */
export function withinLondonDays(column: PgColumn, from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(column, sql`(${from}::date::timestamp at time zone 'Europe/London')`) : undefined,
    to ? lt(column, sql`((${to}::date + 1)::timestamp at time zone 'Europe/London')`) : undefined,
  );
}
