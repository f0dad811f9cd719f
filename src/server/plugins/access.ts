import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { isAllowed, type Access } from '../../shared/domain/permissions.ts';
import type { MfaStage, SessionUser } from '../lib/session-user.ts';
import { AppError } from '../lib/app-error.ts';

/**
 * Every /api route declares who may call it in config.access:
 * 'public' (no session), 'signed-in' (any signed-in user), a permission from the map or an action
 * that docs/domain.md keeps for some roles (remove_workers).
 * allowDuringPasswordChange marks the three calls a user flagged requirePasswordChange may make.
 * allowDuringMfa names the stages of a session opened by the password alone that may make the call
 * (docs/domain.md, "Multi-factor sign-in"): any other call answers 403 MFA_REQUIRED to it.
 * asksFreshSignIn marks a call that may answer 403 FRESH_SIGN_IN_REQUIRED (src/server/lib/fresh-sign-in.ts):
 * its service decides when, this only describes it.
 */
export type RouteAccess = 'public' | 'signed-in' | Access;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    allowDuringPasswordChange?: boolean;
    allowDuringMfa?: readonly MfaStage[];
    asksFreshSignIn?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue');
  return request.user;
}

/** A route under /api without a declared access rule is a programming error: refuse to start. */
export function registerAccessGuard(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    if (route.url.startsWith('/api/docs')) return;
    if (!route.config?.access) throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule`);
  });

  app.addHook('preValidation', async (request) => assertAccess(request, request.routeOptions.config ?? {}));
}

export const MFA_REQUIRED_MESSAGES: Record<MfaStage, string> = {
  enrol: 'Set up your authenticator app to finish signing in',
  verify: 'Enter the code from your authenticator app to finish signing in',
};

/** Refuses a request its user may not make: signed out 401, password change due or no permission 403. */
export function assertAccess(
  request: FastifyRequest,
  config: { access?: RouteAccess; allowDuringPasswordChange?: boolean; allowDuringMfa?: readonly MfaStage[] },
) {
  const access = config.access;
  if (!access || access === 'public') return;
  const user = requireUser(request);
  if (user.mfaStage && !config.allowDuringMfa?.includes(user.mfaStage)) {
    throw new AppError('MFA_REQUIRED', MFA_REQUIRED_MESSAGES[user.mfaStage]);
  }
  if (user.requirePasswordChange && !config.allowDuringPasswordChange) {
    throw new AppError('PASSWORD_CHANGE_REQUIRED', 'You must change your password before continuing');
  }
  if (access !== 'signed-in' && !isAllowed(user.role, access)) {
    throw new AppError('FORBIDDEN', 'You do not have permission to do this');
  }
}

/** The routes the access matrix and fuzz tests walk: method, url, declared access and request schema. */
export type RouteRecord = {
  method: string;
  url: string;
  access: RouteAccess;
  allowDuringPasswordChange: boolean;
  allowDuringMfa: readonly MfaStage[];
  schema: FastifySchema | undefined;
};
export function collectRoutes(app: FastifyInstance, into: RouteRecord[]) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs') || !route.config?.access) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      into.push({
        method,
        url: route.url,
        access: route.config.access,
        allowDuringPasswordChange: !!route.config.allowDuringPasswordChange,
        allowDuringMfa: route.config.allowDuringMfa ?? [],
        schema: route.schema,
      });
    }
  });
}
