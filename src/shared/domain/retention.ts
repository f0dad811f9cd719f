import { addDays, addYears, lastUkTaxYearEndBy, ukTaxYearEnd } from './en-gb-dates.ts';

/**
 * The retention schedule (docs/domain.md, "Retention and purge"): each class of data, how long it is
 * kept by default (the legal minimum, which an admin may lengthen, never shorten), the law behind
 * it, and what happens when its time is up. Dates are YYYY-MM-DD London dates; a date "may go" on
 * its purge date and any day after, never a day before.
 */
export const adjustableRetentionClasses = [
  'payroll_records',
  'right_to_work',
  'worker_documents',
  'left_workers',
  'agency_records',
  'audit_entries',
] as const;
export type AdjustableRetentionClass = (typeof adjustableRetentionClasses)[number];
export type RetentionClass = AdjustableRetentionClass | 'deleted_workers';

export type RetentionClassInfo = {
  label: string;
  /** What the period counts from, in words. */
  from: string;
  /** Default period in years: the legal minimum (deleted workers: 30 days, fixed). */
  minimumYears: number;
  law: string;
  then: 'deleted' | 'anonymised';
};

export const retentionSchedule: Record<AdjustableRetentionClass, RetentionClassInfo> = {
  payroll_records: {
    label: 'Payroll records',
    from: 'the end of the tax year they fall in (5 April)',
    minimumYears: 6,
    law: 'National Minimum Wage Regulations 2015, reg. 59; HMRC PAYE records',
    then: 'deleted',
  },
  right_to_work: {
    label: 'Right-to-work checks and evidence',
    from: 'the worker left',
    minimumYears: 2,
    law: 'Immigration, Asylum and Nationality Act 2006: checks kept for the employment and 2 years after',
    then: 'deleted',
  },
  worker_documents: {
    label: 'Other worker documents',
    from: 'the worker left',
    minimumYears: 1,
    law: 'UK GDPR Article 5(1)(e), storage limitation',
    then: 'deleted',
  },
  left_workers: {
    label: "A Left worker's record",
    from: 'the worker left',
    minimumYears: 6,
    law: 'Limitation Act 1980, s. 5: contract claims within 6 years',
    then: 'anonymised',
  },
  agency_records: {
    label: "Agency records of a worker's placement",
    from: "the worker's last service through the agency",
    minimumYears: 1,
    law: 'UK GDPR Article 5(1)(e), storage limitation',
    then: 'anonymised',
  },
  audit_entries: {
    label: 'Audit entries',
    from: 'the entry was made',
    minimumYears: 6,
    law: 'Limitation Act 1980, s. 5; UK GDPR Article 5(2), accountability',
    then: 'deleted',
  },
};

/** Deleted workers: purged 30 days after removal (docs/domain.md, "Deleted workers"); not adjustable. */
export const DELETED_WORKER_DAYS = 30;

export const retentionMessages = {
  belowMinimum: (label: string, minimum: number) =>
    `${label} must be kept at least ${minimum} ${minimum === 1 ? 'year' : 'years'} (the legal minimum)`,
  unknownClass: 'Unknown retention class',
  saved: 'Retention period saved',
} as const;

/** The most years an admin may set: a sanity bound, not a rule of law. */
export const MAX_RETENTION_YEARS = 100;

export function isAdjustableRetentionClass(value: string): value is AdjustableRetentionClass {
  return (adjustableRetentionClasses as readonly string[]).includes(value);
}

/** The period in force: the admin's if set and not below the minimum, else the minimum. */
export type RetentionPeriods = Record<AdjustableRetentionClass, number>;

export function defaultRetentionPeriods(): RetentionPeriods {
  const periods = {} as RetentionPeriods;
  for (const key of adjustableRetentionClasses) periods[key] = retentionSchedule[key].minimumYears;
  return periods;
}

/** The refusal of a period, or null: whole years, from the minimum to MAX_RETENTION_YEARS. */
export function retentionPeriodProblem(key: AdjustableRetentionClass, years: number): string | null {
  const { label, minimumYears } = retentionSchedule[key];
  if (!Number.isInteger(years) || years < minimumYears) return retentionMessages.belowMinimum(label, minimumYears);
  if (years > MAX_RETENTION_YEARS) return `${label} can be kept at most ${MAX_RETENTION_YEARS} years`;
  return null;
}

/** The purge date of a payroll record: the end of the tax year of its pay date, plus the period. */
export function payrollPurgeDate(payDate: string, years = retentionSchedule.payroll_records.minimumYears): string {
  return addYears(ukTaxYearEnd(payDate), years);
}

/**
 * The latest pay date whose record may go on `asOf`: every pay date in a tax year ending on or
 * before `asOf` minus the period (5 April plus whole years never meets 29 February).
 */
export function payrollCutoff(asOf: string, years: number): string {
  return lastUkTaxYearEndBy(addYears(asOf, -years));
}

/** The date a thing dated `start` may go after `years`: 29 February plus whole years is 28 February. */
export function yearsAfter(start: string, years: number): string {
  return addYears(start, years);
}

/**
 * The latest start date whose data may go on `asOf` after `years`: the largest date D with
 * yearsAfter(D, years) <= asOf (so 29/02/2024 + 6 years, 28/02/2030, may go on 28/02/2030).
 */
export function startCutoff(asOf: string, years: number): string {
  const back = addYears(asOf, -years);
  const next = addDays(back, 1);
  return yearsAfter(next, years) <= asOf ? next : back;
}

/** The earliest date each class of a Left worker's data may go (docs/domain.md, "Retention and purge"). */
export type LeftWorkerRetention = {
  leftOn: string;
  rightToWork: string;
  workerDocuments: string;
  anonymised: string;
  /** The purge date of the worker's last payroll record, or null when there is none. */
  lastPayrollRecord: string | null;
};

export function leftWorkerRetention(
  leftOn: string,
  latestPayDate: string | null,
  periods: RetentionPeriods = defaultRetentionPeriods(),
): LeftWorkerRetention {
  return {
    leftOn,
    rightToWork: yearsAfter(leftOn, periods.right_to_work),
    workerDocuments: yearsAfter(leftOn, periods.worker_documents),
    anonymised: yearsAfter(leftOn, periods.left_workers),
    lastPayrollRecord: latestPayDate ? payrollPurgeDate(latestPayDate, periods.payroll_records) : null,
  };
}

/** What one purge run did or, dry, would do: a count per class (docs/domain.md, "Retention and purge"). */
export type PurgeCounts = {
  payrollRecords: number;
  rightToWork: number;
  workerDocuments: number;
  anonymisedWorkers: number;
  agencyRecords: number;
  auditEntries: number;
  deletedWorkers: number;
};

/** The fixed marker that replaces an anonymised worker's names. */
export const ANONYMISED_NAME = 'Anonymised';
