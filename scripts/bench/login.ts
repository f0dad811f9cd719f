import { sample, summarise } from './stats.ts';
import type { Benchmark } from './types.ts';

const WARMUP = 20;
const RUNS = 200;

/**
 * Sequential sign-ins of one user against the warm server (argon2id verification dominates),
 * beside GET /api/health measured the same way as the baseline of the same machine and moment.
 */
export const login: Benchmark = {
  name: 'login',
  title: 'Sign-in latency',
  async run(ctx) {
    const { url } = await ctx.server();
    const body = JSON.stringify(ctx.fixture.user);

    const health = await sample(RUNS, WARMUP, async () => {
      const res = await fetch(`${url}/api/health`);
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`GET /api/health answered ${res.status}`);
    });
    ctx.log(`  ${RUNS} GET /api/health done`);

    const logins = await sample(RUNS, WARMUP, async () => {
      const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`POST /api/auth/login answered ${res.status}: ${text}`);
    });
    ctx.log(`  ${RUNS} POST /api/auth/login done`);

    return [
      { benchmark: 'login', metric: 'POST /api/auth/login', ...summarise(logins), unit: 'ms', judged: 'p95', target: 100 },
      { benchmark: 'login', metric: 'baseline GET /api/health', ...summarise(health), unit: 'ms' },
    ];
  },
};
