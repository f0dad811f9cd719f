import path from 'node:path';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { createSession, resolveSession } from '../../src/server/modules/sessions/sessions.service.ts';
import { listWorkers } from '../../src/server/modules/workers/workers-list.service.ts';
import { workerListQuery } from '../../src/shared/api/workers.ts';
import { findUserByEmail } from '../../src/server/modules/users/users.service.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { copyFixture, removeDir } from './fixture.ts';
import { median, percentile } from './stats.ts';
import type { Benchmark, Row } from './types.ts';

const CALLS = Number(process.env.BENCH_PROFILE_CALLS ?? 500);

async function timed(calls: number, call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i += 1) await call();
  const times: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * Where a signed-in list request's database time goes on PGlite: the two database calls of
 * GET /api/workers?tab=authorised&page=1&pageSize=20 (the session lookup, then the page with its
 * tab counts), one at a time, in this process, on the same 2,000 workers as the load benchmark.
 * PGlite is one connection in one thread, so 1000 / (their sum) is the most list requests per
 * second it can answer, whatever the HTTP side does (the load benchmark's ceiling).
 */
export const listProfile: Benchmark = {
  name: 'list-profile',
  title: 'List request database time (PGlite)',
  async run(ctx) {
    const workers = Number(process.env.BENCH_LOAD_WORKERS ?? 2000);
    const dataDir = copyFixture(ctx.fixture);
    let database: Database | undefined;
    try {
      database = openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      const { db } = database;
      await seedDemo(db, { workers, seed: 42 });
      const account = await findUserByEmail({ db, email: ctx.fixture.user.email });
      if (!account) throw new Error('the fixture has no user');
      const token = await createSession(db, account.id, { ip: null, userAgent: null });
      const user = await resolveSession(db, token);
      if (!user) throw new Error('the session did not resolve');
      const query = workerListQuery.parse({ tab: 'authorised', page: '1', pageSize: '20' });
      const session = await timed(CALLS, () => resolveSession(db, token));
      const page = await timed(CALLS, () => listWorkers({ db } as never, user, query));
      const label = `list request DB time (PGlite, ${workers.toLocaleString('en-GB')} workers)`;
      const row = (metric: string, times: number[]): Row => ({
        benchmark: label,
        metric,
        runs: times.length,
        median: median(times),
        p95: percentile(times, 95),
        unit: 'ms',
      });
      const sum = median(session) + median(page);
      return [
        row('session lookup (resolveSession)', session),
        row('page + tab counts (listWorkers)', page),
        {
          benchmark: label,
          metric: 'ceiling: 1000 / (session + page) medians',
          runs: 1,
          median: 1000 / sum,
          p95: null,
          unit: 'req/s',
          note: 'most list requests/s one PGlite thread can answer',
        },
      ];
    } finally {
      await database?.close();
      removeDir(dataDir);
    }
  },
};
