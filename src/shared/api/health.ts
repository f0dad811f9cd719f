import { z } from 'zod';
import { apiPath } from './paths.ts';

/** The checks a load balancer, a container runtime or a start script polls (docs/operations.md, "Readiness and liveness"). */
export const healthPaths = {
  /** Liveness: the process answers and reaches its database. */
  health: apiPath('/api/health'),
  /** Readiness: the instance can take users now (its database, file store and job queue work, and it is not stopping). */
  ready: apiPath('/api/ready'),
};

/**
 * Prometheus metrics (docs/operations.md, "Metrics"): outside /api, as scrapers expect, served only
 * when METRICS_TOKEN is set, to a request bearing it.
 */
export const METRICS_PATH = '/metrics';

/** GET /api/health: 200 with both ok, 503 when the database does not answer. */
export const healthAnswer = z.object({ status: z.string(), db: z.string() });

const checkState = z.enum(['ok', 'down']);

/**
 * GET /api/ready: 200 when every check is ok, else 503 with 'down' for each that is not; a stopping
 * instance answers 503 with stopping true, whatever its checks say.
 */
export const readyAnswer = z.object({
  checks: z.object({ database: checkState, files: checkState, jobs: checkState }),
  stopping: z.literal(true).optional(),
});
export type ReadyAnswer = z.infer<typeof readyAnswer>;
