import { describe, expect, it } from 'vitest';
import {
  canAuthoriseWorkers,
  canRemoveWorkers,
  canWorkTickets,
  isAllowed,
  canOpenRoute,
  hasPermission,
  permissions,
  permissionsOf,
  permittedTabs,
  resolveTab,
} from '../../src/shared/domain/permissions.ts';

/** Spec docs/domain.md (the same table in docs/domain.md), copied as written. */
const specTable = {
  admin: 'dashboard, reports, agency, workers, payroll, admin, user_management, access_requests, audit_trail',
  client: 'agency, workers, reports',
  finance: 'dashboard, reports, agency, workers, payroll',
  support: 'dashboard, reports, agency, workers',
} as const;

describe('role permissions (docs/domain.md, Roles and permissions)', () => {
  it.each(Object.entries(specTable))('%s has exactly: %s', (role, list) => {
    expect([...permissionsOf(role)].sort()).toEqual(list.split(', ').sort());
  });

  it.each([['auditor'], ['Admin'], [''], [null], [undefined]])('an unknown role (%j) or no user has none', (role) => {
    expect(permissionsOf(role)).toEqual([]);
    for (const permission of permissions) expect(hasPermission(role, permission)).toBe(false);
  });

  it.each([
    ['admin', true],
    ['finance', true],
    ['support', true],
    ['client', false],
    ['unknown', false],
  ])('authorising workers: %s -> %s', (role, allowed) => {
    expect(canAuthoriseWorkers(role)).toBe(allowed);
  });
});

describe('actions kept for some roles (docs/domain.md, Roles and permissions)', () => {
  it.each([
    ['admin', true],
    ['finance', true],
    ['support', true],
    ['client', false],
    ['unknown', false],
    [null, false],
  ])('Remove (permanent delete of a worker): %s -> %s', (role, allowed) => {
    expect(canRemoveWorkers(role)).toBe(allowed);
    expect(isAllowed(role, 'remove_workers')).toBe(allowed);
  });

  it.each([
    ['admin', true],
    ['finance', true],
    ['support', true],
    ['client', false],
    ['unknown', false],
  ])('Working tickets (claim, close, reopen, assign): %s -> %s', (role, allowed) => {
    expect(canWorkTickets(role)).toBe(allowed);
    expect(isAllowed(role, 'work_tickets')).toBe(allowed);
  });

  it('isAllowed reads a permission from the spec table', () => {
    expect(isAllowed('client', 'workers')).toBe(true);
    expect(isAllowed('client', 'dashboard')).toBe(false);
  });
});

describe('main page tabs (docs/domain.md, Roles and permissions)', () => {
  it.each([
    ['admin', ['dashboard', 'workers', 'bulk-upload', 'agencies', 'tickets', 'payroll', 'reports', 'admin']],
    ['finance', ['dashboard', 'workers', 'bulk-upload', 'agencies', 'tickets', 'payroll', 'reports']],
    ['support', ['dashboard', 'workers', 'bulk-upload', 'agencies', 'tickets', 'reports']],
    ['client', ['workers', 'bulk-upload', 'agencies', 'tickets', 'reports']],
    ['unknown', []],
  ])('%s is offered %j', (role, tabs) => {
    expect(permittedTabs(role).map((t) => t.value)).toEqual(tabs);
  });

  it.each([
    // requested, role, shown
    ['payroll', 'finance', 'payroll'],
    ['admin', 'admin', 'admin'],
    [null, 'support', 'dashboard'],
    ['no-such-tab', 'support', 'dashboard'],
    ['payroll', 'support', 'dashboard'],
    ['admin', 'finance', 'dashboard'],
    // A client has no dashboard: its first permitted tab is workers.
    [undefined, 'client', 'workers'],
    ['dashboard', 'client', 'workers'],
    ['no-such-tab', 'client', 'workers'],
    ['payroll', 'client', 'workers'],
    ['tickets', 'client', 'tickets'],
    ['dashboard', 'unknown', null],
  ])('?tab=%s for %s shows %s', (requested, role, shown) => {
    expect(resolveTab(requested, role)).toBe(shown);
  });
});

describe('route-to-permission map (docs/domain.md, Roles and permissions)', () => {
  const routes = [
    ['/dashboard', 'dashboard'],
    ['/reports', 'reports'],
    ['/agencies', 'agency'],
    ['/workers', 'workers'],
    ['/payroll', 'payroll'],
    ['/admin', 'admin'],
    ['/admin/users', 'user_management'],
    ['/admin/access-requests', 'access_requests'],
    ['/admin/audit-trail', 'audit_trail'],
    // Chosen (docs/domain.md): the admin screens reached by their own routes are admin only.
    ['/admin-dashboard', 'user_management'],
    ['/admin-profile', 'admin'],
  ] as const;
  const roleNames = Object.keys(specTable);

  describe.each(routes)('%s needs %s', (route, permission) => {
    it.each(roleNames)('%s', (role) => {
      expect(canOpenRoute(route, role)).toBe(hasPermission(role, permission));
    });
  });

  it.each(['/', '/tickets', '/agency/12', '/login', '/reset-password', '/anything-else'])(
    '%s is not in the map, so every role may open it',
    (route) => {
      for (const role of [...roleNames, 'unknown']) expect(canOpenRoute(route, role)).toBe(true);
    },
  );

  it('a client cannot open /dashboard, /payroll or any admin route', () => {
    const closed = routes.map(([r]) => r).filter((r) => !canOpenRoute(r, 'client'));
    expect(closed).toEqual([
      '/dashboard',
      '/payroll',
      '/admin',
      '/admin/users',
      '/admin/access-requests',
      '/admin/audit-trail',
      '/admin-dashboard',
      '/admin-profile',
    ]);
  });
});
