import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  authPaths,
  changePasswordBody,
  currentUser,
  forgotPasswordBody,
  loginAnswer,
  loginBody,
  mfaEnableAnswer,
  mfaEnableBody,
  mfaSetupAnswer,
  mfaVerifyAnswer,
  mfaVerifyBody,
  preferencesBody,
  reauthenticateBody,
  resetPasswordBody,
} from '../../../shared/api/auth.ts';
import { messageAnswer } from '../../../shared/api/common.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/access.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.ts';
import { publicFormLimit } from '../../lib/rate-limits.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import * as auth from './auth.service.ts';
import * as mfa from './auth-mfa.service.ts';
import { reauthenticate } from './auth-reauth.service.ts';
import { toCurrentUser } from './auth.presenter.ts';
import { endSession } from '../sessions/sessions.service.ts';

// Long as a flat table of route declarations, each handler a few lines (max-lines-per-function spares *.routes.ts).
export function authRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const secure = ctx.config.publicUrl.startsWith('https:');
  return async (app) => {
    app.get(
      authPaths.user.pattern,
      {
        config: { access: 'signed-in', allowDuringPasswordChange: true },
        schema: { tags: ['auth'], response: { 200: currentUser } },
      },
      async (request) => toCurrentUser(requireUser(request)),
    );

    app.post(
      authPaths.login.pattern,
      {
        config: { access: 'public' },
        schema: {
          tags: ['auth'],
          body: loginBody,
          response: { 200: loginAnswer },
        },
      },
      async (request, reply) => {
        const { token, answer } = await auth.login(ctx, request.body, requestMeta(request));
        setSessionCookie(reply, token, secure);
        return answer;
      },
    );

    // The second factor (docs/domain.md, "Multi-factor sign-in"): only a session opened by the password
    // alone, at the stage named, reaches these; a fully signed-in one gets 409.
    app.post(
      authPaths.mfaSetup.pattern,
      {
        config: { access: 'signed-in', allowDuringMfa: ['enrol'], allowDuringPasswordChange: true },
        schema: { tags: ['auth'], response: { 200: mfaSetupAnswer } },
      },
      async (request) => mfa.setUpMfa(ctx, requireUser(request)),
    );

    app.post(
      authPaths.mfaEnable.pattern,
      {
        config: { access: 'signed-in', allowDuringMfa: ['enrol'], allowDuringPasswordChange: true },
        schema: { tags: ['auth'], body: mfaEnableBody, response: { 200: mfaEnableAnswer } },
      },
      async (request, reply) => {
        const { token, answer } = await mfa.enableMfa(
          ctx,
          requireUser(request),
          request.body.code,
          requestMeta(request),
        );
        setSessionCookie(reply, token, secure);
        return answer;
      },
    );

    app.post(
      authPaths.mfaVerify.pattern,
      {
        config: { access: 'signed-in', allowDuringMfa: ['verify'], allowDuringPasswordChange: true },
        schema: { tags: ['auth'], body: mfaVerifyBody, response: { 200: mfaVerifyAnswer } },
      },
      async (request, reply) => {
        const { token, answer } = await mfa.verifyMfa(ctx, requireUser(request), request.body, requestMeta(request));
        setSessionCookie(reply, token, secure);
        return answer;
      },
    );

    // Fresh sign-in (docs/domain.md, "Multi-factor sign-in"): a fully signed-in session gives the
    // password (and code) again; a pending one gets 403 MFA_REQUIRED like every other call.
    app.post(
      authPaths.reauthenticate.pattern,
      {
        config: { access: 'signed-in' },
        schema: { tags: ['auth'], body: reauthenticateBody, response: { 200: messageAnswer } },
      },
      async (request) => {
        await reauthenticate(ctx, requireUser(request), request.body, requestMeta(request));
        return { message: 'Thank you. You can carry on.' };
      },
    );

    app.post(
      authPaths.logout.pattern,
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
      authPaths.forgotPassword.pattern,
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
      authPaths.resetPassword.pattern,
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
      authPaths.changePassword.pattern,
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
      authPaths.preferences.pattern,
      {
        config: { access: 'signed-in' },
        schema: { tags: ['auth'], body: preferencesBody, response: { 200: currentUser } },
      },
      async (request) => auth.savePreferences(ctx, requireUser(request), request.body),
    );
  };
}
