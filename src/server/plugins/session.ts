import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { resolveSession, SESSION_ABSOLUTE_MS, sessionCookieName } from '../modules/auth/session.service.ts';

/** Reads the session cookie on every /api call and puts the user (or null) on the request. */
export function registerSession(app: FastifyInstance, ctx: AppContext) {
  const cookieName = sessionCookieName(ctx.config.publicUrl.startsWith('https:'));
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    request.user = await resolveSession(ctx.db, request.cookies[cookieName]);
  });
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  void reply.setCookie(sessionCookieName(secure), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/' });
  // The browser also drops anything it kept of the signed-in pages (issue 7).
  void reply.header('Clear-Site-Data', '"cache", "cookies", "storage"');
}
