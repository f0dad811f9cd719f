import type { FastifyPluginCallbackZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import { deletedCountAnswer } from '../../../shared/api/admin.ts';
import { idParam, messageAnswer } from '../../../shared/api/common.ts';
import {
  userPaths,
  createUserBody,
  deletedUser,
  pagedUsers,
  resetUserPasswordBody,
  updateUserBody,
  user,
  userListQuery,
} from '../../../shared/api/users.ts';
import type { AppContext } from '../../context.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import { requireUser } from '../../plugins/access.ts';
import * as retention from './retention.service.ts';
import * as passwords from './users-passwords.service.ts';
import * as users from './users.service.ts';

/** User management (docs/domain.md): every call needs user_management (admins). */
// Long as a flat table of route declarations, each handler a few lines (max-lines-per-function spares *.routes.ts).
export function userRoutes(ctx: AppContext): FastifyPluginCallbackZod {
  const access = { access: 'user_management' } as const;
  return (app, _options, done) => {
    app.get(
      userPaths.list.pattern,
      {
        config: access,
        schema: {
          tags: ['users'],
          querystring: userListQuery,
          response: { 200: z.union([z.array(user), pagedUsers]) },
        },
      },
      async (request) => users.listUsers(ctx, request.query),
    );

    app.post(
      userPaths.list.pattern,
      {
        config: access,
        schema: { tags: ['users'], body: createUserBody, response: { 201: user } },
      },
      async (request, reply) => {
        const created = await users.createUser(ctx, requireUser(request), request.body, requestMeta(request));
        return reply.status(201).send(created);
      },
    );

    app.put(
      userPaths.one.pattern,
      {
        config: { ...access, asksFreshSignIn: true },
        schema: { tags: ['users'], params: idParam, body: updateUserBody, response: { 200: user } },
      },
      async (request) =>
        users.updateUser(ctx, requireUser(request), request.params.id, request.body, requestMeta(request)),
    );

    app.delete(
      userPaths.one.pattern,
      {
        config: access,
        schema: { tags: ['users'], params: idParam, response: { 200: messageAnswer } },
      },
      async (request) => {
        await users.deleteUser(ctx, requireUser(request), request.params.id, requestMeta(request));
        return { message: 'User moved to deleted users. It will be permanently removed after 30 days.' };
      },
    );

    app.post(
      userPaths.resetPassword.pattern,
      {
        config: access,
        schema: { tags: ['users'], params: idParam, body: resetUserPasswordBody, response: { 200: messageAnswer } },
      },
      async (request) => {
        await passwords.resetUserPassword(
          ctx,
          requireUser(request),
          request.params.id,
          request.body.password,
          requestMeta(request),
        );
        return { message: 'Password reset. The user must change it at next sign-in.' };
      },
    );

    app.get(
      userPaths.deleted.pattern,
      {
        config: access,
        schema: { tags: ['users'], response: { 200: z.array(deletedUser) } },
      },
      async () => retention.listDeletedUsers(ctx),
    );

    app.post(
      userPaths.recover.pattern,
      {
        config: access,
        schema: { tags: ['users'], params: idParam, response: { 200: user } },
      },
      async (request) => retention.recoverUser(ctx, requireUser(request), request.params.id, requestMeta(request)),
    );

    app.post(
      userPaths.cleanupExpired.pattern,
      {
        config: access,
        schema: { tags: ['users'], response: { 200: deletedCountAnswer } },
      },
      async (request) => retention.cleanupExpiredUsers(ctx, requireUser(request), requestMeta(request)),
    );
    done();
  };
}
