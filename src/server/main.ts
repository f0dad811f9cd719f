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
  const stopMaintenance = built.database.engine === 'pglite' ? startMaintenance(built.ctx.db, built.ctx.log) : () => {};

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    stopMaintenance();
    built.ctx.log.info({ signal }, 'shutting down');
    built.close().then(
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
