import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { jobPaths, jobsAnswer } from '../../../shared/api/jobs.ts';
import type { AppContext } from '../../context.ts';
import type { JobDefinition } from '../../lib/jobs/jobs.ts';
import * as jobs from './jobs.service.ts';

/** The Admin Control Panel's Background Jobs tab: admins only (docs/operations.md, "Background jobs"). */
export function jobRoutes(ctx: AppContext, definitions: readonly JobDefinition[]): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      jobPaths.list.pattern,
      { config: { access: 'admin' }, schema: { tags: ['admin'], response: { 200: jobsAnswer } } },
      async () => jobs.jobsOverview(ctx, definitions),
    );
    done();
  };
}
