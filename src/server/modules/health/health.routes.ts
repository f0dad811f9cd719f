import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Readiness } from '../../lib/readiness.ts';
import { healthAnswer, healthPaths, readyAnswer } from '../../../shared/api/health.ts';

export function healthRoutes(ctx: AppContext, readiness: Readiness): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      healthPaths.health.pattern,
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          response: {
            200: healthAnswer,
            503: healthAnswer,
          },
        },
      },
      async (_request, reply) => {
        try {
          await ctx.db.execute(sql`select 1`);
          return { status: 'ok', db: 'ok' };
        } catch {
          return reply.status(503).send({ status: 'error', db: 'unreachable' });
        }
      },
    );

    // No error text, host or secret in the answer: each check is 'ok' or 'down' (docs/operations.md).
    app.get(
      healthPaths.ready.pattern,
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          response: {
            200: readyAnswer,
            503: readyAnswer,
          },
        },
      },
      async (_request, reply) => {
        const { ready, stopping, checks } = await readiness.check();
        return reply.status(ready ? 200 : 503).send(stopping ? { checks, stopping } : { checks });
      },
    );
  };
}
