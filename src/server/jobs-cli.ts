/**
 * npm run jobs: `list` prints the jobs and their schedules; `run NAME` runs one job once against the
 * configured database (DATABASE_URL, else PGlite in DATA_DIR/db, migrated first) through the same
 * effect-once path as the queue (docs/decisions/0017-job-queue.md), prints one JSON line of what it
 * did and exits. An unknown NAME or option exits 2 listing the names (docs/operations.md).
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { createLocalEvents, eventsFor } from './lib/events.ts';
import { loggerOptions } from './lib/logger.ts';
import { noMetrics } from './lib/metrics.ts';
import { createMailer } from './lib/mailer.ts';
import { errorCodeOf } from './lib/error-code.ts';
import { createTurnTaking } from './lib/turn-taking.ts';
import { runOnce } from './lib/jobs/jobs.ts';
import { describeJobs, parseJobsCommand } from './jobs-cli-args.ts';
import { scheduledJobs } from './scheduled-jobs.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  // Logs go to stderr: stdout is the one JSON line of the run.
  const log: FastifyBaseLogger = pino(loggerOptions(config.logLevel), pino.destination(2));
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  // No request reaches this process: its long work never pauses (lib/turn-taking.ts).
  const turns = createTurnTaking();
  // A run of the CLI is no server: nothing scrapes its metrics.
  const metrics = noMetrics;
  const jobs = scheduledJobs({ config, mailer, log, events: createLocalEvents(log), turns, metrics });
  const command = parseJobsCommand(process.argv.slice(2), jobs);
  if (command.kind === 'usage') {
    console.error(command.message);
    return command.exitCode;
  }
  if (command.kind === 'list') {
    for (const line of describeJobs(jobs)) console.log(line);
    return 0;
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
  const events = eventsFor(database, log);
  try {
    await database.migrate();
    const bound = scheduledJobs({ config, mailer, log, events, turns, metrics });
    const job = bound.find((one) => one.name === command.job.name)!;
    const input = { runKey: command.runKey, options: command.options, now: new Date() };
    console.log(JSON.stringify(await runOnce(database.db, job, input)));
    return 0;
  } finally {
    await events.close();
    mailer.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // The error's code only: a database error's message may hold the values of a row.
    console.error(error instanceof ConfigError ? error.message : `Job failed: ${errorCodeOf(error)}`);
    process.exit(1);
  },
);
