import { describe, expect, it } from 'vitest';
import {
  APPROVAL_NEEDS_AGENCY,
  CLIENT_NEEDS_AGENCY,
  isClientWithoutAgency,
  missingNameIssues,
  nameRequiredMessages,
} from '../../src/shared/domain/people.ts';
import { approveAccessBody } from '../../src/shared/api/access-requests.ts';
import { createUserBody } from '../../src/shared/api/users.ts';
import { createWorkerBody, updateWorkerBody } from '../../src/shared/api/workers.ts';
import { changeRoleSchema } from '../../src/client/features/users/lib/change-role-schema.ts';

describe('both names are required', () => {
  it.each([
    [{ firstName: 'Ann', lastName: 'Lee' }, {}, []],
    [{ firstName: '', lastName: 'Lee' }, {}, ['firstName']],
    [{ firstName: 'Ann', lastName: '  ' }, {}, ['lastName']],
    [{}, {}, ['firstName', 'lastName']],
    [{ firstName: null, lastName: undefined }, {}, ['firstName', 'lastName']],
    [{}, { onlyGiven: true }, []],
    [{ lastName: '' }, { onlyGiven: true }, ['lastName']],
    [{ firstName: null }, { onlyGiven: true }, ['firstName']],
  ] as const)('%o %o misses %o', (values, options, fields) => {
    const issues = missingNameIssues(values, options);
    expect(issues.map((i) => i.field)).toEqual(fields);
    for (const issue of issues) expect(issue.message).toBe(nameRequiredMessages[issue.field]);
  });

  it('says the same on the worker create and update schemas', () => {
    const create = createWorkerBody.safeParse({ firstName: ' ', lastName: '' });
    expect(create.error?.issues.map((i) => i.message)).toEqual(['First name is required', 'Last name is required']);
    const update = updateWorkerBody.safeParse({ lastName: '' });
    expect(update.error?.issues.map((i) => i.message)).toEqual(['Last name is required']);
  });
});

describe('a client user needs an agency', () => {
  it.each([
    ['client', null, true],
    ['client', undefined, true],
    ['client', 0, true],
    ['client', 3, false],
    ['admin', null, false],
    ['support', undefined, false],
    [undefined, null, false],
  ] as const)('role %s with agency %s: %s', (role, agencyId, expected) =>
    expect(isClientWithoutAgency(role, agencyId)).toBe(expected),
  );

  it.each([
    [
      'create user',
      createUserBody,
      { email: 'a@b.co', firstName: 'A', lastName: 'B', password: 'a long passphrase 1', role: 'client' },
      CLIENT_NEEDS_AGENCY,
    ],
    ['change role', changeRoleSchema, { role: 'client', agencyId: null }, CLIENT_NEEDS_AGENCY],
    [
      'approve access',
      approveAccessBody,
      { accessLevel: 'client', password: 'a long passphrase 1' },
      APPROVAL_NEEDS_AGENCY,
    ],
  ] as const)('%s refuses a client without an agency on agencyId', (_name, schema, body, message) => {
    const issue = schema.safeParse(body).error?.issues.find((i) => i.path[0] === 'agencyId');
    expect(issue?.message).toBe(message);
  });
});
