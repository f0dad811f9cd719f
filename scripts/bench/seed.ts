import { spawn } from 'node:child_process';
import { copyFixture, removeDir } from './fixture.ts';
import { summarise } from './stats.ts';
import type { Benchmark } from './types.ts';

const RUNS = Number(process.env.BENCH_SEED_RUNS ?? 2);
/** npm run seed:demo -- --workers 100000 should finish within a minute on the embedded database. */
const TARGET_MS = 60_000;

type SeedRun = { wallMs: number; seedingMs: number };

/** Runs the seed command as an operator would, in its own process, and reads the figure it prints. */
function runSeedCommand(root: string, dataDir: string, workers: number, seed: number): Promise<SeedRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/seed-demo.ts', '--workers', String(workers), '--seed', String(seed)],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      const wallMs = performance.now() - started;
      const seeding = /seeding ([\d.]+) s/.exec(output);
      if (code !== 0 || !seeding) reject(new Error(`seed:demo exited with ${code}:\n${output.slice(-2000)}`));
      else resolve({ wallMs, seedingMs: Number(seeding[1]) * 1000 });
    });
  });
}

/**
 * `npm run seed:demo -- --workers N` (BENCH_WORKERS, default 100,000) on a copy of the migrated
 * fixture with PGlite, BENCH_SEED_RUNS times (default 2): the whole command (process start,
 * migration check, agencies, workers, documents with their files, analyse) and the seeding alone.
 */
export const seedBench: Benchmark = {
  name: 'seed',
  title: 'Demo seed (npm run seed:demo)',
  async run(ctx) {
    const workers = Number(process.env.BENCH_WORKERS ?? 100_000);
    const runs: SeedRun[] = [];
    for (let i = 1; i <= RUNS; i += 1) {
      const dataDir = copyFixture(ctx.fixture);
      try {
        const run = await runSeedCommand(ctx.root, dataDir, workers, i);
        runs.push(run);
        ctx.log(`  run ${i}: ${(run.wallMs / 1000).toFixed(1)} s (seeding ${(run.seedingMs / 1000).toFixed(1)} s)`);
      } finally {
        removeDir(dataDir);
      }
    }
    const label = `seed:demo (PGlite, ${workers.toLocaleString('en-GB')} workers)`;
    return [
      {
        benchmark: label,
        metric: 'whole command',
        ...summarise(runs.map((r) => r.wallMs)),
        unit: 'ms',
        judged: 'median',
        target: TARGET_MS,
      },
      {
        benchmark: label,
        metric: 'seeding (inside the command)',
        ...summarise(runs.map((r) => r.seedingMs)),
        unit: 'ms',
      },
    ];
  },
};
