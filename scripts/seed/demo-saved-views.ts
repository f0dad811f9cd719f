import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { savedViews } from '../../src/server/db/schema/index.ts';
import { canonicalViewQuery, type SavedViewList } from '../../src/shared/domain/saved-views.ts';

/**
 * The views an office shares first (docs/domain.md, "Saved views"): workers whose right to work
 * has lapsed, pending workers ready to authorise, overdue tickets and urgent ones. Shared by the
 * first administrator; none when there is no administrator yet (the server makes one on its first
 * start). Running the seed again adds none twice: a name is unique per owner and list.
 */
const demoViews: { list: SavedViewList; name: string; address: string }[] = [
  { list: 'workers', name: 'Right to work lapsed', address: 'rtw=lapsed' },
  { list: 'workers', name: 'Ready to authorise', address: 'workertab=pending&status=authorise' },
  { list: 'tickets', name: 'Overdue', address: 'overdue=true&sort=due' },
  { list: 'tickets', name: 'Urgent', address: 'priority=urgent' },
];

export async function seedDemoSavedViews(db: Db, log?: (line: string) => void): Promise<number> {
  const [admin] = rowsOf<{ id: number }>(
    await db.execute(
      sql`select id from users where role = 'admin' and is_active and deleted_at is null order by id limit 1`,
    ),
  );
  if (!admin) {
    log?.('No administrator yet, so no shared views: start the server once, then seed again.');
    return 0;
  }
  const added = await db
    .insert(savedViews)
    .values(
      demoViews.map((v) => ({
        ownerId: admin.id,
        list: v.list,
        name: v.name,
        query: canonicalViewQuery(v.list, v.address),
        shared: true,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: savedViews.id });
  return added.length;
}
