import { and, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { columnNames, insertJsonRows } from '../../db/json-rows.ts';
import { bulkActionRows, bulkActions } from '../../db/schema/index.ts';

export type BulkActionRow = typeof bulkActions.$inferSelect;
export type NewBulkAction = Pick<
  typeof bulkActions.$inferInsert,
  'userId' | 'entityType' | 'action' | 'params' | 'selected' | 'undoUntil'
>;
export type NewBulkActionRow = {
  bulkActionId: number;
  entityId: number;
  before: unknown;
  version: string | null;
  error: string | null;
};

export async function insertAction(db: DbOrTx, values: NewBulkAction): Promise<BulkActionRow> {
  const [row] = await db
    .insert(bulkActions)
    .values({ ...values, succeeded: 0, failed: 0 })
    .returning();
  return row!;
}

/** The counts once the rows are done; no rows written means nothing to undo. */
export async function finishAction(
  db: DbOrTx,
  id: number,
  values: { succeeded: number; failed: number; undoable: boolean },
): Promise<BulkActionRow> {
  const [row] = await db
    .update(bulkActions)
    .set({
      succeeded: values.succeeded,
      failed: values.failed,
      ...(values.undoable ? {} : { undoUntil: null }),
    })
    .where(eq(bulkActions.id, id))
    .returning();
  return row!;
}

const rowColumns = columnNames(bulkActionRows);

/** Every row of an action in one INSERT (a chunk per statement for very large selections). */
export async function insertRows(db: DbOrTx, rows: readonly NewBulkActionRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 5000)
    await insertJsonRows(db, 'bulk_action_rows', rowColumns, rows.slice(start, start + 5000));
}

/**
 * Takes the undo of an action: one conditional update (its maker, not undone yet, within its time),
 * so of two undos at once exactly one gets the row; the other finds it undone.
 */
export async function claimUndo(
  db: DbOrTx,
  options: { id: number; userId: number; now: Date },
): Promise<BulkActionRow | undefined> {
  const [row] = await db
    .update(bulkActions)
    .set({ undoneAt: options.now, undoneBy: options.userId })
    .where(
      and(
        eq(bulkActions.id, options.id),
        eq(bulkActions.userId, options.userId),
        isNull(bulkActions.undoneAt),
        gte(bulkActions.undoUntil, options.now),
      ),
    )
    .returning();
  return row;
}

export async function findAction(db: DbOrTx, id: number): Promise<BulkActionRow | undefined> {
  const [row] = await db.select().from(bulkActions).where(eq(bulkActions.id, id)).limit(1);
  return row;
}

/** The rows an action changed: their state before and the version it left. */
export async function listChangedRows(
  db: DbOrTx,
  bulkActionId: number,
): Promise<{ entityId: number; before: unknown; version: string }[]> {
  const rows = await db
    .select({ entityId: bulkActionRows.entityId, before: bulkActionRows.before, version: bulkActionRows.version })
    .from(bulkActionRows)
    .where(and(eq(bulkActionRows.bulkActionId, bulkActionId), isNotNull(bulkActionRows.version)));
  return rows.map((r) => ({ entityId: r.entityId, before: r.before, version: r.version! }));
}
