import { z } from 'zod';
import { agencyComment } from './agency-comments.ts';
import { text } from './common.ts';
import { agencyPageSizes, agencyStatuses, DEFAULT_AGENCY_PAGE_SIZE } from '../domain/agencies.ts';
import {
  adminOnlyAgencyFields,
  agencyFieldAliases,
  agencyFieldNames,
  agencyMessages,
  cleanAgencyFields,
  missingRequiredAgencyFields,
  type AgencyFieldName,
  type AgencyValues,
} from '../domain/agency-fields.ts';
import { apiPath } from './paths.ts';

/** The agency addresses; the CSV import is registered with the agency records. */
export const agencyPaths = {
  list: apiPath('/api/agencies'),
  archived: apiPath('/api/agencies/archived'),
  summary: apiPath('/api/agencies/summary'),
  one: apiPath('/api/agencies/:id'),
  enhanced: apiPath('/api/agencies/:id/enhanced'),
  workers: apiPath('/api/agencies/:id/workers'),
  commercial: apiPath('/api/agencies/:id/commercial'),
  field: apiPath('/api/agencies/:id/field'),
  archive: apiPath('/api/agencies/:id/archive'),
  unarchive: apiPath('/api/agencies/:id/unarchive'),
  import: apiPath('/api/agencies/import'),
};

export { agencyMessages };
export { businessTypes } from '../domain/agencies.ts';

/**
 * The agency calls (docs/domain.md, Agencies). Every body is cleaned by the one
 * field table (domain/agency-fields.ts); a refused field is a 400 naming it, with the message docs/domain.md gives.
 */

/** What each field may arrive as; cleaning and the rules happen in cleanAgencyFields. */
const rawText = text().max(5000).nullable().optional();
const rawNumberOrText = z
  .union([z.number(), text().max(40)])
  .nullable()
  .optional();
const rawShape = {
  ...Object.fromEntries(agencyFieldNames.map((f) => [f, rawText])),
  ...Object.fromEntries(Object.keys(agencyFieldAliases).map((f) => [f, rawText])),
  trustScore: rawNumberOrText,
  fee: rawNumberOrText,
} as Record<AgencyFieldName | keyof typeof agencyFieldAliases, typeof rawText | typeof rawNumberOrText>;

type Raw = Record<string, unknown>;
function addIssues(ctx: z.RefinementCtx, issues: { field: string; message: string }[]) {
  for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
}
const clean = (raw: Raw, ctx: z.RefinementCtx) => {
  const { values, issues } = cleanAgencyFields(raw);
  addIssues(ctx, issues);
  return values;
};

/** POST /api/agencies (docs/domain.md, Agencies): name, contact name, city and postal code required. Trust score and status are admin calls, not create fields. */
export const createAgencyBody = z.strictObject(rawShape).transform((raw: Raw, ctx) => {
  const forbidden = adminOnlyAgencyFields.filter((f) => raw[f] !== undefined);
  addIssues(
    ctx,
    forbidden.map((field) => ({ field, message: agencyMessages.adminOnly })),
  );
  addIssues(ctx, missingRequiredAgencyFields(raw));
  return clean(raw, ctx) as Partial<AgencyValues> & Pick<AgencyValues, 'name' | 'contactName' | 'city' | 'postalCode'>;
});
export type CreateAgencyBody = z.input<typeof createAgencyBody>;

/**
 * PUT /api/agencies/{id} (docs/domain.md, Agencies): the full edit (the required fields again) or status
 * alone. Status and trust score in a full edit are admin only, as alone.
 */
export const putAgencyBody = z.strictObject(rawShape).transform((raw: Raw, ctx) => {
  const sent = Object.keys(raw).filter((k) => raw[k] !== undefined);
  const isStatusOnly = sent.length > 0 && sent.every((k) => k === 'status');
  if (!isStatusOnly) addIssues(ctx, missingRequiredAgencyFields(raw));
  return clean(raw, ctx);
});
export type PutAgencyBody = z.input<typeof putAgencyBody>;

/** PATCH /api/agencies/{id}: one field or a few, e.g. { trustScore } or { status } (docs/domain.md, Agencies). */
export const patchAgencyBody = z.strictObject(rawShape).transform((raw: Raw, ctx) => {
  if (!Object.values(raw).some((v) => v !== undefined))
    ctx.addIssue({ code: 'custom', message: agencyMessages.nothingToUpdate, path: [] });
  return clean(raw, ctx);
});
export type PatchAgencyBody = z.input<typeof patchAgencyBody>;

/** PATCH /api/agencies/{id}/field: { field, value }, field one of the agency's API field names or aliases (docs/domain.md). */
export const agencyFieldBody = z
  .strictObject({
    field: text().max(40),
    value: z.union([z.number(), z.boolean(), text().max(5000)]).nullable(),
  })
  .transform((body, ctx) => clean({ [body.field]: body.value === false ? null : body.value }, ctx));
export type AgencyFieldBody = z.input<typeof agencyFieldBody>;

/** An agency as the API answers it: canonical fields plus the aliases; fee in pounds (12.5 is £12.50). */
export const agency = z.object({
  id: z.number(),
  name: z.string(),
  status: z.string(),
  businessType: z.string().nullable(),
  industryType: z.string().nullable(),
  trustScore: z.number(),
  address: z.string().nullable(),
  city: z.string(),
  postalCode: z.string(),
  contactName: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  companyNumber: z.string().nullable(),
  mainContactName: z.string(),
  mainContactEmail: z.string().nullable(),
  mainContactPhone: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  vatNumber: z.string().nullable(),
  notes: z.string().nullable(),
  accountManager: z.string().nullable(),
  fee: z.number().nullable(),
  invoiceFrequency: z.string().nullable(),
  paymentTerms: z.string().nullable(),
  timesheetSubmission: z.string().nullable(),
  commercialNotes: z.string().nullable(),
  isArchived: z.boolean(),
  archivedAt: z.string().nullable(),
  workerCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Agency = z.infer<typeof agency>;

const pageSize = z.coerce
  .number()
  .int()
  .refine(
    (n) => (agencyPageSizes as readonly number[]).includes(n),
    `Page size must be one of ${agencyPageSizes.join(', ')}`,
  );

/**
 * GET /api/agencies and /api/agencies/archived: the plain array of docs/domain.md, or with `page` one page
 * { items, total, page, pageSize } (docs/domain.md, "Paged lists"). q matches name, contact and city; status
 * filters; the order is alphabetical by name.
 */
export const agencyListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100000).optional(),
  pageSize: pageSize.default(DEFAULT_AGENCY_PAGE_SIZE),
  q: text().trim().max(100).optional(),
  status: z.union([z.enum(agencyStatuses), z.literal(''), z.literal('all')]).optional(),
});
export type AgencyListQuery = z.infer<typeof agencyListQuery>;

export const agencyPage = z.object({
  items: z.array(agency),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AgencyPage = z.infer<typeof agencyPage>;

/** GET /api/agencies/summary: the admin panel's four cards over agencies not archived (docs/domain.md, Agencies). */
export const agencySummaryQuery = agencyListQuery.pick({ q: true, status: true });
export const agencySummary = z.object({ total: z.number(), high: z.number(), medium: z.number(), low: z.number() });
export type AgencySummary = z.infer<typeof agencySummary>;

/** A worker of the agency as its lists show it (docs/domain.md, Agencies). */
export const agencyWorker = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  status: z.string(),
  niNumber: z.string().nullable(),
  startDate: z.string().nullable(),
  /** Workers have no position field; always null, kept because the detail page's shape names it. */
  position: z.string().nullable(),
});
export type AgencyWorker = z.infer<typeof agencyWorker>;

/** GET /api/agencies/{id}/workers: one page of the agency's workers, by last name. */
export const agencyWorkersQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export const agencyWorkerPage = z.object({
  items: z.array(agencyWorker),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AgencyWorkerPage = z.infer<typeof agencyWorkerPage>;

export { agencyComment, type AgencyComment } from './agency-comments.ts';

/**
 * GET /api/agencies/{id} (docs/domain.md, Agencies): agency, workers, comments. The lists are the first
 * page (workers by name, comments newest first, 50 of each); the totals say how many there are.
 */
export const agencyDetail = z.object({
  agency,
  workers: z.array(agencyWorker),
  comments: z.array(agencyComment),
  workersTotal: z.number(),
  commentsTotal: z.number(),
});
export type AgencyDetail = z.infer<typeof agencyDetail>;

/** POST /api/agencies/import (docs/domain.md): the rows papaparse read, keyed by the CSV's headers. */
export const MAX_IMPORT_ROWS = 5000;
export const importAgenciesBody = z.strictObject({
  agencies: z
    .array(z.record(text().max(200), z.union([text().max(5000), z.number(), z.boolean(), z.null()])))
    .min(1, agencyMessages.csvEmpty)
    .max(MAX_IMPORT_ROWS, agencyMessages.tooManyRows),
});
export type ImportAgenciesBody = z.infer<typeof importAgenciesBody>;
/** row counts data rows from 1. */
export const importAgenciesAnswer = z.object({
  added: z.number(),
  skipped: z.number(),
  skippedRows: z.array(z.object({ row: z.number(), name: z.string(), reason: z.string() })),
});
export type ImportAgenciesAnswer = z.infer<typeof importAgenciesAnswer>;
