import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ensureFirstAdmin } from './startup.ts';

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
  const built = await buildApp(config);
  await ensureFirstAdmin(built.ctx);
  await built.app.listen({ port: config.port, host: config.host });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
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
  console.error('Failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
