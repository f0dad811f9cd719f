import { describe, expect, it } from 'vitest';
import { isHoldInForce, legalHoldLine } from '../../src/shared/domain/legal-holds.ts';
import { sarReminderStep, sarReminderTitle } from '../../src/shared/domain/notifications.ts';
import { defaultRetentionPeriods } from '../../src/shared/domain/retention.ts';
import {
  erasedWorkerFields,
  erasurePlan,
  keptLines,
  rtwStillKept,
  type ErasureFacts,
} from '../../src/shared/domain/worker-erasure.ts';

// Erasure, legal holds that end by their date, and subject access request reminders: the pure rules
// (docs/domain.md, "Erasure", "Legal holds", "Notifications").
const periods = defaultRetentionPeriods();
const facts = (changes: Partial<ErasureFacts> = {}): ErasureFacts => ({
  today: '2026-03-16',
  p45Date: '2025-12-31',
  periods,
  payrollRecordsDue: 0,
  payrollRecordsKept: 0,
  latestKeptPayDate: null,
  rtwChecks: 0,
  rtwDocuments: 0,
  otherDocuments: 0,
  communicationLogs: 0,
  tickets: 0,
  agencyComments: 0,
  notifications: 0,
  importRecords: 0,
  reports: 0,
  auditEntries: 0,
  ...changes,
});
const kept = (f: ErasureFacts) => erasurePlan(f).keeps.map((line) => [line.what, line.until]);

describe('erasurePlan', () => {
  it.each([
    [
      'payroll and right-to-work records: the identity stays until the later date',
      facts({ payrollRecordsKept: 3, latestKeptPayDate: '2025-12-01', rtwChecks: 1 }),
      [
        ['Name, date of birth and NI number', '2032-04-05'],
        ['Payroll records', '2032-04-05'],
        ['Right-to-work checks and evidence', '2027-12-31'],
      ],
    ],
    [
      'right-to-work records only: kept 2 years after leaving',
      facts({ rtwDocuments: 1 }),
      [
        ['Name, date of birth and NI number', '2027-12-31'],
        ['Right-to-work checks and evidence', '2027-12-31'],
      ],
    ],
    ['nothing the law keeps: only the audit', facts(), []],
    ['right-to-work records past their date go now', facts({ p45Date: '2024-03-15', rtwChecks: 2 }), []],
  ])('%s', (_, f, expected) => {
    const audit = [
      'Audit entries about the worker, without the erased values, and the record of the erasure',
      '2032-03-16',
    ];
    expect(kept(f)).toEqual([...expected, audit]);
  });

  it('says the identity goes when nothing needs it, and what past its date goes too', () => {
    const removes = erasurePlan(facts({ p45Date: '2024-03-15', rtwChecks: 2, payrollRecordsDue: 4 })).removes;
    expect(removes.map((line) => [line.what, line.count]).filter(([, count]) => count !== 0)).toContainEqual([
      'Name, date of birth and NI number',
      null,
    ]);
    expect(removes.slice(-2).map((line) => [line.what, line.count])).toEqual([
      ['Payroll records past their retention date', 4],
      ['Right-to-work checks and evidence past their retention date', 2],
    ]);
  });

  it('keeps the right-to-work records up to the day before the P45 date plus 2 years', () => {
    expect(rtwStillKept('2024-02-29', periods, '2026-02-27')).toBe(true);
    expect(rtwStillKept('2024-02-29', periods, '2026-02-28')).toBe(false);
  });

  it('lists an erased worker’s kept records as they are now', () => {
    expect(
      keptLines({
        p45Date: '2025-12-31',
        periods: { ...periods, payroll_records: 7 },
        erasedOn: '2026-03-16',
        payrollRecords: 2,
        latestPayDate: '2025-12-01',
        rtwRecords: 0,
        identity: true,
      }).map((line) => [line.what, line.count, line.until]),
    ).toEqual([
      ['Name, date of birth and NI number', null, '2033-04-05'],
      ['Payroll records', 2, '2033-04-05'],
      ['Audit entries about the worker, without the erased values, and the record of the erasure', null, '2032-03-16'],
    ]);
  });

  it('names the cleared columns as the API and the audit do', () => {
    expect(erasedWorkerFields).toEqual(expect.arrayContaining(['addressLine1', 'niCategory', 'wk1Mth1Basis', 'email']));
    expect(erasedWorkerFields).not.toContain('firstName');
  });
});

describe('a legal hold in force', () => {
  it.each([
    [null, '2099-01-01', true],
    ['2026-03-20', '2026-03-20', true],
    ['2026-03-20', '2026-03-21', false],
  ] as const)('until %s, on %s: %s', (until, today, inForce) => {
    expect(isHoldInForce({ until }, today)).toBe(inForce);
  });

  it('reads as ended on the page once its date has passed', () => {
    expect(legalHoldLine({ reason: 'Tribunal', until: '2025-12-31', ended: true })).toBe(
      'Legal hold until 31/12/2025 (ended): Tribunal',
    );
    expect(legalHoldLine({ reason: 'Tribunal', until: null })).toBe('Legal hold (no end date): Tribunal');
  });
});

describe('subject access request reminders', () => {
  it.each([
    [8, null, null],
    [7, 'before-7:2026-04-01', 'Subject access request of Pat Packer due in 7 days'],
    [2, null, null],
    [1, 'before-1:2026-04-01', 'Subject access request of Pat Packer due tomorrow'],
    [0, null, null],
    [-1, 'overdue-1:2026-04-01', 'Subject access request of Pat Packer 1 day overdue'],
    [-12, 'overdue-12:2026-04-01', 'Subject access request of Pat Packer 12 days overdue'],
  ] as const)('%i days left: %s', (daysLeft, step, title) => {
    expect(sarReminderStep(daysLeft, '2026-04-01')).toBe(step);
    if (title) expect(sarReminderTitle('Pat Packer', daysLeft)).toBe(title);
  });
});
