import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { healthRoutes } from './health/health.routes.ts';

/** Every area registers its routes here, in one place. */
export async function registerModules(app: FastifyInstance, ctx: AppContext) {
  await app.register(healthRoutes(ctx));
  await app.register(authRoutes(ctx));
}
