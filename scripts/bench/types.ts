import type { Fixture } from './fixture.ts';
import type { RunningServer } from './server.ts';

/** One line of the results table. Times in milliseconds, sizes in kB (1000 bytes). */
export type Row = {
  benchmark: string;
  metric: string;
  /** How many measurements the figures summarise. */
  runs: number;
  median: number | null;
  p95: number | null;
  /** Shown only by benchmarks that measure them (load). */
  p99?: number | null;
  max?: number | null;
  unit: 'ms' | 'kB' | 'req/s' | '%';
  /** The figure compared with the target (median, p95, p99 or max, or the single value). */
  judged?: 'median' | 'p95' | 'p99' | 'max';
  target?: number;
  /** The target is a floor (the figure must reach it), not a ceiling. */
  atLeast?: boolean;
  note?: string;
};

export type BenchContext = {
  root: string;
  /** A migrated PGlite data folder with one user; copy it before opening it in another process. */
  fixture: Fixture;
  /** One warm server on a copy of the fixture, started on first use and stopped at the end. */
  server: () => Promise<RunningServer>;
  /** Progress goes to stderr so stdout carries only the table. */
  log: (message: string) => void;
};

/**
 * A benchmark module: scripts/bench/index.ts lists them in the order they run.
 * needsClient builds dist/client before the shared server starts, so it serves the app.
 */
export type Benchmark = {
  name: string;
  title: string;
  needsClient?: boolean;
  run: (ctx: BenchContext) => Promise<Row[]>;
};
