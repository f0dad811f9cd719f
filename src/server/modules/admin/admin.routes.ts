import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { auditTrailAnswer, auditTrailQuery } from '../../../shared/api/admin.ts';
import { loginAuditQuery, loginAuditsAnswer, loginAuditStats, userStats } from '../../../shared/api/users.ts';
import type { AppContext } from '../../context.ts';
import * as admin from './admin.service.ts';

/**
 * Admin Control Panel figures (part 3 section 7). The login audit is part of that admin-only panel,
 * so it needs permission admin (not access_requests); the audit trail needs audit_trail.
 */
export function adminRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get('/api/admin/user-stats', {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: userStats } },
    }, async () => admin.getUserStats(ctx));

    app.get('/api/admin/login-audits', {
      config: { access: 'admin' },
      schema: { tags: ['admin'], querystring: loginAuditQuery, response: { 200: loginAuditsAnswer } },
    }, async (request) => admin.listLoginAudits(ctx, request.query));

    app.get('/api/admin/login-audit-stats', {
      config: { access: 'admin' },
      schema: { tags: ['admin'], response: { 200: loginAuditStats } },
    }, async () => admin.getLoginAuditStats(ctx));

    app.get('/api/admin/audit-trail', {
      config: { access: 'audit_trail' },
      schema: { tags: ['admin'], querystring: auditTrailQuery, response: { 200: auditTrailAnswer } },
    }, async (request) => admin.listAuditTrail(ctx, request.query));
    done();
  };
}
