import { z } from 'zod';
import { adjustableRetentionClasses } from '../domain/retention.ts';
import { apiPath } from './paths.ts';

/** The retention schedule and the purge log, admins only (docs/domain.md, "Retention and purge"). */
export const retentionPaths = {
  schedule: apiPath('/api/admin/retention'),
  one: apiPath('/api/admin/retention/:class'),
  purgeRuns: apiPath('/api/admin/purge-runs'),
  dryRun: apiPath('/api/admin/purge-runs/dry-run'),
  worker: apiPath('/api/workers/:id/retention'),
};

export const retentionClassParam = z.strictObject({ class: z.string().max(50) });

export const retentionYearsBody = z.strictObject({
  years: z.number({ error: 'Enter the number of years' }).int('Enter a whole number of years'),
});

export const retentionClassAnswer = z.object({
  class: z.enum(adjustableRetentionClasses),
  label: z.string(),
  from: z.string(),
  then: z.enum(['deleted', 'anonymised']),
  law: z.string(),
  defaultYears: z.number(),
  minimumYears: z.number(),
  currentYears: z.number(),
});
export type RetentionClassAnswer = z.infer<typeof retentionClassAnswer>;

/** GET /api/admin/retention: the adjustable classes; deleted workers are purged after a fixed 30 days. */
export const retentionAnswer = z.object({
  classes: z.array(retentionClassAnswer),
  deletedWorkerDays: z.number(),
});
export type RetentionAnswer = z.infer<typeof retentionAnswer>;

export const purgeCounts = z.object({
  payrollRecords: z.number(),
  rightToWork: z.number(),
  workerDocuments: z.number(),
  anonymisedWorkers: z.number(),
  /** Absent from runs logged before the class existed. */
  agencyRecords: z.number().default(0),
  auditEntries: z.number(),
  deletedWorkers: z.number(),
});

export const purgeRun = z.object({
  id: z.number(),
  at: z.string(),
  asOf: z.string(),
  dryRun: z.boolean(),
  counts: purgeCounts,
});
export type PurgeRun = z.infer<typeof purgeRun>;

export const purgeRunsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const purgeRunsAnswer = z.object({
  items: z.array(purgeRun),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PurgeRunsAnswer = z.infer<typeof purgeRunsAnswer>;

/** The earliest date each class of a Left worker's data may go; null for a worker who has not left. */
export const workerRetentionAnswer = z.object({
  retention: z
    .object({
      leftOn: z.string(),
      rightToWork: z.string(),
      workerDocuments: z.string(),
      anonymised: z.string(),
      lastPayrollRecord: z.string().nullable(),
    })
    .nullable(),
});
export type WorkerRetentionAnswer = z.infer<typeof workerRetentionAnswer>;
