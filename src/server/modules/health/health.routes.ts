import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';

export function healthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          response: {
            200: z.object({ status: z.string(), db: z.string() }),
            503: z.object({ status: z.string(), db: z.string() }),
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
