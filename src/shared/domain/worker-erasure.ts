import { legalHoldMessages } from './legal-holds.ts';
import {
  payrollCutoff,
  payrollPurgeDate,
  retentionSchedule,
  startCutoff,
  yearsAfter,
  type RetentionPeriods,
} from './retention.ts';

/**
 * Erasure of a worker (docs/domain.md, "Erasure"; UK GDPR Art. 17): what goes, what the law keeps
 * (restricted: read-only, seen by admins only) and until when. Pure: the server counts the rows, this
 * decides and words them. Dates are London dates (YYYY-MM-DD).
 */

/** The names an erased worker's row carries everywhere it is still read (payroll lists, reports). */
export const ERASED_FIRST_NAME = 'Erased';
export const ERASED_LAST_NAME = 'worker';

export const erasureMessages = {
  notFound: 'Worker not found',
  alreadyErased: "This worker's personal data has already been erased",
  notLeft: 'Only a worker who has left can be erased: record their P45 date (Left - P45) first',
  workerHeld: legalHoldMessages.workerHeldErasure,
  agencyHeld: legalHoldMessages.agencyHeldErasure,
  erased: 'Personal data erased',
} as const;

/**
 * The worker's columns an erasure clears (every personal field of the row); first and last name
 * become the markers above. The name, date of birth and NI number the kept records need are copied
 * to the restricted record first.
 */
export const erasedWorkerColumns = [
  'title',
  'initial',
  'gender',
  'marital_status',
  'nationality',
  'date_of_birth',
  'email',
  'phone',
  'address_line1',
  'address_line2',
  'address_line3',
  'city',
  'county',
  'post_code',
  'account_name',
  'sort_code',
  'account_number',
  'bacs_reference',
  'ni_number',
  'immigration_share_code',
  'employee_reference',
  'works_reference',
  'ni_category',
  'tax_code',
  'wk1_mth1_basis',
  'notes',
] as const;

/** The same columns as the API and the audit trail name them (addressLine1, niCategory, wk1Mth1Basis). */
export const erasedWorkerFields: readonly string[] = erasedWorkerColumns.map((column) =>
  column.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase()),
);

/** What an erasure finds of one worker on `today`: the counts of each kind of row. */
export type ErasureFacts = {
  today: string;
  p45Date: string;
  periods: RetentionPeriods;
  /** Payroll records past their own date on `today` (they go now) and the rest (kept). */
  payrollRecordsDue: number;
  payrollRecordsKept: number;
  /** The latest pay date of the kept payroll records. */
  latestKeptPayDate: string | null;
  rtwChecks: number;
  rtwDocuments: number;
  otherDocuments: number;
  communicationLogs: number;
  tickets: number;
  agencyComments: number;
  notifications: number;
  importRecords: number;
  reports: number;
  auditEntries: number;
};

/** One line of the plan: what, how many rows (null: fields of the worker's own record), kept until when and why. */
export type ErasureLine = { what: string; count: number | null; until: string | null; law: string | null };
export type ErasurePlan = { removes: ErasureLine[]; keeps: ErasureLine[] };

const goes = (what: string, count: number | null = null): ErasureLine => ({ what, count, until: null, law: null });

/** Until when the right-to-work records are kept: 2 years (the period in force) after the worker left. */
export const rtwKeptUntil = (p45Date: string, periods: RetentionPeriods) => yearsAfter(p45Date, periods.right_to_work);

/** Whether a right-to-work record of a worker who left on `p45Date` is still required on `today`. */
export const rtwStillKept = (p45Date: string, periods: RetentionPeriods, today: string) =>
  p45Date > startCutoff(today, periods.right_to_work);

/** The latest pay date whose payroll record may go on `today` (it goes with the erasure). */
export const payrollDueBy = (today: string, periods: RetentionPeriods) => payrollCutoff(today, periods.payroll_records);

/** What the law keeps of an erased worker, restricted, and until when (the worker page's lines). */
export type KeptRecords = {
  p45Date: string;
  periods: RetentionPeriods;
  /** The day the erasure's own audit entry was made (today, before it happens). */
  erasedOn: string;
  payrollRecords: number;
  latestPayDate: string | null;
  rtwRecords: number;
  /** Whether the restricted name, date of birth and NI number are held. */
  identity: boolean;
};

export function keptLines(k: KeptRecords): ErasureLine[] {
  const payrollUntil =
    k.payrollRecords > 0 && k.latestPayDate ? payrollPurgeDate(k.latestPayDate, k.periods.payroll_records) : null;
  const rtwUntil = k.rtwRecords > 0 ? rtwKeptUntil(k.p45Date, k.periods) : null;
  const identityUntil =
    [payrollUntil, rtwUntil]
      .filter((d): d is string => d !== null)
      .sort()
      .at(-1) ?? null;
  const keeps: ErasureLine[] = [];
  if (k.identity && identityUntil)
    keeps.push({
      what: 'Name, date of birth and NI number',
      count: null,
      until: identityUntil,
      law: 'Needed to identify the payroll and right-to-work records kept',
    });
  if (payrollUntil)
    keeps.push({
      what: 'Payroll records',
      count: k.payrollRecords,
      until: payrollUntil,
      law: retentionSchedule.payroll_records.law,
    });
  if (rtwUntil)
    keeps.push({
      what: 'Right-to-work checks and evidence',
      count: k.rtwRecords,
      until: rtwUntil,
      law: retentionSchedule.right_to_work.law,
    });
  keeps.push({
    what: 'Audit entries about the worker, without the erased values, and the record of the erasure',
    count: null,
    until: yearsAfter(k.erasedOn, k.periods.audit_entries),
    law: retentionSchedule.audit_entries.law,
  });
  return keeps;
}

/**
 * What an erasure does (docs/domain.md, "Erasure"): everything no law requires goes now; payroll
 * records and right-to-work records still inside their periods stay, restricted, with the name, date
 * of birth and NI number that identify them; the audit trail keeps its entries without the erased values.
 */
export function erasurePlan(f: ErasureFacts): ErasurePlan {
  const rtwCount = f.rtwChecks + f.rtwDocuments;
  const rtwKept = rtwCount > 0 && rtwStillKept(f.p45Date, f.periods, f.today);
  const identity = f.payrollRecordsKept > 0 || rtwKept;
  const keeps = keptLines({
    p45Date: f.p45Date,
    periods: f.periods,
    erasedOn: f.today,
    payrollRecords: f.payrollRecordsKept,
    latestPayDate: f.latestKeptPayDate,
    rtwRecords: rtwKept ? rtwCount : 0,
    identity,
  });
  const removes: ErasureLine[] = [
    goes('Contact details and home address (e-mail, phone, address)'),
    goes('Bank details (account name, sort code, account number, BACS reference)'),
    goes('Other personal details (title, initial, gender, marital status, nationality, share code, notes)'),
    goes('Payroll set-up (employee and works references, tax code, NI category, week 1 / month 1 basis)'),
    ...(identity ? [] : [goes('Name, date of birth and NI number')]),
    goes('Documents other than Right to Work, with their files', f.otherDocuments),
    goes('Communication logs', f.communicationLogs),
    goes('Tickets raised about the worker, with their comments', f.tickets),
    goes('Agency comments about the worker (anonymised)', f.agencyComments),
    goes('Notifications about the worker', f.notifications),
    goes('Values a bulk import replaced (its undo record)', f.importRecords),
    goes('Kept reports that may list the worker', f.reports),
    goes('Values of these details in the audit trail (the entries stay)', f.auditEntries),
  ];
  if (f.payrollRecordsDue > 0) removes.push(goes('Payroll records past their retention date', f.payrollRecordsDue));
  if (rtwCount > 0 && !rtwKept)
    removes.push(goes('Right-to-work checks and evidence past their retention date', rtwCount));
  return { removes, keeps };
}
