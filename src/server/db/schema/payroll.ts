import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';
import { workers } from './workers.ts';

/** One finding of an upload, as the answer and the batch carry it (docs/domain.md "Payroll"). */
export type PayrollFinding = { row: number; field: string; message: string };

/** A variance confirmed at upload (src/shared/domain/payroll-reconciliation.ts): figures and a sentence, no names. */
export type StoredPayrollVariance = {
  key: string;
  measure: string;
  against: string;
  expected: number;
  actual: number;
  changePercent: number;
  message: string;
};

/** Each payroll CSV upload (docs/domain.md "Payroll CSV upload"): week ending, file, who, when, row counts. */
export const payrollUploadBatches = pgTable(
  'payroll_upload_batches',
  {
    id: serial('id').primaryKey(),
    weekEnding: date('week_ending', { mode: 'string' }).notNull(),
    fileName: text('file_name').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as typed at upload, so the list still says who after the user is removed. */
    uploadedByName: text('uploaded_by_name').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    addedCount: integer('added_count').notNull().default(0),
    updatedCount: integer('updated_count').notNull().default(0),
    warningCount: integer('warning_count').notNull().default(0),
    /** The first warnings (row, field, message: no personal values), capped like the answer. */
    warnings: jsonb('warnings').$type<PayrollFinding[]>().notNull().default([]),
    /** The variances against the previous weeks that the uploader confirmed (issue 24 item 10). */
    variances: jsonb('variances').$type<StoredPayrollVariance[]>().notNull().default([]),
    /** 'replace' or 'add' when the week already had records; null when it had none. */
    existingWeek: text('existing_week'),
    /** Records of the week removed by replace. */
    replacedCount: integer('replaced_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('payroll_upload_batches_created_idx').on(t.createdAt, t.id)],
);

/**
 * Payroll records (docs/domain.md), money in integer pence. agency_id, payroll_company_id and
 * fee_pence are the worker's at upload time (docs/domain.md "Payroll"): history does not move when
 * a worker changes agency or an agency's fee changes, and every report filter is a column here.
 */
export const payrollRecords = pgTable(
  'payroll_records',
  {
    id: serial('id').primaryKey(),
    workerId: integer('worker_id')
      .notNull()
      .references(() => workers.id, { onDelete: 'cascade' }),
    /** As uploaded, normalised (no spaces, upper case). */
    niNumber: text('ni_number').notNull(),
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    weekEnding: date('week_ending', { mode: 'string' }).notNull(),
    grossPence: integer('gross_pence').notNull(),
    taxPence: integer('tax_pence').notNull(),
    niPence: integer('ni_pence').notNull(),
    pensionPence: integer('pension_pence').notNull(),
    netPence: integer('net_pence').notNull(),
    feePence: integer('fee_pence').notNull().default(0),
    agencyId: integer('agency_id'),
    payrollCompanyId: integer('payroll_company_id'),
    batchId: integer('batch_id').references(() => payrollUploadBatches.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payroll_records_worker_pay_date_unique').on(t.workerId, t.payDate),
    // Pages are newest pay date first, ties by worker (unique within a pay date); the same indexes
    // count distinct workers of a period (totalTemps) without reading the table.
    index('payroll_records_pay_date_idx').on(t.payDate, t.workerId),
    index('payroll_records_week_ending_idx').on(t.weekEnding, t.payDate, t.workerId),
    index('payroll_records_agency_idx').on(t.agencyId, t.payDate, t.workerId),
    index('payroll_records_company_idx').on(t.payrollCompanyId, t.payDate, t.workerId),
    index('payroll_records_batch_idx').on(t.batchId),
  ],
);

/**
 * Gross pay, fees and record counts per pay date, agency and payroll company (0 = none), kept by
 * statement triggers on payroll_records (migration payroll_daily_totals): any period's figures
 * are a sum over a few rows per day, however many records there are.
 */
export const payrollDailyTotals = pgTable(
  'payroll_daily_totals',
  {
    payDate: date('pay_date', { mode: 'string' }).notNull(),
    agencyId: integer('agency_id').notNull(),
    payrollCompanyId: integer('payroll_company_id').notNull(),
    grossPence: bigint('gross_pence', { mode: 'number' }).notNull(),
    feePence: bigint('fee_pence', { mode: 'number' }).notNull(),
    records: integer('records').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.payDate, t.agencyId, t.payrollCompanyId] }),
    index('payroll_daily_totals_agency_idx').on(t.agencyId, t.payDate),
    index('payroll_daily_totals_company_idx').on(t.payrollCompanyId, t.payDate),
  ],
);

/**
 * Distinct workers paid in each calendar week (Monday) and month (totalTemps, docs/domain.md),
 * kept by statement triggers on payroll_records (migration payroll_period_workers): the dashboard's
 * week and month without a filter read one row instead of counting a week's records.
 */
export const payrollPeriodWorkers = pgTable(
  'payroll_period_workers',
  {
    /** 'week' or 'month' */
    kind: text('kind').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    workers: integer('workers').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.periodStart] })],
);
