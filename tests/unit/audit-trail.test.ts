import { describe, expect, it } from 'vitest';
import { areaRoutes } from '../../src/client/app/areas.tsx';
import { actorOf } from '../../src/client/features/audit/lib/format.ts';
import { formatDateTimeSeconds } from '../../src/client/lib/format-date.ts';
import {
  auditActionLabel,
  auditActions,
  auditEntityPath,
  auditEntityTypeLabel,
  auditEntityTypes,
  auditFieldChanges,
  changedFieldNames,
  describeChanges,
} from '../../src/shared/domain/audit-trail.ts';
import { canOpenRoute } from '../../src/shared/domain/permissions.ts';

describe('the audit vocabulary', () => {
  it('lists each entity type and action once, with a label', () => {
    for (const list of [auditEntityTypes, auditActions]) {
      const values = list.map((c) => c.value);
      expect(new Set(values).size).toBe(values.length);
      for (const c of list) expect(c.label.length).toBeGreaterThan(2);
    }
  });

  it.each([
    ['worker_document', auditEntityTypeLabel, 'Worker document'],
    ['payroll_upload_batch', auditEntityTypeLabel, 'Payroll upload'],
    ['some_future_thing', auditEntityTypeLabel, 'some future thing'],
    ['password_reset_by_admin', auditActionLabel, 'Password reset by admin'],
    ['status_change', auditActionLabel, 'Status change'],
    ['mystery_move', auditActionLabel, 'mystery move'],
  ])('%s reads as the label', (value, label, expected) => {
    expect(label(value)).toBe(expected);
  });
});

describe('changes of an entry', () => {
  const changes = [
    { field: 'status', from: 'pending', to: 'active' },
    { field: 'niNumber' },
    { field: 'fee', to: 12.5 },
    { field: 'tags', from: ['a'], to: ['a', 'b'] },
    { field: 'p45Date', from: '2024-01-01', to: null },
    { notAField: true },
    'junk',
  ];

  it('names the fields changed, masked ones included, and ignores what is not a change', () => {
    expect(changedFieldNames(changes)).toEqual(['status', 'niNumber', 'fee', 'tags', 'p45Date']);
    expect(auditFieldChanges(null)).toEqual([]);
    expect(changedFieldNames({ field: 'x' })).toEqual([]);
  });

  it('describes them in one line: values where kept, the name alone where masked', () => {
    expect(describeChanges(changes)).toBe(
      'status: pending -> active; niNumber; fee: 12.5; tags: ["a"] -> ["a","b"]; p45Date: 2024-01-01 -> null',
    );
    expect(describeChanges([])).toBe('');
  });
});

describe('auditEntityPath', () => {
  it.each([
    ['agency', '12', '/agency/12'],
    ['ticket', '7', '/tickets?q=TKT-00007'],
    ['user', '3', '/admin-dashboard?admintab=user-management'],
    ['access_request', '9', '/admin?admintab=access-requests'],
    ['payroll_upload_batch', '4', '/payroll'],
    ['audit_trail', null, '/admin/audit-trail'],
    ['worker', '5', '/workers/5'],
    ['worker', 'x', null],
    ['agency_contact', '5', null],
    ['agency', null, null],
    ['agency', '../admin', null],
    ['ticket', '0', null],
  ])('%s %s opens %s', (type, id, path) => {
    expect(auditEntityPath(type, id)).toBe(path);
  });
});

describe('the screen', () => {
  it('shows instants in London to the second, and who acted', () => {
    expect(formatDateTimeSeconds('2024-07-01T08:15:30.250Z')).toBe('01/07/2024 09:15:30');
    expect(formatDateTimeSeconds('2024-01-10T09:00:00Z')).toBe('10/01/2024 09:00:00');
    expect(formatDateTimeSeconds('nonsense')).toBe('—');
    expect(actorOf({ userEmail: 'ann@example.test', userId: 3 })).toBe('ann@example.test');
    expect(actorOf({ userEmail: null, userId: 3 })).toBe('User #3');
    expect(actorOf({ userEmail: null, userId: null })).toBe('Not signed in');
  });

  it('is a route of its own for audit_trail holders (admins) only', () => {
    expect(areaRoutes.map((r) => r.path)).toContain('/admin/audit-trail');
    const guard = areaRoutes.find((r) => r.path === '/admin/audit-trail')!.guardedAs;
    expect(['admin', 'finance', 'support', 'client'].filter((role) => canOpenRoute(guard, role))).toEqual(['admin']);
  });
});
