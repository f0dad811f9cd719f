// Builds the React client with Vite when dist/client is missing or older than its sources.
// Plain Node on purpose: npm start and npm test run it before anything else is known to work.
// Run directly (node scripts/client-build.mjs [--force]) or import ensureClientBuilt().
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const clientIndex = path.join(root, 'dist', 'client', 'index.html');

/** What the client bundle is made of: a change to any of these means a rebuild. */
const sources = ['vite.config.ts', 'index.html', 'public', 'src/client', 'src/shared', 'package-lock.json'];

/** Newest modification time under the given paths (files or folders), 0 when none exist. */
function newestMtime(paths) {
  let newest = 0;
  const visit = (p) => {
    let stat;
    try {
      stat = fs.statSync(p);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) visit(path.join(p, entry));
    } else if (stat.mtimeMs > newest) newest = stat.mtimeMs;
  };
  for (const p of paths) visit(path.join(root, p));
  return newest;
}

export function hasViteConfig() {
  return fs.existsSync(path.join(root, 'vite.config.ts'));
}

/** Why a build is needed, or null when dist/client is up to date. */
export function clientBuildReason() {
  if (!fs.existsSync(clientIndex)) return 'dist/client/index.html is missing';
  const built = fs.statSync(clientIndex).mtimeMs;
  return newestMtime(sources) > built ? 'client sources changed since the last build' : null;
}

/** Runs `vite build` with inherited output; resolves when it succeeds, rejects otherwise. */
export function buildClient() {
  const viteBin = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const [command, args] = fs.existsSync(viteBin) ? [process.execPath, [viteBin, 'build']] : ['npx', ['vite', 'build']];
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

/** Builds the client when needed; answers what it did ('built' | 'up-to-date' | 'no-vite-config'). */
export async function ensureClientBuilt({ force = false, log = console.log } = {}) {
  if (!hasViteConfig()) return 'no-vite-config';
  const reason = force ? 'forced' : clientBuildReason();
  if (!reason) return 'up-to-date';
  log(`Building the client (${reason})...`);
  await buildClient();
  return 'built';
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureClientBuilt({ force: process.argv.includes('--force') }).then(
    (outcome) => {
      if (outcome === 'no-vite-config') {
        console.error('No vite.config.ts at the repository root: nothing to build.');
        process.exit(1);
      }
      if (outcome === 'up-to-date') console.log('Client build is up to date.');
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
