import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { userPaths, adminProfile, updateProfileBody } from '../../../shared/api/users.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as profile from './profile.service.ts';

/** Admin profile (docs/domain.md): permission admin. */
export function profileRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  return (app, _options, done) => {
    app.get(
      userPaths.profile.pattern,
      {
        config: { access: 'admin' },
        schema: { tags: ['admin'], response: { 200: adminProfile } },
      },
      async (request) => profile.getProfile(ctx, requireUser(request)),
    );

    app.put(
      userPaths.profile.pattern,
      {
        config: { access: 'admin' },
        schema: { tags: ['admin'], body: updateProfileBody, response: { 200: adminProfile } },
      },
      async (request) => profile.updateProfile(ctx, requireUser(request), request.body, requestMeta(request)),
    );
    done();
  };
}
