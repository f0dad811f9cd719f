/**
 * npm run bench [-- name ...]: runs the benchmarks of scripts/bench/index.ts (all, or those named)
 * against the real server on a temporary PGlite data folder, then prints one table.
 * Targets are reported (ok / MISSED), not enforced: the exit code is 0 unless a benchmark broke.
 */
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuilt } from './client-build.mjs';
import { benchmarks } from './bench/index.ts';
import { createFixture, copyFixture, removeDir } from './bench/fixture.ts';
import { startServer, type RunningServer } from './bench/server.ts';
import { formatTable } from './bench/table.ts';
import type { BenchContext, Row } from './bench/types.ts';

const root = path.resolve(import.meta.dirname, '..');
const log = (message: string) => process.stderr.write(`${message}\n`);

async function main() {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const unknown = wanted.filter((w) => !benchmarks.some((b) => b.name === w));
  if (unknown.length > 0) {
    log(`Unknown benchmark ${unknown.join(', ')}; known: ${benchmarks.map((b) => b.name).join(', ')}`);
    process.exit(1);
  }
  const selected = wanted.length > 0 ? benchmarks.filter((b) => wanted.includes(b.name)) : benchmarks;

  if (selected.some((b) => b.needsClient)) await ensureClientBuilt({ log });
  log('Preparing a migrated data folder...');
  const fixture = await createFixture();

  let shared: { dataDir: string; running: Promise<RunningServer> } | undefined;
  const ctx: BenchContext = {
    root,
    fixture,
    log,
    server: () => {
      if (!shared) {
        const dataDir = copyFixture(fixture);
        shared = { dataDir, running: startServer({ root, dataDir }) };
      }
      return shared.running;
    },
  };

  const rows: Row[] = [];
  let failed = false;
  try {
    for (const benchmark of selected) {
      log(`${benchmark.title}...`);
      try {
        rows.push(...(await benchmark.run(ctx)));
      } catch (error) {
        failed = true;
        log(`  failed: ${error instanceof Error ? error.message : String(error)}`);
        rows.push({
          benchmark: benchmark.name,
          metric: benchmark.title,
          runs: 0,
          median: null,
          p95: null,
          unit: 'ms',
          note: 'FAILED (see above)',
        });
      }
    }
  } finally {
    if (shared) {
      await (await shared.running.catch(() => undefined))?.stop();
      removeDir(shared.dataDir);
    }
    removeDir(fixture.dataDir);
  }

  // The load average says how much else the machine was doing: figures from a busy machine mislead.
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(
    `\nWorker CRM benchmarks (${new Date().toISOString()}, Node ${process.version}, ${os.cpus().length} CPUs, load ${load})\n`,
  );
  console.log(formatTable(rows));
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
