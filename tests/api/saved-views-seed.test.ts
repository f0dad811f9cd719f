import { describe, expect, it } from 'vitest';
import { savedViewPaths, type SavedView } from '../../src/shared/api/saved-views.ts';
import { seedDemo } from '../../scripts/seed/seed-demo.ts';
import { call } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';

/** seed:demo shares a few views (docs/domain.md, "Saved views"), once. */
const { t, support } = useTestApp({ admin: 'admin', support: 'support' });

describe('the demo seed', () => {
  it("shares the first administrator's views of both lists, once, and they count", async () => {
    expect((await seedDemo(t.ctx.db, { workers: 30, tickets: 20, seed: 3 })).savedViews).toBe(4);
    expect((await seedDemo(t.ctx.db, { workers: 5, seed: 4 })).savedViews).toBe(0);
    const listed = await call(t, 'GET', `${savedViewPaths.list.build()}?list=tickets`, { cookie: support.cookie });
    expect(listed.json<{ items: SavedView[] }>().items.map((v) => [v.name, v.address, v.shared])).toEqual([
      ['Overdue', '/tickets?overdue=true', true],
      ['Urgent', '/tickets?priority=urgent', true],
    ]);
    const counts = await call(t, 'GET', `${savedViewPaths.counts.build()}?list=workers`, { cookie: support.cookie });
    expect(counts.json<{ counts: unknown[] }>().counts).toHaveLength(2);
  });
});
