import type { FastifyInstance } from 'fastify';
import type { TurnTaking } from '../lib/turn-taking.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is long work (an import, an upload's check, a report, an export) or a stream: it
     * gives way to other requests between its chunks and is not waited for by other long work
     * (src/server/lib/turn-taking.ts, docs/decisions/0025-long-work-gives-way.md).
     */
    longWork?: boolean;
  }
}

const ended = new WeakMap<object, () => void>();

/**
 * Counts every request that is not long work as in flight from its arrival until its answer is sent
 * (onResponse) or abandoned (the socket's close); the count's end is idempotent.
 */
export function registerTurnTaking(app: FastifyInstance, turns: TurnTaking): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.longWork) return;
    const end = turns.started();
    ended.set(request, end);
    reply.raw.once('close', end);
  });
  app.addHook('onResponse', async (request) => ended.get(request)?.());
}
