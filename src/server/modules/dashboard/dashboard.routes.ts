import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  dashboardPaths,
  dashboardMetrics,
  dashboardReport,
  dashboardReportsQuery,
} from '../../../shared/api/dashboard.ts';
import { expiringDocument } from '../../../shared/api/documents.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/access.ts';
import { listExpiringDocuments } from '../documents/documents.service.ts';
import { getDashboardMetrics, getDashboardReport } from './dashboard.service.ts';

/** Dashboard calls (docs/domain.md): the metrics, the payroll report and the Document Expiry Alerts panel. */
export function dashboardRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      dashboardPaths.expiringDocuments.pattern,
      {
        config: { access: 'dashboard' },
        schema: { tags: ['dashboard'], response: { 200: z.array(expiringDocument) } },
      },
      async (request) => listExpiringDocuments(ctx, requireUser(request)),
    );
    app.get(
      dashboardPaths.metrics.pattern,
      { config: { access: 'dashboard' }, schema: { tags: ['dashboard'], response: { 200: dashboardMetrics } } },
      async (_request, reply) => {
        // Never cached (docs/domain.md): the cards read it fresh every time.
        void reply.header('cache-control', 'no-store');
        return getDashboardMetrics(ctx);
      },
    );
    app.get(
      dashboardPaths.reports.pattern,
      {
        config: { access: 'dashboard' },
        schema: { tags: ['dashboard'], querystring: dashboardReportsQuery, response: { 200: dashboardReport } },
      },
      async (request) => getDashboardReport(ctx, request.query),
    );
    done();
  };
}
