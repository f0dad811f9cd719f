// npm test: every test tier in turn (unit, API, browser); fails when any tier fails, and ends
// with a table of each tier's time. Extra arguments go to each vitest run (e.g. `npm test -- auth`
// filters by file name). The browser tier needs Debian's chromium and a client build; both are
// provided when possible.
import './require-node.mjs';
import fs from 'node:fs';
import path from 'node:path';
import { ensureClientBuilt, hasViteConfig, root } from './client-build.mjs';
import { createTimings, run, timingTable } from './steps.mjs';

const CHROMIUM = '/usr/bin/chromium';
const extraArgs = process.argv.slice(2);

const vitestBin = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
function vitest(project) {
  console.log(`\n=== ${project} tests ===`);
  // A filter may match no file of a tier; that is not a failure of the tier.
  const filterArgs = extraArgs.length > 0 ? ['--passWithNoTests', ...extraArgs] : [];
  return run(process.execPath, [vitestBin, 'run', '--project', project, ...filterArgs]);
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

const allTiers = [
  ['unit', () => vitest('unit')],
  ['api', () => vitest('api')],
  ['e2e', browserTests],
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
for (const [name, tier] of tiers) await timings.step(name, tier);
console.log(timingTable('npm test: time per tier', timings.steps, (performance.now() - started) / 1000));
const failed = timings.steps.filter((s) => !s.ok).map((s) => s.name);
if (failed.length > 0) {
  console.error(`\nnpm test failed: ${failed.join(', ')}.`);
  process.exit(1);
}
console.log('\nAll test tiers passed.');
