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
  mfaRecoveryCodesAnswer,
  mfaPasskeyBody,
  mfaSetupAnswer,
  mfaStatusAnswer,
  mfaVerifyAnswer,
  mfaVerifyBody,
  passkeyAddedAnswer,
  passkeyCreationOptions,
  passkeyList,
  passkeyRegisterBody,
  passkeyRequestOptions,
  preferencesBody,
  reauthenticateBody,
  resetPasswordBody,
} from '../../../shared/api/auth.ts';
import { idParam, messageAnswer } from '../../../shared/api/common.ts';
import { mfaResetAnswer, userPaths } from '../../../shared/api/users.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../plugins/access.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/session.ts';
import { publicFormLimit } from '../../lib/rate-limits.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import * as auth from './auth.service.ts';
import * as mfa from './auth-mfa.service.ts';
import * as mfaManage from './auth-mfa-manage.service.ts';
import * as passkeys from './auth-passkeys.service.ts';
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
        // From My Profile the session stays; after the password a new one starts.
        if (token !== null) setSessionCookie(reply, token, secure);
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

    // Managing one's own second factor from My Profile (docs/domain.md, "Managing the second factor").
    app.get(
      authPaths.mfa.pattern,
      { config: { access: 'signed-in' }, schema: { tags: ['auth'], response: { 200: mfaStatusAnswer } } },
      async (request) => mfaManage.mfaStatus(ctx, requireUser(request)),
    );

    app.delete(
      authPaths.mfa.pattern,
      {
        config: { access: 'signed-in', asksFreshSignIn: true },
        schema: { tags: ['auth'], response: { 200: messageAnswer } },
      },
      async (request) => {
        await mfaManage.turnOffMfa(ctx, requireUser(request), requestMeta(request));
        return { message: 'Your authenticator app is turned off' };
      },
    );

    app.post(
      authPaths.mfaRecoveryCodes.pattern,
      {
        config: { access: 'signed-in', asksFreshSignIn: true },
        schema: { tags: ['auth'], response: { 200: mfaRecoveryCodesAnswer } },
      },
      async (request) => mfaManage.regenerateRecoveryCodes(ctx, requireUser(request), requestMeta(request)),
    );

    // An admin's reset of another user's second factor: here, beside the factor it removes.
    app.post(
      userPaths.resetMfa.pattern,
      {
        config: { access: 'user_management', asksFreshSignIn: true },
        schema: { tags: ['users'], params: idParam, response: { 200: mfaResetAnswer } },
      },
      async (request) => {
        const { emailSent } = await mfaManage.resetUserMfa(
          ctx,
          requireUser(request),
          request.params.id,
          requestMeta(request),
        );
        return { message: 'Two-step sign-in reset. The user sets it up again at their next sign-in.', emailSent };
      },
    );

    app.post(
      authPaths.mfaPasskeyOptions.pattern,
      {
        config: { access: 'signed-in', allowDuringMfa: ['verify'], allowDuringPasswordChange: true },
        schema: { tags: ['auth'], response: { 200: passkeyRequestOptions } },
      },
      async (request) => passkeys.signInOptions(ctx, requireUser(request)),
    );

    app.post(
      authPaths.mfaPasskey.pattern,
      {
        config: { access: 'signed-in', allowDuringMfa: ['verify'], allowDuringPasswordChange: true },
        schema: { tags: ['auth'], body: mfaPasskeyBody, response: { 200: mfaVerifyAnswer } },
      },
      async (request, reply) => {
        const { token, answer } = await passkeys.verifyPasskey(
          ctx,
          requireUser(request),
          request.body,
          requestMeta(request),
        );
        setSessionCookie(reply, token, secure);
        return answer;
      },
    );

    // Passkeys (docs/domain.md, "Multi-factor sign-in", Passkeys): a fully signed-in user's own; a
    // session at stage 'enrol' may register one instead of the authenticator app.
    app.get(
      authPaths.passkeys.pattern,
      {
        config: { access: 'signed-in' },
        schema: { tags: ['auth'], response: { 200: passkeyList } },
      },
      async (request) => passkeys.listPasskeys(ctx, requireUser(request)),
    );

    app.post(
      authPaths.passkeyRegistrationOptions.pattern,
      {
        config: { access: 'signed-in', allowDuringMfa: ['enrol'], allowDuringPasswordChange: true },
        schema: { tags: ['auth'], response: { 200: passkeyCreationOptions } },
      },
      async (request) => passkeys.registrationOptions(ctx, requireUser(request)),
    );

    app.post(
      authPaths.passkeys.pattern,
      {
        config: { access: 'signed-in', allowDuringMfa: ['enrol'], allowDuringPasswordChange: true },
        schema: { tags: ['auth'], body: passkeyRegisterBody, response: { 201: passkeyAddedAnswer } },
      },
      async (request, reply) => {
        const { token, answer } = await passkeys.addPasskey(
          ctx,
          requireUser(request),
          request.body,
          requestMeta(request),
        );
        if (token) setSessionCookie(reply, token, secure);
        return reply.status(201).send(answer);
      },
    );

    app.delete(
      authPaths.passkey.pattern,
      {
        config: { access: 'signed-in', asksFreshSignIn: true },
        schema: { tags: ['auth'], params: idParam, response: { 200: messageAnswer } },
      },
      async (request) => {
        await passkeys.removePasskey(ctx, requireUser(request), request.params.id, requestMeta(request));
        return { message: 'Passkey removed' };
      },
    );

    app.post(
      authPaths.reauthenticatePasskeyOptions.pattern,
      { config: { access: 'signed-in' }, schema: { tags: ['auth'], response: { 200: passkeyRequestOptions } } },
      async (request) => passkeys.reauthenticationOptions(ctx, requireUser(request)),
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
