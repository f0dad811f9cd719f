import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { resolveSession, SESSION_ABSOLUTE_MS, SESSION_COOKIE } from '../modules/auth/session.service.ts';

/** Reads the session cookie on every /api call and puts the user (or null) on the request. */
export function registerSession(app: FastifyInstance, ctx: AppContext) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    request.user = await resolveSession(ctx.db, request.cookies[SESSION_COOKIE]);
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}
