import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { healthAnswer, healthPaths } from '../../../shared/api/health.ts';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
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
  };
}
