import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { idParam } from '../../../shared/api/common.ts';
import {
  reportPaths,
  reportHistoryAnswer,
  reportHistoryQuery,
  reportQuery,
  reportTypeParam,
} from '../../../shared/api/reports.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import { listReportHistory, openKeptReport } from './report-history.service.ts';
import { generateReport } from './reports.service.ts';

/** The file names are ours (compliance-report.csv ...): plain ASCII, nothing to escape. */
const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/**
 * Reports (docs/domain.md "Reports"): the six reports as CSV or
 * .xlsx, and Recent Reports with their downloads. The history routes are static paths, which
 * Fastify matches before /api/reports/:type.
 */
export function reportRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      reportPaths.history.pattern,
      {
        config: { access: 'reports' },
        schema: { tags: ['reports'], querystring: reportHistoryQuery, response: { 200: reportHistoryAnswer } },
      },
      async (request) => listReportHistory(ctx, requireUser(request), request.query),
    );

    app.get(
      reportPaths.download.pattern,
      { config: { access: 'reports', longWork: true }, schema: { tags: ['reports'], params: idParam } },
      async (request, reply) => {
        const file = await openKeptReport(ctx, requireUser(request), request.params.id, requestMeta(request));
        return reply
          .header('content-type', file.contentType)
          .header('content-length', String(file.sizeBytes))
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    );

    app.get(
      reportPaths.generate.pattern,
      {
        config: { access: 'reports', longWork: true },
        schema: { tags: ['reports'], params: reportTypeParam, querystring: reportQuery },
      },
      async (request, reply) => {
        const file = await generateReport(
          ctx,
          requireUser(request),
          request.params.type,
          request.query,
          requestMeta(request),
        );
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', attachment(file.fileName))
          .header('cache-control', 'no-store')
          .header('x-content-type-options', 'nosniff')
          .send(file.stream);
      },
    );
    done();
  };
}
