import { z } from 'zod';
import { idNumber, idValue, NOTHING_TO_UPDATE, namesAField, optionalDateFilter, text } from './common.ts';
import { cleanWorkerFields, workerTextFields, type WorkerTextField } from '../domain/worker-fields.ts';
import type { FieldWarning } from '../domain/bank-check.ts';
import { missingNameIssues } from '../domain/people.ts';
import { workerStatuses } from '../domain/worker-status.ts';
import { rtwStatuses, type RtwStatus } from '../domain/right-to-work.ts';
import { DATE_RANGE_MESSAGE, isReversedDateRange } from '../domain/date-range.ts';
import { apiPath } from './paths.ts';

/** The worker addresses; the export and the template are served by their own modules. */
export const workerPaths = {
  list: apiPath('/api/workers'),
  one: apiPath('/api/workers/:id'),
  authorize: apiPath('/api/workers/:id/authorize'),
  autofillSuggestions: apiPath('/api/autofill-suggestions'),
  export: apiPath('/api/workers/export'),
  template: apiPath('/api/workers/download-template'),
  deleted: apiPath('/api/admin/deleted-workers'),
  restore: apiPath('/api/admin/deleted-workers/:id/restore'),
};

/** Every text field is a bounded string or null; formatting and validation happen in cleanWorkerFields. */
const textFieldShape = Object.fromEntries(
  workerTextFields.map((f) => [f, text().max(5000).nullable().optional()]),
) as Record<WorkerTextField, z.ZodOptional<z.ZodNullable<ReturnType<typeof text>>>>;

const idField = z
  .union([
    z.number().int().positive().max(2147483647),
    z
      .string()
      .regex(/^\d{1,9}$/)
      .transform(Number),
    z.literal('').transform(() => null),
    z.null(),
  ])
  .optional();

const namedRef = z
  .object({ id: z.number().int(), name: text().max(500) })
  .nullable()
  .optional();

const workerFieldsObject = z.strictObject({
  ...textFieldShape,
  agencyId: idField,
  payrollCompanyId: idField,
  // Sent by a client written from docs/domain.md; the server computes these itself and ignores what comes in.
  completionPercentage: z.number().min(0).max(100).optional(),
  authorised: z.boolean().optional(),
  addedVia: text().max(40).optional(),
  status: z.enum(workerStatuses).optional(),
  // Fields of the worker answer that a client may echo back with its edit; read-only, ignored.
  id: z.number().int().optional(),
  agency: namedRef,
  payrollCompany: namedRef,
  authorisedAt: text().max(40).nullable().optional(),
  createdAt: text().max(40).optional(),
  updatedAt: text().max(40).optional(),
  warnings: z
    .array(z.object({ field: text().max(100), message: text().max(500) }))
    .max(50)
    .optional(),
  // The right-to-work standing is computed from the checks (docs/domain.md, "Right-to-work checks").
  rtwStatus: z.enum(rtwStatuses).optional(),
  rtwFollowUpDate: text().max(20).nullable().optional(),
  rtwReviewNeeded: z.boolean().optional(),
});

type WorkerFieldsIn = z.infer<typeof workerFieldsObject>;

/** Applies the shared formatters and validators; issues become 400 field errors. */
function cleaned(body: WorkerFieldsIn, ctx: z.RefinementCtx) {
  const text: Partial<Record<WorkerTextField, string | null | undefined>> = {};
  for (const f of workerTextFields) if (f in body) text[f] = body[f];
  const { values, issues } = cleanWorkerFields(text);
  for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  return {
    ...values,
    ...('agencyId' in body ? { agencyId: body.agencyId ?? null } : {}),
    ...('payrollCompanyId' in body ? { payrollCompanyId: body.payrollCompanyId ?? null } : {}),
    ...(body.status ? { status: body.status } : {}),
  };
}

/** POST /api/workers: the Add New Worker form (docs/domain.md). */
export const createWorkerBody = workerFieldsObject.transform((body, ctx) => {
  const values = cleaned(body, ctx);
  for (const issue of missingNameIssues(values))
    ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
  const { status: _ignored, ...rest } = values;
  return rest;
});
export type CreateWorkerBody = z.input<typeof createWorkerBody>;
export type CleanWorkerValues = z.output<typeof createWorkerBody>;

/** PATCH /api/workers/{id}: partial fields; status left needs p45Date; {status:'active'} unarchives. */
export const updateWorkerBody = workerFieldsObject
  .refine(namesAField, { message: NOTHING_TO_UPDATE, path: [] })
  .transform((body, ctx) => {
    const values = cleaned(body, ctx);
    for (const issue of missingNameIssues(values, { onlyGiven: true }))
      ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.field] });
    if (values.status === 'left' && !values.p45Date)
      ctx.addIssue({ code: 'custom', message: 'Please select a P45 date.', path: ['p45Date'] });
    return values;
  });
export type UpdateWorkerBody = z.input<typeof updateWorkerBody>;
export type CleanWorkerUpdate = z.output<typeof updateWorkerBody>;

/** The paged list's sorts (docs/domain.md "Sorting the list"); each has an index behind it. */
export const workerSorts = ['name', 'agency', 'status', 'completion', 'workStartDate'] as const;
export type WorkerSort = (typeof workerSorts)[number];
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/** The list's filters, shared with the export's; refined below (a refined object cannot be picked from). */
const workerListFields = z.strictObject({
  authorised: z.enum(['true', 'false']).optional(),
  tab: z.enum(['authorised', 'pending', 'left']).optional(),
  q: text().trim().max(100).optional(),
  /** Authorised tab: active | on_hold; Pending tab: authorise (100%) | pending (below 100%). */
  status: z.enum(['active', 'on_hold', 'authorise', 'pending', '']).optional(),
  agencyId: idValue.optional(),
  /** lapsed: workers whose right-to-work excuse has lapsed today (docs/domain.md "Right-to-work checks"). */
  rtw: z.enum(['lapsed', '']).optional(),
  from: optionalDateFilter,
  to: optionalDateFilter,
  sort: z.enum(workerSorts).default('name'),
  dir: z.enum(sortDirections).default('asc'),
  page: z.coerce.number().int().min(1).max(100000).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
});

const fromNotAfterTo = <T extends { from?: string | undefined; to?: string | undefined }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (isReversedDateRange(value.from, value.to))
    ctx.addIssue({ code: 'custom', message: DATE_RANGE_MESSAGE, path: ['from'] });
};

/** GET /api/workers: the plain list of docs/domain.md, or the paged screen list when tab or page is given. */
export const workerListQuery = workerListFields.superRefine(fromNotAfterTo);
export type WorkerListQuery = z.infer<typeof workerListQuery>;

export const workerAnswer = z.object({
  id: z.number(),
  ...Object.fromEntries(workerTextFields.map((f) => [f, z.string().nullable()])),
  agencyId: z.number().nullable(),
  payrollCompanyId: z.number().nullable(),
  completionPercentage: z.number(),
  authorised: z.boolean(),
  authorisedAt: z.string().nullable(),
  addedVia: z.string(),
  status: z.enum(workerStatuses),
  agency: z.object({ id: z.number(), name: z.string() }).nullable(),
  payrollCompany: z.object({ id: z.number(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  warnings: z.array(z.object({ field: z.string(), message: z.string() })),
  rtwStatus: z.enum(rtwStatuses),
  rtwFollowUpDate: z.string().nullable(),
  rtwReviewNeeded: z.boolean(),
}) as unknown as z.ZodType<Worker>;

export type Worker = { id: number } & Record<WorkerTextField, string | null> & {
    agencyId: number | null;
    payrollCompanyId: number | null;
    completionPercentage: number;
    authorised: boolean;
    authorisedAt: string | null;
    addedVia: string;
    status: (typeof workerStatuses)[number];
    agency: { id: number; name: string } | null;
    payrollCompany: { id: number; name: string } | null;
    createdAt: string;
    updatedAt: string;
    /** Fields saved as given that should be looked at again (the bank modulus check); never a refusal. */
    warnings: FieldWarning[];
    /** The right-to-work standing today (docs/domain.md, "Right-to-work checks"), computed by the server. */
    rtwStatus: RtwStatus;
    /** The latest passing check's follow-up date; null with no passing check or when continuous. */
    rtwFollowUpDate: string | null;
    /** The latest passing check was derived from a document held before checks were kept: a real check should confirm it. */
    rtwReviewNeeded: boolean;
  };

export type WorkerListAnswer = {
  items: Worker[];
  total: number;
  page: number;
  pageSize: number;
  /** The tab counts, and the Authorised tab's workers whose right to work has lapsed (rtwLapsed). */
  counts: { authorised: number; pending: number; left: number; rtwLapsed: number };
};

/** Worker communication log (docs/domain.md; methods per docs/domain.md). */
export const communicationMethods = ['Phone', 'Email', 'Texted', 'WhatsApp'] as const;
export const communicationOutcomes = ['Resolved', 'Raise Ticket', 'No Response'] as const;
export const communicationLogBody = z.strictObject({
  contactPerson: text('Contact person is required').trim().min(1, 'Contact person is required').max(100),
  communicationMethod: z.enum(communicationMethods, { error: 'Communication method is required' }),
  content: text().trim().max(5000).optional().nullable(),
  outcome: z.enum(communicationOutcomes).optional().nullable(),
});
export type CommunicationLogBody = z.infer<typeof communicationLogBody>;

/** POST /api/workers/export (docs/domain.md). */
export const workerExportBody = z.strictObject({
  exportType: z.enum(['excel', 'csv']).default('excel'),
  dataSource: z.enum(['filtered', 'authorised', 'pending']),
  workerIds: z.array(idNumber).max(100000).optional(),
  /** With dataSource filtered and no ids: the list filters of the screen. */
  filters: workerListFields
    .partial()
    .omit({ page: true, pageSize: true, authorised: true, sort: true, dir: true })
    .superRefine(fromNotAfterTo)
    .optional(),
});
export type WorkerExportBody = z.infer<typeof workerExportBody>;

export const autofillQuery = z.strictObject({
  field: z.enum(['firstName', 'lastName', 'email', 'city', 'addressLine1', 'postCode', 'accountName']),
  q: text().trim().max(100).default(''),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

/** GET /api/workers with tab or page: one page of a tab, with the three tab counts. */
export const workerListAnswer = z.object({
  items: z.array(workerAnswer),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: z.object({ authorised: z.number(), pending: z.number(), left: z.number(), rtwLapsed: z.number() }),
}) as unknown as z.ZodType<WorkerListAnswer>;

/** PATCH /api/workers/{id}: the worker plus the automatic status change, if any, for the toast. */
export type WorkerStatusChange = { from: (typeof workerStatuses)[number]; to: (typeof workerStatuses)[number] };
export type UpdatedWorker = Worker & { statusChanged: WorkerStatusChange | null };
export const updatedWorkerAnswer = z.intersection(
  workerAnswer,
  z.object({ statusChanged: z.object({ from: z.enum(workerStatuses), to: z.enum(workerStatuses) }).nullable() }),
) as unknown as z.ZodType<UpdatedWorker>;

/** PATCH /api/workers/{id}/authorize: docs/domain.md gives no payload; anything sent is ignored. */
export const authorizeWorkerBody = z.looseObject({}).nullish();

export type AutofillQuery = z.infer<typeof autofillQuery>;
export type AutofillSuggestion = { value: string; label: string; count: number };
export const autofillSuggestion = z.object({ value: z.string(), label: z.string(), count: z.number() });

/** A removed worker on the Deleted Workers screen (docs/domain.md, "Deleted workers"). */
export const deletedWorker = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  agencyName: z.string().nullable(),
  deletedAt: z.string(),
  daysLeft: z.number(),
  retentionStatus: z.enum(['normal', 'warning', 'expired']),
  /** Under a legal hold: kept past the 30 days. */
  onHold: z.boolean(),
});
export type DeletedWorker = z.infer<typeof deletedWorker>;
