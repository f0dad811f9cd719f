/**
 * Readiness (docs/operations.md, "Readiness and liveness"): whether this instance can do its work
 * now, as a load balancer asks before sending it users. Each dependency is probed with a bound on
 * its time, so a dead database or bucket makes the answer 'down' quickly instead of holding it;
 * an instance that is stopping answers not ready at once, whatever its dependencies say.
 */
export type CheckState = 'ok' | 'down';
export type ReadinessChecks = { database: CheckState; files: CheckState; jobs: CheckState };
export type ReadinessAnswer = { ready: boolean; stopping: boolean; checks: ReadinessChecks };

/** A probe resolves when the dependency works and rejects (or never settles) when it does not. */
export type Probe = () => Promise<unknown>;

export type Readiness = {
  check: () => Promise<ReadinessAnswer>;
  /** From now on the instance answers not ready (SIGTERM: the balancer drains it). */
  beginStop: () => void;
  isStopping: () => boolean;
};

/** How long one probe may take before its dependency counts as down. */
export const PROBE_TIMEOUT_MS = 1_000;
/**
 * A probe still running after this long is left behind and a new one starts: a dependency that
 * came back is then seen again even when the old attempt never settles, and probes cannot pile up
 * faster than one per this interval.
 */
export const PROBE_ABANDON_MS = 5_000;

type ProbeOptions = { timeoutMs?: number; abandonMs?: number; clock?: { now: () => number } };

/**
 * One probe shared by the calls that arrive while it runs (a balancer asking every half second
 * does not start a query each time a slow one is pending), each call waiting at most `timeoutMs`.
 */
export function sharedProbe(
  probe: Probe,
  { timeoutMs = PROBE_TIMEOUT_MS, abandonMs = PROBE_ABANDON_MS, clock = { now: Date.now } }: ProbeOptions = {},
): () => Promise<CheckState> {
  let running: { startedAt: number; result: Promise<CheckState> } | undefined;
  return async () => {
    const now = clock.now();
    if (!running || now - running.startedAt > abandonMs) {
      const attempt = {
        startedAt: now,
        result: Promise.resolve()
          .then(probe)
          .then(
            (): CheckState => 'ok',
            (): CheckState => 'down',
          ),
      };
      running = attempt;
      void attempt.result.then(() => {
        if (running === attempt) running = undefined;
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<CheckState>((resolve) => {
      timer = setTimeout(() => resolve('down'), timeoutMs);
      timer.unref();
    });
    try {
      return await Promise.race([running.result, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}

export function createReadiness(
  probes: Record<keyof ReadinessChecks, Probe>,
  options?: { timeoutMs?: number },
): Readiness {
  const database = sharedProbe(probes.database, options);
  const files = sharedProbe(probes.files, options);
  const jobs = sharedProbe(probes.jobs, options);
  let stopping = false;
  return {
    async check() {
      const [db, store, queue] = await Promise.all([database(), files(), jobs()]);
      const checks = { database: db, files: store, jobs: queue };
      const allOk = Object.values(checks).every((state) => state === 'ok');
      return { ready: allOk && !stopping, stopping, checks };
    },
    beginStop() {
      stopping = true;
    },
    isStopping: () => stopping,
  };
}
