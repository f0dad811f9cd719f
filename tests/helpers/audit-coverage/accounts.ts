import { accessRequests } from '../../../src/server/db/schema/index.ts';
import { makeUser, outboxMessages, signedIn, STRONG_PASSWORD, type Body } from '../app.ts';
import { passwordSignIn, totpCode } from '../mfa.ts';
import { addPasskey, softwareAuthenticator, type RegistrationOptions } from '../passkeys.ts';
import type { CoverageCase, Scene } from './scene.ts';

/** Sign-in, accounts, access requests and feedback: the mutating routes of the admin side. */

let n = 0;
const unique = (what: string) => `${what}.${++n}.${Date.now()}@example.test`;
const DAY = 24 * 60 * 60 * 1000;

const newUser = async (s: Scene, overrides: Parameters<typeof makeUser>[1] = {}) =>
  makeUser(s.t, { email: unique('user'), ...overrides });

const submitRequest = async (s: Scene) =>
  (
    await s.setup<{ id: number }>('POST', '/api/access-requests', {
      firstName: 'Ann',
      lastName: 'Lee',
      email: unique('ask'),
    })
  ).id;

async function resetToken(s: Scene): Promise<string> {
  const user = await newUser(s);
  await s.setup('POST', '/api/auth/forgot-password', { email: user.email });
  await s.t.ctx.background.drain();
  const mail = outboxMessages(s.t).find((m) => m.includes(user.email))!;
  return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
}

/**
 * A session opened by the password alone, at the enrolment stage (docs/domain.md, "Multi-factor
 * sign-in"): the coverage app needs no second factor (MFA_REQUIRED_ROLES=none), so the role is
 * required for this one sign-in.
 */
async function pendingEnrolment(s: Scene) {
  const user = await newUser(s);
  const required = s.t.ctx.config.mfaRequiredRoles;
  s.t.ctx.config.mfaRequiredRoles = ['support'];
  try {
    const { cookie } = await passwordSignIn(s.t, user.email, user.password);
    const { secret } = await s.setup<{ secret: string }>('POST', '/api/auth/mfa/setup', undefined, cookie);
    return { user, cookie, secret };
  } finally {
    s.t.ctx.config.mfaRequiredRoles = required;
  }
}

/** A fully signed-in user who set up an authenticator app from My Profile (their role need not). */
async function userWithApp(s: Scene) {
  const { user, cookie } = await signedIn(s.t, 'support', { email: unique('app') });
  const { secret } = await s.setup<{ secret: string }>('POST', '/api/auth/mfa/setup', undefined, cookie);
  await s.setup('POST', '/api/auth/mfa/enable', { code: totpCode(secret) }, cookie);
  return { user, cookie };
}

export const accountCases: Record<string, CoverageCase> = {
  'DELETE /api/auth/mfa': {
    writes: ['user', 'mfa_disabled'],
    run: async (s) => {
      const { user, cookie } = await userWithApp(s);
      return s.act('DELETE', '/api/auth/mfa', undefined, { id: user.id, cookie });
    },
  },
  'POST /api/auth/mfa/recovery-codes': {
    writes: ['user', 'mfa_recovery_codes_regenerated'],
    run: async (s) => {
      const { user, cookie } = await userWithApp(s);
      return s.act('POST', '/api/auth/mfa/recovery-codes', undefined, { id: user.id, cookie });
    },
  },
  'POST /api/admin/users/:id/reset-mfa': {
    writes: ['user', 'mfa_reset_by_admin'],
    run: async (s) => s.act('POST', `/api/admin/users/${(await userWithApp(s)).user.id}/reset-mfa`),
  },
  'POST /api/auth/mfa/enable': {
    writes: ['user', 'mfa_enabled'],
    run: async (s) => {
      const { user, cookie, secret } = await pendingEnrolment(s);
      return s.act('POST', '/api/auth/mfa/enable', { code: totpCode(secret) }, { id: user.id, cookie });
    },
  },
  'POST /api/auth/passkeys': {
    writes: ['user', 'passkey_added'],
    run: async (s) => {
      const { user, cookie } = await signedIn(s.t, 'support', { email: unique('own') });
      const options = await s.setup<RegistrationOptions>(
        'POST',
        '/api/auth/passkeys/registration-options',
        undefined,
        cookie,
      );
      const response = softwareAuthenticator().register(options);
      return s.act('POST', '/api/auth/passkeys', { name: 'Work laptop', response }, { id: user.id, cookie });
    },
  },
  'DELETE /api/auth/passkeys/:id': {
    writes: ['user', 'passkey_removed'],
    run: async (s) => {
      const { user, cookie } = await signedIn(s.t, 'support', { email: unique('own') });
      const { body } = await addPasskey(s.t, cookie, softwareAuthenticator());
      const { id } = body.passkey as { id: number };
      return s.act('DELETE', `/api/auth/passkeys/${id}`, undefined, { id: user.id, cookie });
    },
  },
  'POST /api/auth/change-password': {
    writes: ['user', 'password_changed'],
    run: async (s) => {
      const { user, cookie } = await signedIn(s.t, 'support', { email: unique('own') });
      const body = { currentPassword: STRONG_PASSWORD, newPassword: 'Brand!New-Pass77' };
      return s.act('POST', '/api/auth/change-password', body, { id: user.id, cookie });
    },
  },
  'POST /api/auth/reset-password': {
    writes: ['user', 'password_reset'],
    run: async (s) =>
      s.act(
        'POST',
        '/api/auth/reset-password',
        { token: await resetToken(s), newPassword: 'Fresh!Start99' },
        { id: null },
      ),
  },
  'POST /api/access-requests': {
    writes: ['access_request', 'create'],
    run: (s) =>
      s.act('POST', '/api/access-requests', { firstName: 'Ann', lastName: 'Lee', email: unique('ask') }, { id: null }),
  },
  'POST /api/admin/access-requests/:id/approve': {
    writes: ['access_request', 'approve'],
    run: async (s) =>
      s.act('POST', `/api/admin/access-requests/${await submitRequest(s)}/approve`, {
        accessLevel: 'support',
        password: 'Initial-Pass-42',
      }),
  },
  'POST /api/admin/access-requests/:id/reject': {
    writes: ['access_request', 'reject'],
    run: async (s) => s.act('POST', `/api/admin/access-requests/${await submitRequest(s)}/reject`, { reason: 'No' }),
  },
  'POST /api/admin/cleanup-expired-access-requests': {
    writes: ['access_request', 'cleanup_expired'],
    run: async (s) => {
      const long = new Date(Date.now() - 40 * DAY);
      await s.t.ctx.db
        .insert(accessRequests)
        .values({ firstName: 'Old', lastName: 'Request', email: unique('old'), status: 'rejected', processedAt: long });
      return s.act('POST', '/api/admin/cleanup-expired-access-requests');
    },
  },
  'POST /api/admin/users': {
    writes: ['user', 'create'],
    run: (s) =>
      s.act('POST', '/api/admin/users', {
        email: unique('new'),
        firstName: 'New',
        lastName: 'Starter',
        password: 'Initial-Pass-42',
        role: 'support',
      }),
  },
  'PUT /api/admin/users/:id': {
    writes: ['user', 'update'],
    run: async (s) => s.act('PUT', `/api/admin/users/${(await newUser(s)).id}`, { firstName: 'Renamed' }),
  },
  'DELETE /api/admin/users/:id': {
    writes: ['user', 'delete'],
    run: async (s) => s.act('DELETE', `/api/admin/users/${(await newUser(s)).id}`),
  },
  'POST /api/admin/users/:id/reset-password': {
    writes: ['user', 'password_reset_by_admin'],
    run: async (s) =>
      s.act('POST', `/api/admin/users/${(await newUser(s)).id}/reset-password`, { password: 'Brand-New-77' }),
  },
  'POST /api/admin/users/:id/recover': {
    writes: ['user', 'recover'],
    run: async (s) =>
      s.act('POST', `/api/admin/users/${(await newUser(s, { deletedAt: new Date(Date.now() - DAY) })).id}/recover`),
  },
  'POST /api/admin/cleanup-expired-users': {
    writes: ['user', 'cleanup_expired'],
    run: async (s) => {
      await newUser(s, { deletedAt: new Date(Date.now() - 40 * DAY) });
      return s.act('POST', '/api/admin/cleanup-expired-users');
    },
  },
  'PUT /api/admin/profile': {
    writes: ['user', 'profile_update'],
    run: async (s) => {
      const me = await s.setup<Body>('GET', '/api/admin/profile');
      return s.act('PUT', '/api/admin/profile', { email: me.email, firstName: `Ada${++n}`, lastName: 'Admin' });
    },
  },
  'PATCH /api/feedback/:id': {
    writes: ['feedback', 'update'],
    run: async (s) => s.act('PATCH', `/api/feedback/${await submitFeedback(s)}`, { status: 'in_progress' }),
  },
  'POST /api/feedback': {
    writes: ['feedback', 'create'],
    run: (s) =>
      s.act('POST', '/api/feedback', { title: 'Idea', description: 'Dark mode', category: 'feature_request' }),
  },
  'POST /api/contact': {
    writes: ['feedback', 'create'],
    run: (s) =>
      s.act('POST', '/api/contact', { name: 'Visitor', email: unique('visitor'), message: 'Hello' }, { id: null }),
  },
  'DELETE /api/feedback/:id': {
    writes: ['feedback', 'delete'],
    run: async (s) => s.act('DELETE', `/api/feedback/${await submitFeedback(s)}`),
  },
};

async function submitFeedback(s: Scene): Promise<number> {
  const body = { title: 'Slow list', description: 'The list is slow', category: 'bug_report' };
  return (await s.setup<{ id: number }>('POST', '/api/feedback', body)).id;
}

/** Changes that write no entry yet: none today; the coverage test fails for one that starts to. */
export const gapCases: Record<string, { owner: string; run: (s: Scene) => Promise<unknown> }> = {};
