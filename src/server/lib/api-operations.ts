import type { ErrorCode } from '../../shared/api/errors.ts';
import { isAllowed, roles, type Access } from '../../shared/domain/permissions.ts';

/**
 * How the API describes each of its operations, derived from what every route already declares:
 * its method, its URL and its access rule (docs/decisions/0006-route-access-declared-per-route.md).
 * Nothing here is written per route, so a new route is described the day it is added.
 */
export type RouteFacts = {
  method: string;
  /** Fastify's URL, parameters written `:id`. */
  url: string;
  access: 'public' | 'signed-in' | Access;
  allowDuringPasswordChange: boolean;
  /** The stages of a session opened by the password alone that may call it (docs/domain.md, "Multi-factor sign-in"). */
  allowDuringMfa: readonly string[];
  /** The route may ask the sign-in again (docs/domain.md, "Multi-factor sign-in": fresh sign-in). */
  asksFreshSignIn: boolean;
  /** The route validates a body, a query string or path parameters. */
  validatesInput: boolean;
  /** The route has a rate limit of its own (config.rateLimit). */
  rateLimited: boolean;
};

const verbs: Record<string, string> = {
  GET: 'Read',
  POST: 'Send',
  PUT: 'Replace',
  PATCH: 'Change',
  DELETE: 'Delete',
};

/** The URL's segments after /api, a parameter written `{name}` as OpenAPI does. */
function segmentsOf(url: string): string[] {
  return url
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? `{${segment.slice(1)}}` : segment));
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const pascalCase = (text: string) =>
  text
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map(capitalised)
    .join('');

/** GET /api/agencies/:id/contacts -> getAgenciesByIdContacts: unique as method and URL are, and URL-safe. */
export function operationIdOf(method: string, url: string): string {
  const words = segmentsOf(url).map((segment) =>
    segment.startsWith('{') ? `By${pascalCase(segment.slice(1, -1))}` : pascalCase(segment),
  );
  return `${method.toLowerCase()}${words.join('')}`;
}

/** Who may call the route, in a few words: public, signed in, or the permission (or action) it needs. */
export function accessLabel(access: RouteFacts['access']): string {
  if (access === 'public') return 'public';
  if (access === 'signed-in') return 'signed in';
  return access.replaceAll('_', ' ');
}

/** GET /api/agencies/:id (access agency) -> "Read agencies/{id} (agency)". */
export function summaryOf(method: string, url: string, access: RouteFacts['access']): string {
  const verb = verbs[method] ?? capitalised(method.toLowerCase());
  const path = segmentsOf(url).join('/');
  return `${verb} ${path === '' ? 'the API root' : path} (${accessLabel(access)})`;
}

/** The access rule as a sentence, with the answers a caller who may not call it gets. */
export function accessDescriptionOf(facts: RouteFacts): string {
  const { access } = facts;
  if (access === 'public') return 'Public: no session is needed.';
  const who =
    access === 'signed-in'
      ? 'Any signed-in user.'
      : `Needs ${access}, which roles ${roles.filter((role) => isAllowed(role, access)).join(', ')} have.`;
  const passwordChange = facts.allowDuringPasswordChange
    ? 'A user whose password change is due may call it too.'
    : 'A user whose password change is due gets 403 PASSWORD_CHANGE_REQUIRED.';
  const mfa =
    facts.allowDuringMfa.length > 0
      ? 'A session holding the password alone may call it while at its second factor.'
      : 'A session holding the password alone gets 403 MFA_REQUIRED.';
  const fresh = facts.asksFreshSignIn
    ? ' It may ask the sign-in again: 403 FRESH_SIGN_IN_REQUIRED when the last one is older than 5 minutes.'
    : '';
  return `${who} Signed out: 401. ${passwordChange} ${mfa}${fresh}`;
}

/** One error answer the route may give: its status, what it means and the codes it carries. */
export type ErrorAnswerFacts = { status: number; description: string };

function errorAnswer(status: number, meaning: string, codes: readonly ErrorCode[]): ErrorAnswerFacts {
  return { status, description: `${meaning} (${codes.join(', ')})` };
}

/**
 * The 4xx answers a route gives as the shared error shape { message, code, details? }: 400 when it
 * validates input, 401 and 403 unless it is public, 404 when its URL names a record, 429 when it
 * has a rate limit. The codes come from the one list (src/shared/api/errors.ts).
 */
export function errorAnswersOf(facts: RouteFacts): ErrorAnswerFacts[] {
  const answers: ErrorAnswerFacts[] = [];
  if (facts.validatesInput) {
    answers.push(errorAnswer(400, 'The request is refused as it stands', ['VALIDATION_ERROR', 'BAD_REQUEST']));
  }
  if (facts.access !== 'public') {
    answers.push(errorAnswer(401, 'Not signed in', ['UNAUTHENTICATED']));
    const forbidden: ErrorCode[] = facts.allowDuringPasswordChange ? [] : ['PASSWORD_CHANGE_REQUIRED'];
    if (facts.access !== 'signed-in') forbidden.unshift('FORBIDDEN');
    if (facts.allowDuringMfa.length === 0) forbidden.push('MFA_REQUIRED');
    if (facts.asksFreshSignIn) forbidden.push('FRESH_SIGN_IN_REQUIRED');
    if (forbidden.length > 0) answers.push(errorAnswer(403, 'Not allowed', forbidden));
  }
  if (facts.url.includes('/:')) answers.push(errorAnswer(404, 'No such record, or not yours to see', ['NOT_FOUND']));
  if (facts.rateLimited) answers.push(errorAnswer(429, 'Too many requests', ['RATE_LIMITED']));
  return answers;
}
