import crypto from 'node:crypto';
import path from 'node:path';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from '@fastify/type-provider-zod';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase, type Database } from './db/client.ts';
import { createTurnTaking } from './lib/turn-taking.ts';
import { createBackgroundTasks } from './lib/background.ts';
import { createJobs, type Jobs } from './lib/jobs/jobs.ts';
import { loggerOptions } from './lib/logger.ts';
import { eventsFor } from './lib/events.ts';
import { createMailer } from './lib/mailer.ts';
import { noMetrics } from './lib/metrics.ts';
import { createOperations } from './lib/operations.ts';
import type { Readiness } from './lib/readiness.ts';
import { postgresRateLimitStore } from './lib/rate-limit-store.ts';
import { registerSession, sessionCookieName } from './plugins/session.ts';
import { collectRoutes, registerAccessGuard, type RouteRecord } from './plugins/access.ts';
import { registerApiDocs } from './plugins/api-docs.ts';
import { registerClient } from './plugins/client.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerRequestLog } from './plugins/request-log.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerTurnTaking } from './plugins/long-work.ts';
import { registerModules } from './modules/index.ts';
import { resolveSession } from './modules/sessions/sessions.service.ts';
import { scheduledJobs } from './scheduled-jobs.ts';

export type BuiltApp = {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  /** Background jobs (docs/decisions/0017-job-queue.md), started unless BuildOptions.jobs is false. */
  jobs: Jobs;
  routes: RouteRecord[];
  /** GET /api/ready's checks; beginStop() turns it 503 (the first step of a graceful stop, src/server/main.ts). */
  readiness: Readiness;
  close: () => Promise<void>;
};

export type BuildOptions = {
  database?: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: DestinationStream;
  /**
   * The app's clock (ctx.now): the shared rate-limit windows on PostgreSQL and the days of the
   * right-to-work standing; tests move it.
   */
  now?: () => Date;
  /** Start the job queue and its schedules (default true); most tests leave it off. */
  jobs?: boolean;
};

/** Builds the app with its database and mailer; does not listen (tests use inject). */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    // One line per answered request, written by plugins/request-log.ts (docs/operations.md, "Logs").
    logController: new LogController({ disableRequestLogging: true }),
    // Unique across instances, so the lines of one request are found among several machines' logs.
    genReqId: () => crypto.randomUUID(),
    // While closing, a request that arrives on a connection already open is answered, not refused
    // with 503: the database is still open, and the answer closes the connection (docs/operations.md,
    // "Stopping and rolling restarts").
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // request.ip is the forwarded client address only for a request from a listed proxy (TRUST_PROXY).
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>() as unknown as FastifyInstance;
  const log = app.log;
  const database =
    options.database ??
    openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'db'),
      // An idle pooled connection that died (restart, failover): the pool replaces it on demand.
      onIdleError: (error) => log.warn({ err: error }, 'database connection lost'),
    });
  if (!options.database) await database.migrate();
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log,
  });
  // The job queue is made last (below); the readiness check counts it down until then.
  const made: { jobs?: Jobs } = {};
  const { readiness, metrics } = createOperations(config, database, () => made.jobs);
  const ctx: AppContext = {
    config,
    db: database.db,
    mailer,
    log,
    metrics: metrics ?? noMetrics,
    background: createBackgroundTasks(log),
    events: eventsFor(database, log),
    turns: createTurnTaking(),
    now: options.now ?? (() => new Date()),
  };
  registerTurnTaking(app, ctx.turns);
  database.queueLongWorkBehind?.(ctx.turns.clear);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerRequestLog(app, ctx.metrics);

  const routes: RouteRecord[] = [];
  collectRoutes(app, routes);
  registerAccessGuard(app);
  registerErrorHandler(app);
  await registerSecurity(app, config.publicUrl);
  await app.register(cookie);
  registerSession(app, ctx, (token) => resolveSession(ctx.db, token));

  await registerApiDocs(app, sessionCookieName(config.publicUrl.startsWith('https:')));

  const rateLimitStore =
    database.engine === 'postgres' ? postgresRateLimitStore({ db: ctx.db, log, now: options.now }) : undefined;
  const jobDefinitions = scheduledJobs(ctx);
  await registerModules(app, ctx, { rateLimitStore, jobDefinitions, readiness, metrics });
  await registerClient(app, config.clientDir);
  await app.ready();

  // After the migrations: pg-boss keeps its own schema (pgboss), apart from drizzle's tables.
  const onAttemptFailed = (job: string) => ctx.metrics.jobAttemptFailed(job);
  const queue = createJobs({ db: ctx.db, log, settings: config.jobs, onAttemptFailed }, database.connectionString);
  for (const job of jobDefinitions) await queue.register(job);
  if (options.jobs !== false) await queue.start();
  made.jobs = queue;

  return {
    app,
    ctx,
    database,
    jobs: queue,
    routes,
    readiness,
    close: async () => {
      readiness.beginStop();
      await app.close();
      await ctx.background.drain();
      // Waits for running jobs up to JOBS_STOP_TIMEOUT_SECONDS; one cut off is retried elsewhere.
      await queue.stop();
      await ctx.events.close();
      mailer.close();
      await database.close();
    },
  };
}
