import { describe, expect, it } from 'vitest';
import { call, makeAgency } from '../helpers/app.ts';
import { useTestApp } from '../helpers/use-test-app.ts';
import { makeWorker } from '../helpers/workers.ts';

const { t, admin } = useTestApp({ admin: 'admin' });

type Refusal = { code: string; details: { field: string; message: string }[] };

/** Each call that takes an e-mail, with the field it names and the message the screen shows. */
const takers: [
  string,
  (email: string) => Promise<{ method: 'POST' | 'PATCH'; url: string; payload: object }>,
  string,
  string,
][] = [
  [
    'worker',
    async (email) => ({ method: 'PATCH', url: `/api/workers/${(await makeWorker(t)).id}`, payload: { email } }),
    'email',
    'Must be a valid email format',
  ],
  [
    'agency',
    async (email) => ({
      method: 'POST',
      url: '/api/agencies',
      payload: {
        name: `Email Rule ${Math.random()}`,
        contactName: 'Ann Lee',
        contactEmail: email,
        city: 'Leeds',
        postalCode: 'LS1 5AB',
      },
    }),
    'contactEmail',
    'Valid email is required',
  ],
  [
    'agency contact',
    async (email) => ({
      method: 'POST',
      url: `/api/agencies/${(await makeAgency(t)).id}/contacts`,
      payload: { name: 'Ann Lee', email },
    }),
    'email',
    'Valid email is required',
  ],
  [
    'user',
    async (email) => ({
      method: 'POST',
      url: '/api/admin/users',
      payload: { email, firstName: 'Ann', lastName: 'Lee', password: 'long enough', role: 'support' },
    }),
    'email',
    'Please enter a valid email address',
  ],
  [
    'sign-in',
    async (email) => ({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'whatever1' } }),
    'email',
    'Invalid email address',
  ],
  [
    'forgot password',
    async (email) => ({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } }),
    'email',
    'Invalid email address',
  ],
  [
    'access request',
    async (email) => ({
      method: 'POST',
      url: '/api/access-requests',
      payload: { firstName: 'Ann', lastName: 'Lee', email },
    }),
    'email',
    'Please enter a valid email address',
  ],
  [
    'Get in Touch',
    async (email) => ({ method: 'POST', url: '/api/contact', payload: { name: 'Ann Lee', email, message: 'Hello' } }),
    'email',
    'Please enter a valid email address',
  ],
  [
    'payroll company',
    async (email) => ({
      method: 'POST',
      url: '/api/payroll-companies',
      payload: { name: `Pay ${Math.random()}`, email },
    }),
    'email',
    'Please enter a valid email address',
  ],
];

describe.each(['ann..lee@agency.co.uk', 'zoë@agency.co.uk', 'ann@agency.c'])(
  '%s (docs/domain.md, "E-mail addresses")',
  (email) => {
    it.each(takers)('is refused for: %s', async (_, request, field, message) => {
      const { method, url, payload } = await request(email);
      const res = await call(t, method, url, { cookie: admin.cookie, payload });
      expect(res.statusCode, res.body).toBe(400);
      const body = res.json<Refusal>();
      expect(body.code).toBe('VALIDATION_ERROR');
      expect(body.details).toContainEqual({ field, message });
    });
  },
);
