import { describe, expect, it } from 'vitest';
import { agencyScopeOf, isWithinAgencyScope, type AgencyScope } from '../../src/shared/domain/agency-scope.ts';

describe('agency scope (docs/domain.md, Who sees what: a client user sees only its own agency)', () => {
  it.each([
    ['admin', null, { kind: 'all' }],
    ['finance', 7, { kind: 'all' }],
    ['support', null, { kind: 'all' }],
    ['client', 7, { kind: 'agency', agencyId: 7 }],
    ['client', null, { kind: 'none' }],
  ] as const)('%s with agency %j sees %j', (role, agencyId, scope) => {
    expect(agencyScopeOf({ role, agencyId })).toEqual(scope);
  });

  const all: AgencyScope = { kind: 'all' };
  const own: AgencyScope = { kind: 'agency', agencyId: 7 };
  const none: AgencyScope = { kind: 'none' };
  it.each([
    [all, 7, true],
    [all, null, true],
    [own, 7, true],
    [own, 8, false],
    [own, null, false],
    [none, 7, false],
    [none, null, false],
  ] as const)('scope %j holds a record of agency %j: %s', (scope, agencyId, within) => {
    expect(isWithinAgencyScope(scope, agencyId)).toBe(within);
  });
});
