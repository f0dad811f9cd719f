import { copyFixture, removeDir } from './fixture.ts';
import { startServer } from './server.ts';
import { summarise } from './stats.ts';
import type { Benchmark } from './types.ts';

const RUNS = 5;

/**
 * Process start to a healthy GET /api/health on an existing, migrated data folder: tsx loading the
 * TypeScript, PGlite opening its files, the migration check and Fastify's start. One unmeasured
 * run first, so the figures are not about a cold OS file cache or tsx's transform cache.
 */
export const coldStart: Benchmark = {
  name: 'cold-start',
  title: 'Cold start to healthy',
  async run(ctx) {
    const dataDir = copyFixture(ctx.fixture);
    const samples: number[] = [];
    try {
      for (let i = 0; i <= RUNS; i += 1) {
        const server = await startServer({ root: ctx.root, dataDir });
        await server.stop();
        if (i > 0) samples.push(server.startedInMs);
        ctx.log(`  cold start ${i === 0 ? 'warm-up' : `run ${i}`}: ${Math.round(server.startedInMs)} ms`);
      }
    } finally {
      removeDir(dataDir);
    }
    return [
      {
        benchmark: 'cold start',
        metric: 'spawn -> GET /api/health 200',
        ...summarise(samples),
        unit: 'ms',
        judged: 'median',
        target: 3000,
      },
    ];
  },
};
