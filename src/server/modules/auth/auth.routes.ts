import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { z } from 'zod';
import {
  changePasswordBody,
  currentUser,
  forgotPasswordBody,
  loginBody,
  preferencesBody,
  resetPasswordBody,
} from '../../../shared/api/auth.ts';
import { messageAnswer } from '../../../shared/api/common.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/access.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.ts';
import { publicFormLimit } from '../../lib/rate-limits.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import * as auth from './auth.service.ts';
import { endSession } from '../sessions/sessions.service.ts';

// Long as a flat table of route declarations, each handler a few lines (max-lines-per-function spares *.routes.ts).
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const secure = ctx.config.publicUrl.startsWith('https:');
  return async (app) => {
    app.get(
      '/api/auth/user',
      {
        config: { access: 'signed-in', allowDuringPasswordChange: true },
        schema: { tags: ['auth'], response: { 200: currentUser } },
      },
      async (request) => auth.toCurrentUser(requireUser(request)),
    );

    app.post(
      '/api/auth/login',
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          body: loginBody,
          response: { 200: z.object({ message: z.string(), user: currentUser }) },
        },
      },
      async (request, reply) => {
        const { token, user } = await auth.login(ctx, request.body, requestMeta(request));
        setSessionCookie(reply, token, secure);
        return { message: 'Login successful', user };
      },
    );

    app.post(
      '/api/auth/logout',
      {
        config: { access: 'public', allowDuringPasswordChange: true },
        schema: { tags: ['auth'], response: { 200: messageAnswer } },
      },
      async (request, reply) => {
        if (request.user) await endSession(ctx.db, request.user.sessionId);
        clearSessionCookie(reply, secure);
        return { message: 'Logged out' };
      },
    );

    app.post(
      '/api/auth/forgot-password',
      {
        config: { access: 'public', rateLimit: publicFormLimit },
        schema: { tags: ['auth'], body: forgotPasswordBody, response: { 200: messageAnswer } },
      },
      async (request) => {
        auth.requestPasswordReset(ctx, request.body.email);
        return { message: 'If the email exists, a reset link has been sent to your inbox.' };
      },
    );

    app.post(
      '/api/auth/reset-password',
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], body: resetPasswordBody, response: { 200: messageAnswer } },
      },
      async (request) => {
        await auth.resetPassword(ctx, request.body.token, request.body.newPassword, requestMeta(request));
        return { message: 'Your password has been reset. You can now sign in.' };
      },
    );

    app.post(
      '/api/auth/change-password',
      {
        config: { access: 'signed-in', allowDuringPasswordChange: true },
        schema: { tags: ['auth'], body: changePasswordBody, response: { 200: messageAnswer } },
      },
      async (request) => {
        await auth.changePassword(ctx, requireUser(request), request.body, requestMeta(request));
        return { message: 'Password Changed Successfully' };
      },
    );

    app.put(
      '/api/auth/preferences',
      {
        config: { access: 'signed-in' },
        schema: { tags: ['auth'], body: preferencesBody, response: { 200: currentUser } },
      },
      async (request) => auth.savePreferences(ctx, requireUser(request), request.body),
    );
  };
}
