import { z } from 'zod';
import { apiPath } from './paths.ts';

/** The health check a load balancer or a start script polls. */
export const healthPaths = {
  health: apiPath('/api/health'),
};

/** GET /api/health: 200 with both ok, 503 when the database does not answer. */
export const healthAnswer = z.object({ status: z.string(), db: z.string() });
