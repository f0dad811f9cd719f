// npm start: build the client if it is missing or stale, then run the server (which migrates).
// The server runs as a child so tsx loads the TypeScript; signals are passed on to it.
import './require-node.mjs';
import { spawn } from 'node:child_process';
import { ensureClientBuilt, root } from './client-build.mjs';

try {
  const outcome = await ensureClientBuilt();
  if (outcome === 'no-vite-config') console.warn('No vite.config.ts found: serving the API only (no client build).');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, stdio: 'inherit' });

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // The server closes gracefully on either signal; a second one is ignored by it.
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('error', (error) => {
  console.error(`Could not start the server: ${error.message}`);
  process.exit(1);
});
server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
