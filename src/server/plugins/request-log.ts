import type { FastifyInstance } from 'fastify';
import type { AppMetrics } from '../lib/metrics.ts';

/** The route label of a request no route matched (a 404): never its raw URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * One log line per answered request (docs/operations.md, "Logs"): the request id (reqId, bound by
 * Fastify), the signed-in user's id (never a name or an e-mail address), the method, the route's
 * pattern ('/api/workers/:id', never the address with its ids and query), the status and the time
 * taken in milliseconds. The same answer is counted in the metrics' request histogram.
 */
export function registerRequestLog(app: FastifyInstance, metrics: AppMetrics) {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const status = reply.statusCode;
    const responseTime = Math.round(reply.elapsedTime * 10) / 10;
    metrics.requestDone({ method: request.method, route, status, seconds: reply.elapsedTime / 1000 });
    request.log.info(
      { userId: request.user?.id ?? null, method: request.method, route, status, responseTime },
      'request completed',
    );
  });
}
