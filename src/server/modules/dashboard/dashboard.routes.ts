import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { dashboardMetrics, dashboardReport, dashboardReportsQuery } from '../../../shared/api/dashboard.ts';
import { expiringDocument } from '../../../shared/api/documents.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/access.ts';
import { listExpiringDocuments } from '../documents/documents.service.ts';
import { getDashboardMetrics, getDashboardReport } from './dashboard.service.ts';

/** Dashboard calls (docs/domain.md): the metrics, the payroll report and the Document Expiry Alerts panel. */
export function dashboardRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/dashboard/expiring-documents',
      {
        config: { access: 'dashboard' },
        schema: { tags: ['dashboard'], response: { 200: z.array(expiringDocument) } },
      },
      async (request) => listExpiringDocuments(ctx, requireUser(request)),
    );
    app.get(
      '/api/dashboard/metrics',
      { config: { access: 'dashboard' }, schema: { tags: ['dashboard'], response: { 200: dashboardMetrics } } },
      async (_request, reply) => {
        // Never cached (docs/domain.md): the cards read it fresh every time.
        void reply.header('cache-control', 'no-store');
        return getDashboardMetrics(ctx);
      },
    );
    app.get(
      '/api/dashboard/reports',
      {
        config: { access: 'dashboard' },
        schema: { tags: ['dashboard'], querystring: dashboardReportsQuery, response: { 200: dashboardReport } },
      },
      async (request) => getDashboardReport(ctx, request.query),
    );
    done();
  };
}
