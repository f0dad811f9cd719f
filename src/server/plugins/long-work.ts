import type { FastifyInstance } from 'fastify';
import { runAsLongWork } from '../lib/long-work-scope.ts';
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
 * (onResponse) or abandoned (the socket's close); the count's end is idempotent. The handler of long
 * work, and all it starts, runs in the long-work scope (lib/long-work-scope.ts): a hook with a
 * callback, so the rest of the request goes on inside the scope (an async hook's continuation would not).
 */
export function registerTurnTaking(app: FastifyInstance, turns: TurnTaking): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.config.longWork) return;
    const end = turns.started();
    ended.set(request, end);
    reply.raw.once('close', end);
  });
  app.addHook('onResponse', async (request) => ended.get(request)?.());
  app.addHook('preHandler', (request, _reply, done) => {
    if (request.routeOptions.config.longWork) runAsLongWork(() => done());
    else done();
  });
}
