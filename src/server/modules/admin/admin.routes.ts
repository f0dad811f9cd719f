import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { userPaths, userStats } from '../../../shared/api/users.ts';
import type { AppContext } from '../../context.ts';
import * as admin from './admin.service.ts';

/**
 * The Admin Control Panel's stat cards (docs/domain.md). Its login audit is served by
 * modules/login-audit, the audit trail by modules/audit.
 */
export function adminRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      userPaths.stats.pattern,
      {
        config: { access: 'admin' },
        schema: { tags: ['admin'], response: { 200: userStats } },
      },
      async () => admin.getUserStats(ctx),
    );
    done();
  };
}
