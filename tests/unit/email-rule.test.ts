import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accessRequestBody } from '../../src/shared/api/access-requests.ts';
import { contactBody as agencyContactBody } from '../../src/shared/api/agency-contacts.ts';
import { forgotPasswordBody, loginBody } from '../../src/shared/api/auth.ts';
import { contactBody as getInTouchBody } from '../../src/shared/api/feedback.ts';
import { createPayrollCompanyBody } from '../../src/shared/api/payroll-companies.ts';
import { createUserBody, updateUserBody } from '../../src/shared/api/users.ts';
import { cleanAgencyFields } from '../../src/shared/domain/agency-fields.ts';
import { isValidEmail } from '../../src/shared/domain/email.ts';
import { cleanWorkerFields } from '../../src/shared/domain/worker-fields.ts';

const refusedEverywhere = ['ann..lee@agency.co.uk', 'zoë@agency.co.uk', 'ann@agency.c'];

describe('the one e-mail rule', () => {
  it.each([
    'ann.lee@agency.co.uk',
    'Ann.Lee@Agency.CO.UK',
    "o'brien+payroll@agency-north.co.uk",
    'ann_lee@mail.agency.example',
    'a@b.io',
    'ann@xn--bcher-kva.xn--p1ai',
    `${'a'.repeat(64)}@agency.co.uk`,
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    ...refusedEverywhere,
    '',
    'ann',
    'ann@',
    '@agency.co.uk',
    '.ann@agency.co.uk',
    'ann.@agency.co.uk',
    'ann lee@agency.co.uk',
    'ann@lee@agency.co.uk',
    'ann@agency',
    'ann@agency..co.uk',
    'ann@-agency.co.uk',
    'ann@agency-.co.uk',
    'ann@agency.co.uk.',
    'ann@agency.c0m',
    'ann@agency.co.uk ',
    'ann@bücher.de',
    `${'a'.repeat(65)}@agency.co.uk`,
    `ann@${'a'.repeat(64)}.co.uk`,
    `ann@${'abcdefghi.'.repeat(25)}uk`,
  ])('refuses %j', (email) => expect(isValidEmail(email)).toBe(false));
});

const refusedAt = (schema: z.ZodType, body: Record<string, unknown>, field: string) => {
  const parsed = schema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
};

describe.each(refusedEverywhere)('%s is refused wherever an e-mail is taken', (email) => {
  it('worker', () =>
    expect(cleanWorkerFields({ email }).issues).toEqual([{ field: 'email', message: 'Must be a valid email format' }]));
  it('agency', () =>
    expect(cleanAgencyFields({ contactEmail: email }).issues).toEqual([
      { field: 'contactEmail', message: 'Valid email is required' },
    ]));
  it('agency contact', () =>
    expect(refusedAt(agencyContactBody, { name: 'Ann Lee', email }, 'email')).toEqual(['Valid email is required']));
  it('user, created and edited', () => {
    const user = { firstName: 'Ann', lastName: 'Lee', password: 'long enough', role: 'support', email };
    expect(refusedAt(createUserBody, user, 'email')).toEqual(['Please enter a valid email address']);
    expect(refusedAt(updateUserBody, { email }, 'email')).toEqual(['Please enter a valid email address']);
  });
  it('sign-in and forgot password', () => {
    expect(refusedAt(loginBody, { email, password: 'x' }, 'email')).toEqual(['Invalid email address']);
    expect(refusedAt(forgotPasswordBody, { email }, 'email')).toEqual(['Invalid email address']);
  });
  it('access request and Get in Touch', () => {
    expect(refusedAt(accessRequestBody, { firstName: 'Ann', lastName: 'Lee', email }, 'email')).toEqual([
      'Please enter a valid email address',
    ]);
    expect(refusedAt(getInTouchBody, { name: 'Ann Lee', email, message: 'Hello' }, 'email')).toEqual([
      'Please enter a valid email address',
    ]);
  });
  it('payroll company', () =>
    expect(refusedAt(createPayrollCompanyBody, { name: 'Acme Payroll', email }, 'email')).toEqual([
      'Please enter a valid email address',
    ]));
});

it('a good address is taken everywhere, stored lower case', () => {
  const email = 'Ann.Lee@Agency.co.uk';
  expect(cleanWorkerFields({ email }).issues).toEqual([]);
  expect(cleanAgencyFields({ contactEmail: email }).values.contactEmail).toBe('ann.lee@agency.co.uk');
  expect(agencyContactBody.parse({ name: 'Ann Lee', email }).email).toBe('ann.lee@agency.co.uk');
  expect(loginBody.parse({ email, password: 'x' }).email).toBe(email);
  expect(forgotPasswordBody.parse({ email }).email).toBe(email);
  expect(accessRequestBody.parse({ firstName: 'Ann', lastName: 'Lee', email }).email).toBe('ann.lee@agency.co.uk');
});
