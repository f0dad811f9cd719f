import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { idParam } from '../../../shared/api/common.ts';
import {
  purgeCounts,
  purgeRunsAnswer,
  purgeRunsQuery,
  retentionAnswer,
  retentionClassParam,
  retentionPaths,
  retentionYearsBody,
  workerRetentionAnswer,
} from '../../../shared/api/retention.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as retention from './retention.service.ts';

/**
 * The retention schedule, the purge log and its dry run (admins only), and a Left worker's
 * retention dates (staff) (docs/domain.md, "Retention and purge").
 */
export function retentionRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const admin = { access: 'admin' } as const;
  const tags = ['retention'];
  return (app, _options, done) => {
    app.get(
      retentionPaths.schedule.pattern,
      { config: admin, schema: { tags, response: { 200: retentionAnswer } } },
      async () => retention.getRetention(ctx),
    );

    app.put(
      retentionPaths.one.pattern,
      {
        config: admin,
        schema: { tags, params: retentionClassParam, body: retentionYearsBody, response: { 200: retentionAnswer } },
      },
      async (request) =>
        retention.setRetention(
          ctx,
          requireUser(request),
          request.params.class,
          request.body.years,
          requestMeta(request),
        ),
    );

    app.get(
      retentionPaths.purgeRuns.pattern,
      { config: admin, schema: { tags, querystring: purgeRunsQuery, response: { 200: purgeRunsAnswer } } },
      async (request) => retention.listPurgeRuns(ctx, request.query),
    );

    app.post(
      retentionPaths.dryRun.pattern,
      { config: admin, schema: { tags, response: { 200: purgeCounts } } },
      async (request) => retention.dryRunNow(ctx, requireUser(request)),
    );

    app.get(
      retentionPaths.worker.pattern,
      {
        config: { access: 'see_retention_dates' },
        schema: { tags, params: idParam, response: { 200: workerRetentionAnswer } },
      },
      async (request) => retention.getWorkerRetention(ctx, requireUser(request), request.params.id),
    );
    done();
  };
}
