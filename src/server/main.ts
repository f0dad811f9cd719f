import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { startMaintenance } from './db/maintenance.ts';
import { errorSummary } from './lib/log-errors.ts';
import { MISSING_KEY_MESSAGE } from './lib/secret-box.ts';
import { ensureFirstAdmin, sweepStaleUploads } from './startup.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // A production key is never made on the fly: each instance would make its own (docs/operations.md).
  if (config.isProduction && !config.mfaEncryptionKey) {
    console.error(MISSING_KEY_MESSAGE);
    process.exit(1);
  }
  const built = await buildApp(config);
  await ensureFirstAdmin(built.ctx);
  const swept = await sweepStaleUploads(config.dataDir);
  if (swept > 0) built.ctx.log.info({ swept }, 'removed staged uploads left by an earlier crash');
  await built.app.listen({ port: config.port, host: config.host });
  // PGlite has no autovacuum; PostgreSQL runs its own.
  const stopMaintenance =
    built.database.engine === 'pglite'
      ? startMaintenance(built.ctx.db, built.ctx.log, built.ctx.turns.quietFor)
      : () => {};

  // A graceful stop (docs/operations.md, "Stopping and rolling restarts"): GET /api/ready answers 503
  // at once so the balancer sends no one new; requests keep being served for STOP_DRAIN_SECONDS while
  // it notices; then the server stops accepting, lets the requests under way finish, lets running
  // jobs finish (or hands them back to the queue) and closes the database. A repeated signal is ignored
  // (a terminal's Ctrl-C reaches both npm start and the server, which passes it on again).
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    built.readiness.beginStop();
    built.ctx.log.info({ signal, drainSeconds: config.stopDrainSeconds }, 'stopping: not ready, draining');
    sleep(config.stopDrainSeconds * 1000)
      .then(async () => {
        stopMaintenance();
        built.ctx.log.info('stopping: no new connections, finishing the requests and jobs under way');
        await built.close();
      })
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  // A failed query's own message lists its parameters (the first administrator's e-mail and hash).
  console.error('Failed to start:', errorSummary(error));
  process.exit(1);
});
