import crypto from 'node:crypto';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { MetricsEndpoint } from '../../lib/metrics.ts';
import { METRICS_PATH } from '../../../shared/api/health.ts';

const digest = (text: string) => crypto.createHash('sha256').update(text).digest();

/** Whether the request bears `Authorization: Bearer <token>`, compared in constant time. */
function bearsToken(request: FastifyRequest, token: string): boolean {
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  if (scheme?.toLowerCase() !== 'bearer' || !given) return false;
  return crypto.timingSafeEqual(digest(given), digest(token));
}

/**
 * GET /metrics (docs/operations.md, "Metrics"): 404 while METRICS_TOKEN is unset, as if there were
 * no such address (the client's catch-all would otherwise answer its page); 401 without the token.
 */
export function metricsRoutes(ctx: AppContext, metrics: MetricsEndpoint | undefined): FastifyPluginAsyncZod {
  const token = ctx.config.metricsToken;
  return async (app) => {
    app.get(METRICS_PATH, async (request, reply) => {
      if (!token || !metrics) throw notFound();
      if (!bearsToken(request, token)) {
        void reply.header('WWW-Authenticate', 'Bearer');
        throw new AppError('UNAUTHENTICATED', 'Metrics need the bearer token METRICS_TOKEN');
      }
      return reply.type(metrics.contentType).send(await metrics.render());
    });
  };
}
