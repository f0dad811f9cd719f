import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { checkFileStore } from './file-store.ts';
import type { Jobs } from './jobs/job-types.ts';
import { createMetrics, type MetricsEndpoint } from './metrics.ts';
import { createReadiness, PROBE_TIMEOUT_MS, type Readiness } from './readiness.ts';

/**
 * What operators read of a running instance (docs/operations.md): its readiness (database, file
 * store, job queue) and, when METRICS_TOKEN is set, its metrics. `jobs` answers the job queue once
 * it is made (buildApp makes it last); until then the queue counts as down.
 */
export function createOperations(
  config: Pick<Config, 'dataDir' | 'fileStore' | 'metricsToken'>,
  database: Pick<Database, 'ping' | 'stats'>,
  jobs: () => Jobs | undefined,
): { readiness: Readiness; metrics: MetricsEndpoint | undefined } {
  const readiness = createReadiness({
    database: () => database.ping(PROBE_TIMEOUT_MS),
    files: () => checkFileStore(config, PROBE_TIMEOUT_MS),
    jobs: async () => {
      const queue = jobs();
      if (!queue) throw new Error('the job queue is not made yet');
      await queue.ping(PROBE_TIMEOUT_MS);
    },
  });
  const metrics = config.metricsToken
    ? createMetrics({ database: () => database.stats(), jobs: async () => (await jobs()?.depth()) ?? [] })
    : undefined;
  return { readiness, metrics };
}
