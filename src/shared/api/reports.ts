import { z } from 'zod';
import { calendarDate, idValue } from './common.ts';

/** Report types (docs/domain.md), in the order of their cards. */
export const reportTypes = ['workers', 'agencies', 'payroll', 'compliance', 'rtw', 'p45'] as const;
export type ReportType = (typeof reportTypes)[number];

/** Status filter (docs/domain.md): "all" means no filter. */
export const reportStatuses = ['all', 'active', 'on_hold', 'left', 'pending'] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** Include-field groups (docs/domain.md); which columns each adds per type: docs/domain.md "Reports". */
export const reportFieldGroups = ['personal', 'employment', 'documents', 'audit', 'payroll', 'compliance'] as const;
export type ReportFieldGroup = (typeof reportFieldGroups)[number];

export const reportFormats = ['csv', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** fields comes as "personal,employment" or repeated (?fields=personal&fields=payroll). */
const fieldList = z.preprocess(
  (v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v),
  z.array(z.enum(reportFieldGroups, { message: 'Unknown include field' })).max(reportFieldGroups.length),
);

/** An agency filter may come as all or empty ("All Agencies"). */
const optionalAgency = z.union([z.literal(''), z.literal('all'), idValue]).optional();

/**
 * GET /api/reports/{type} (docs/domain.md "Reports"). Without a query it
 * answers the spec's CSV; format=xlsx gives a real workbook. from/to are YYYY-MM-DD, inclusive, and
 * filter the date docs/domain.md names per type; from after to is a 400.
 */
export const reportQuery = z.strictObject({
  format: z.enum(reportFormats).default('csv'),
  status: z.enum(reportStatuses).default('all'),
  from: z.union([z.literal(''), calendarDate]).optional(),
  to: z.union([z.literal(''), calendarDate]).optional(),
  agencyId: optionalAgency,
  fields: fieldList.optional(),
  /** The right-to-work report leaves Left workers out unless this is true (docs/domain.md "Reports"). */
  includeLeft: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false']).optional())
    .transform((v) => v === 'true'),
});
export type ReportQuery = z.infer<typeof reportQuery>;
export type ReportQueryInput = z.input<typeof reportQuery>;

export const reportTypeParam = z.strictObject({ type: z.enum(reportTypes, { message: 'Report Type Required' }) });

/** The filters a report was generated with, as kept in its history entry. */
export const reportFilters = z.object({
  status: z.enum(reportStatuses),
  from: z.string().nullable(),
  to: z.string().nullable(),
  agencyId: z.number().nullable(),
  fields: z.array(z.enum(reportFieldGroups)),
  /** Kept before it existed as absent: Left workers were then in the right-to-work report. */
  includeLeft: z.boolean().default(false),
});
export type ReportFilters = z.infer<typeof reportFilters>;

/** One Recent Reports entry (docs/domain.md "Reports"): kept 30 days. */
export const reportHistoryEntry = z.object({
  id: z.number(),
  type: z.enum(reportTypes),
  format: z.enum(reportFormats),
  fileName: z.string(),
  filters: reportFilters,
  rowCount: z.number(),
  byteSize: z.number(),
  generatedBy: z.object({ id: z.number().nullable(), name: z.string() }),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ReportHistoryEntry = z.infer<typeof reportHistoryEntry>;

/** GET /api/reports/history?page&pageSize: the user's own entries (admins see all), newest first. */
export const reportHistoryQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export const reportHistoryAnswer = z.object({
  items: z.array(reportHistoryEntry),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ReportHistoryAnswer = z.infer<typeof reportHistoryAnswer>;

/** GET /api/reports/history/{id}/download streams the kept file with its file name. */
export const REPORT_RETENTION_DAYS = 30;

/** File names: the spec's four for CSV, the same stem with .xlsx for Excel. */
export const reportFileStems: Record<ReportType, string> = {
  workers: 'workers-report',
  agencies: 'agencies-report',
  payroll: 'payroll-report',
  compliance: 'compliance-report',
  rtw: 'right-to-work-report',
  p45: 'p45-report',
};
export const reportFileName = (type: ReportType, format: ReportFormat) => `${reportFileStems[type]}.${format}`;
