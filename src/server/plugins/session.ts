import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context.ts';
import { SESSION_ABSOLUTE_MS, type SessionUser } from '../lib/session-user.ts';

/**
 * Over HTTPS the cookie is __Host- prefixed: the browser then accepts it only Secure, for path /
 * and for this exact host, so a sibling subdomain cannot set or shadow it (issue 7).
 */
export const sessionCookieName = (secure: boolean) => (secure ? '__Host-crm_sid' : 'crm_sid');

/** The user of a session token, or null (the sessions module's resolveSession, given by app.ts). */
export type ResolveSession = (token: string | undefined) => Promise<SessionUser | null>;

/** Reads the session cookie on every /api call and puts the user (or null) on the request. */
export function registerSession(app: FastifyInstance, ctx: AppContext, resolveSession: ResolveSession) {
  const cookieName = sessionCookieName(ctx.config.publicUrl.startsWith('https:'));
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    request.user = await resolveSession(request.cookies[cookieName]);
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
