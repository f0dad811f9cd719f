// npm test: every test tier in turn (unit, API, browser); fails when any tier fails, and ends
// with a table of each tier's time. The API tier's apps write their logs to one file, which the
// API log check then scans for personal data and secrets (scripts/log-scan.ts). Extra arguments go to each vitest run (e.g. `npm test -- auth`
// filters by file name). The browser tier needs Debian's chromium and a client build; both are
// provided when possible.
import './require-node.mjs';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureClientBuilt, hasViteConfig, root } from './client-build.mjs';
import { createTimings, run, timingTable } from './steps.mjs';

const CHROMIUM = '/usr/bin/chromium';
const extraArgs = process.argv.slice(2);

const vitestBin = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
function vitest(project, env) {
  console.log(`\n=== ${project} tests ===`);
  // A filter may match no file of a tier; that is not a failure of the tier.
  const filterArgs = extraArgs.length > 0 ? ['--passWithNoTests', ...extraArgs] : [];
  return run(process.execPath, [vitestBin, 'run', '--project', project, ...filterArgs], env ? { env } : {});
}

/** The API tier's log: every test app appends its lines here (tests/helpers/test-log.ts). */
const apiLogFile = path.join(os.tmpdir(), `crm-api-tier-${process.pid}.log`);

function apiTests() {
  fs.rmSync(apiLogFile, { force: true });
  return vitest('api', { TEST_LOG_FILE: apiLogFile });
}

/** Fails on any NI number, sort code, account number, share code, e-mail address or password hash in the API tier's log. */
async function apiLogCheck() {
  console.log(`\n=== API log check ===`);
  // A filtered run may have logged nothing.
  const args = extraArgs.length > 0 ? ['--allow-empty'] : [];
  const code = await run(process.execPath, ['--import', 'tsx', 'scripts/log-scan.ts', apiLogFile, ...args]);
  if (code === 0) fs.rmSync(apiLogFile, { force: true });
  else console.error(`The API tier's log is kept in ${apiLogFile}.`);
  return code;
}

function hasBrowserTests() {
  const dir = path.join(root, 'tests', 'e2e');
  return fs.existsSync(dir) && fs.readdirSync(dir, { recursive: true }).some((f) => String(f).endsWith('.test.ts'));
}

/** Installs Debian's chromium when missing (as root); otherwise says what to install. */
async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  if (process.getuid?.() !== 0) {
    console.error(`The browser tests need ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
    return false;
  }
  console.log(`${CHROMIUM} is missing: installing Debian's chromium...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const ok =
    (await run('apt-get', ['update'], { env })) === 0 &&
    (await run('apt-get', ['install', '-y', 'chromium'], { env })) === 0;
  if (!ok || !fs.existsSync(CHROMIUM)) {
    console.error('Installing chromium failed; the browser tests cannot run.');
    return false;
  }
  return true;
}

async function browserTests() {
  if (!hasBrowserTests()) {
    console.log('\n=== e2e tests ===\nNo browser tests in tests/e2e yet.');
    return 0;
  }
  if (!(await ensureChromium())) return 1;
  if (!hasViteConfig()) {
    console.error('The browser tests need the client, but there is no vite.config.ts to build it with.');
    return 1;
  }
  try {
    await ensureClientBuilt();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
  return vitest('e2e');
}

// Each tier's steps, by name in the table of times.
const allTiers = [
  ['unit', [['unit', () => vitest('unit')]]],
  [
    'api',
    [
      ['api', apiTests],
      ['api log check', apiLogCheck],
    ],
  ],
  ['e2e', [['e2e', browserTests]]],
];
// TEST_TIERS=unit,api runs only those (CI runs the browser tier beside the PostgreSQL API run).
const chosen = process.env.TEST_TIERS?.split(',').map((name) => name.trim());
const tiers = chosen ? allTiers.filter(([name]) => chosen.includes(name)) : allTiers;
if (chosen && tiers.length !== chosen.length) {
  console.error(`TEST_TIERS names unit, api or e2e; got ${process.env.TEST_TIERS}`);
  process.exit(1);
}
// Every tier runs even after a failure, so one run shows everything that is broken.
const started = performance.now();
const timings = createTimings();
for (const [, steps] of tiers) for (const [name, step] of steps) await timings.step(name, step);
console.log(timingTable('npm test: time per tier', timings.steps, (performance.now() - started) / 1000));
const failed = timings.steps.filter((s) => !s.ok).map((s) => s.name);
if (failed.length > 0) {
  console.error(`\nnpm test failed: ${failed.join(', ')}.`);
  process.exit(1);
}
console.log('\nAll test tiers passed.');
