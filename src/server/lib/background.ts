import type { FastifyBaseLogger as Logger } from 'fastify';

/**
 * Work done after the answer has gone (e-mails, tokens), so a request's time says nothing about
 * what happened behind it. Each task is tracked until it settles: close() and tests wait with drain().
 * A failure is logged by the task's name and the error's code only (docs/operations.md, "Logs": no personal data).
 */
export type BackgroundTasks = {
  run: (name: string, task: () => Promise<void>) => void;
  drain: () => Promise<void>;
};

export function createBackgroundTasks(log: Logger): BackgroundTasks {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const promise = Promise.resolve()
        .then(task)
        .catch((error: unknown) => {
          const code = (error as { code?: unknown } | null)?.code;
          log.error({ task: name, code: typeof code === 'string' ? code : undefined }, 'background task failed');
        })
        .finally(() => pending.delete(promise));
      pending.add(promise);
    },
    async drain() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
