import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import {
  loginAuditPaths,
  loginAuditQuery,
  loginAuditsAnswer,
  loginAuditStats,
} from '../../../shared/api/login-audit.ts';
import type { AppContext } from '../../context.ts';
import * as loginAudit from './login-audit.service.ts';

/**
 * The login audit (docs/domain.md) is part of the admin-only Admin Control Panel, so it needs
 * permission admin (not access_requests).
 */
export function loginAuditRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      loginAuditPaths.list.pattern,
      {
        config: { access: 'admin' },
        schema: { tags: ['admin'], querystring: loginAuditQuery, response: { 200: loginAuditsAnswer } },
      },
      async (request) => loginAudit.listLoginAudits(ctx, request.query),
    );

    app.get(
      loginAuditPaths.stats.pattern,
      {
        config: { access: 'admin' },
        schema: { tags: ['admin'], response: { 200: loginAuditStats } },
      },
      async () => loginAudit.getLoginAuditStats(ctx),
    );
    done();
  };
}
