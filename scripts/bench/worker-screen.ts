import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { openDatabase } from '../../src/server/db/client.ts';
import { launchBrowser, openPage } from '../../tests/e2e/support/browser.ts';
import { seedDemo } from '../seed/seed-demo.ts';
import { copyFixture, removeDir } from './fixture.ts';
import { startServer, type RunningServer } from './server.ts';
import { summarise, timed } from './stats.ts';
import type { Benchmark, Row } from './types.ts';

const WARMUP = 3;
const RUNS = 15;
/** The workers issue: the Worker Management screen shows its first page within 1 s of navigation. */
const TARGET_MS = 1000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The first page is shown: a visible worker card and, settled (not placeholder data), the
 * 'Showing 1 to …' line. Checked in the page on every animation frame: locator.waitFor polls with
 * a backoff (0, 20, 50, 100, 100, 500 ms...), which would round late screens up by up to 500 ms.
 */
async function firstPageShown(page: Page, total = '\\d+') {
  await page.waitForFunction(
    (pattern) => {
      const settled = document.querySelector('[aria-busy="false"]');
      const line = new RegExp(`^Showing 1 to \\d+ of ${pattern} workers$`);
      const lines = [...(settled?.querySelectorAll('[aria-live="polite"]') ?? [])];
      return (
        !!settled?.querySelector('article')?.checkVisibility() && lines.some((e) => line.test(e.textContent ?? ''))
      );
    },
    total,
    { polling: 'raf' },
  );
}

/** Untimed: a settled Dashboard, so each measured navigation starts from another screen of the app. */
async function onDashboard(page: Page) {
  await page.goto('/?tab=dashboard', { waitUntil: 'networkidle' });
  await page.getByRole('tab', { name: 'Dashboard', selected: true }).waitFor();
}

type Samples = { address: number[]; inApp: number[]; pendingTab: number[] };

/** One round of the three measured navigations; the Pending tab's count is read from its label. */
async function round(page: Page, into: Samples) {
  await onDashboard(page);
  into.address.push(
    await timed(async () => {
      await page.goto('/?tab=workers', { waitUntil: 'commit' });
      await firstPageShown(page);
    }),
  );
  const label = await page.getByRole('tab', { name: /^Pending \(\d+\)$/ }).innerText();
  const pending = /\((\d+)\)/.exec(label)![1]!;
  into.pendingTab.push(
    await timed(async () => {
      await page.getByRole('tab', { name: /^Pending/ }).click();
      await firstPageShown(page, pending);
    }),
  );
  await onDashboard(page);
  into.inApp.push(
    await timed(async () => {
      await page.getByRole('tab', { name: 'Workers', exact: true }).click();
      await firstPageShown(page);
    }),
  );
}

/** Where one more load of /?tab=workers spends its time: API calls and the app's main chunks, from the page's timeline. */
async function lastLoadTimeline(page: Page): Promise<string[]> {
  await page.goto('/?tab=workers');
  await firstPageShown(page);
  const entries = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
      name: e.name,
      start: e.startTime,
      end: e.responseEnd,
    })),
  );
  return entries
    .filter((e) => /\/api\/|\/assets\/(index|main-page|workers-page)-.*\.js$/.test(e.name))
    .map((e) => `${new URL(e.name).pathname.padEnd(40)} ${Math.round(e.start)}-${Math.round(e.end)} ms`);
}

/**
 * The Worker Management screen in chromium on BENCH_WORKERS (default 100,000) workers seeded with
 * the demo seeder, against the real server serving dist/client, signed in once as the fixture
 * user. From a settled Dashboard, timed until a worker card and 'Showing 1 to 20 of N workers'
 * (settled) are visible: opening /?tab=workers by address (page.goto: document, scripts, session,
 * the lazy workers chunk, GET /api/workers), clicking the Workers tab (in the app, no reload), and
 * then the Pending tab until its own first page shows. WARMUP rounds unmeasured, then RUNS. Times
 * are taken in Node around the Playwright calls, so they include a few ms of DevTools round trips.
 */
export const workerScreen: Benchmark = {
  name: 'worker-screen',
  title: 'Worker screen in a browser',
  needsClient: true,
  async run(ctx) {
    const workers = Number(process.env.BENCH_WORKERS ?? 100_000);
    const label = `worker screen (chromium, ${workers.toLocaleString('en-GB')})`;
    if (!fs.existsSync(CHROMIUM)) {
      return [
        {
          benchmark: label,
          metric: 'first page shown',
          runs: 0,
          median: null,
          p95: null,
          unit: 'ms',
          note: `skipped: ${CHROMIUM} missing (apt-get install -y chromium)`,
        },
      ];
    }
    const dataDir = copyFixture(ctx.fixture);
    let server: RunningServer | undefined;
    let browser: Browser | undefined;
    try {
      const database = openDatabase({ pgliteDir: path.join(dataDir, 'db') });
      try {
        const seeded = await seedDemo(database.db, { workers, seed: 42, log: (line) => ctx.log(`  ${line}`) });
        ctx.log(`  seeded ${seeded.workers} workers in ${Math.round(seeded.elapsedMs)} ms`);
      } finally {
        await database.close();
      }
      server = await startServer({ root: ctx.root, dataDir });
      browser = await launchBrowser();
      const { page, errors } = await openPage(browser, server.url);
      await page.goto('/login');
      await page.getByLabel('Email').fill(ctx.fixture.user.email);
      await page.getByLabel('Password', { exact: true }).fill(ctx.fixture.user.password);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByRole('button', { name: 'Logout' }).waitFor();

      const samples: Samples = { address: [], inApp: [], pendingTab: [] };
      for (let i = 0; i < WARMUP; i += 1) await round(page, { address: [], inApp: [], pendingTab: [] });
      for (let i = 0; i < RUNS; i += 1) await round(page, samples);
      for (const line of await lastLoadTimeline(page)) ctx.log(`  ${line}`);
      if (errors.length > 0) throw new Error(`browser console errors:\n${errors.join('\n')}`);

      const row = (metric: string, values: number[]): Row => ({
        benchmark: label,
        metric,
        ...summarise(values),
        unit: 'ms',
        judged: 'p95',
        target: TARGET_MS,
      });
      return [
        row('open /?tab=workers -> first page', samples.address),
        row('Workers tab click -> first page', samples.inApp),
        row('Pending tab click -> its first page', samples.pendingTab),
      ];
    } finally {
      await browser?.close();
      await server?.stop();
      removeDir(dataDir);
    }
  },
};
