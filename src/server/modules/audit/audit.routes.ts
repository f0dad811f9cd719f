import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { auditPaths, auditExportQuery, auditTrailAnswer, auditTrailQuery } from '../../../shared/api/audit.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import { startAuditExport } from './audit-export.service.ts';
import { listAuditTrail } from './audit-trail.service.ts';

/**
 * The audit trail (docs/domain.md), for the roles with permission audit_trail: the
 * paged list and its CSV. Reading only: no route edits or deletes an entry (the table refuses it too).
 */
export function auditRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      auditPaths.trail.pattern,
      {
        config: { access: 'audit_trail' },
        schema: { tags: ['admin'], querystring: auditTrailQuery, response: { 200: auditTrailAnswer } },
      },
      async (request) => listAuditTrail(ctx, request.query),
    );
    app.get(
      auditPaths.export.pattern,
      { config: { access: 'audit_trail', longWork: true }, schema: { tags: ['admin'], querystring: auditExportQuery } },
      async (request, reply) => {
        const file = await startAuditExport(ctx, requireUser(request), request.query, requestMeta(request));
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .send(file.stream);
      },
    );
    done();
  };
}
