import { isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { workers } from '../db/schema/index.ts';

/**
 * The one condition every list, count, figure, report, export, search and lookup of workers
 * carries (docs/domain.md, "Deleted workers"; docs/decisions/0023-soft-deleted-workers.md): a
 * removed worker (deleted_at set) is out of all of them until restored. The workers indexes the
 * lists read are partial on the same predicate, so a query that carries it keeps them.
 */
export const liveWorker = (deletedAt: AnyPgColumn = workers.deletedAt): SQL => isNull(deletedAt);

/** The same condition for raw SQL on an alias of workers ("w" in `from workers w`). */
export const liveWorkerAs = (alias: string): SQL => sql.raw(`${alias}.deleted_at is null`);
