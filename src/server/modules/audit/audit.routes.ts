import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { auditTrailAnswer, auditTrailQuery } from '../../../shared/api/audit.ts';
import type { AppContext } from '../../context.ts';
import * as audit from './audit.service.ts';

/** The audit trail (DECISIONS section 4), for the roles with permission audit_trail. */
export function auditRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      '/api/admin/audit-trail',
      {
        config: { access: 'audit_trail' },
        schema: { tags: ['admin'], querystring: auditTrailQuery, response: { 200: auditTrailAnswer } },
      },
      async (request) => audit.listAuditTrail(ctx, request.query),
    );
    done();
  };
}
