import { z } from 'zod';
import { idValue, inputMessages, text } from './common.ts';
import {
  DEFAULT_SLA_HOURS,
  DEFAULT_TICKET_PAGE_SIZE,
  manualTicketDefaults,
  manualTicketMethods,
  manualTicketOutcomes,
  MAX_SLA_HOURS,
  ticketCategories,
  ticketPageSizes,
  ticketPriorities,
  ticketSorts,
  ticketSources,
  ticketStatuses,
  ticketTabs,
} from '../domain/tickets.ts';
import { ticketMessages } from '../domain/ticket-updates.ts';
import { apiPath } from './paths.ts';

/** Tickets and their comments. */
export const ticketPaths = {
  list: apiPath('/api/tickets'),
  assignees: apiPath('/api/tickets/assignees'),
  one: apiPath('/api/tickets/:id'),
  manual: apiPath('/api/tickets/manual'),
  comments: apiPath('/api/tickets/:id/comments'),
};

export { ticketMessages };

/** A ticket as the ticket calls answer it: every field a ticket has (docs/domain.md, Tickets), plus agencyId, isOverdue, tab and commentCount. */
export const ticket = z.object({
  id: z.number(),
  ticketNumber: z.string(),
  source: z.string(),
  sourceId: z.number(),
  sourceName: z.string(),
  agencyId: z.number().nullable(),
  contactPerson: z.string().nullable(),
  communicationMethod: z.string().nullable(),
  outcome: z.string().nullable(),
  notes: z.string().nullable(),
  priority: z.string(),
  category: z.string(),
  slaHours: z.number(),
  dueDate: z.string(),
  isManual: z.boolean(),
  status: z.string(),
  assignedTo: z.number().nullable(),
  assignedToName: z.string().nullable(),
  assignedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.number().nullable(),
  /** Due date passed and not closed or archived (docs/domain.md). */
  isOverdue: z.boolean(),
  /** open, pending or archive (ticketTabOf). */
  tab: z.enum(ticketTabs),
  /** Comments on the ticket: an In Progress badge is highlighted when there are any. */
  commentCount: z.number(),
});
export type Ticket = z.infer<typeof ticket>;

const emptyAsUndefined = (v: unknown) => (v === '' || v === 'all' ? undefined : v);
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(emptyAsUndefined, z.enum(values).optional());

/**
 * GET /api/tickets: the plain array of docs/domain.md (newest first), or with `page` one page of a tab
 * (docs/domain.md): q over number, source name, contact and notes; source; priority; category;
 * assignedTo (a user id, or 'me'); overdue=true; sort due (soonest first) or newest. The counts of
 * the three tabs follow the same filters.
 */
export const ticketListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100000).optional(),
  pageSize: z.coerce
    .number()
    .int()
    .refine(
      (n) => (ticketPageSizes as readonly number[]).includes(n),
      `Page size must be one of ${ticketPageSizes.join(', ')}`,
    )
    .default(DEFAULT_TICKET_PAGE_SIZE),
  tab: z.enum(ticketTabs).default('open'),
  q: text().trim().max(100).optional(),
  source: optionalEnum(ticketSources),
  priority: optionalEnum(ticketPriorities),
  category: optionalEnum(ticketCategories),
  assignedTo: z.preprocess(emptyAsUndefined, z.union([z.literal('me'), idValue]).optional()),
  overdue: z.preprocess(emptyAsUndefined, z.enum(['true', 'false']).optional()).transform((v) => v === 'true'),
  sort: optionalEnum(ticketSorts),
});
export type TicketListQuery = z.input<typeof ticketListQuery>;
export type CleanTicketListQuery = z.output<typeof ticketListQuery>;

export const ticketCounts = z.object({ open: z.number(), pending: z.number(), archive: z.number() });
export type TicketCounts = z.infer<typeof ticketCounts>;
export const ticketPage = z.object({
  items: z.array(ticket),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  counts: ticketCounts,
});
export type TicketPage = z.infer<typeof ticketPage>;

const instantMessage = 'Use a date and time such as 2026-11-25T14:00:00Z';
/** An instant with its time and zone (2026-11-25T14:00:00Z, or +01:00): a bare date would silently mean midnight UTC. */
const isoInstant = text(instantMessage)
  .max(40)
  .refine((v) => z.iso.datetime({ offset: true }).safeParse(v).success, { message: instantMessage })
  .transform((v) => new Date(v));

const notesField = text()
  .trim()
  .max(5000, 'Notes must be 5000 characters or fewer')
  .nullable()
  .transform((v) => v || null);

/**
 * PATCH /api/tickets/{id} (docs/domain.md): any of status, assignedTo (a user id; null
 * releases), priority, category, dueDate, notes. Claiming is { assignedTo: <own id> }, closing
 * { status: 'archived' }, reopening { status: 'open' }. The rules are planTicketUpdate's.
 */
export const patchTicketBody = z.strictObject({
  status: z.enum(ticketStatuses, { error: `Status must be one of ${ticketStatuses.join(', ')}` }).optional(),
  assignedTo: idValue.nullable().optional(),
  priority: z.enum(ticketPriorities, { error: `Priority must be one of ${ticketPriorities.join(', ')}` }).optional(),
  category: z.enum(ticketCategories, { error: `Category must be one of ${ticketCategories.join(', ')}` }).optional(),
  dueDate: isoInstant.optional(),
  notes: notesField.optional(),
});
export type PatchTicketBody = z.input<typeof patchTicketBody>;
export type CleanPatchTicketBody = z.output<typeof patchTicketBody>;

const required = ticketMessages.requiredFields;
const slaMessage = `SLA must be a whole number of hours from 1 to ${MAX_SLA_HOURS}`;
/** An id that must be there: missing or empty says docs/domain.md's 'Please fill in all required fields'. */
const requiredId = z.unknown().transform((v, ctx) => {
  const parsed = idValue.safeParse(v);
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: v === undefined || v === null || v === '' ? required : inputMessages.id });
  return z.NEVER;
});
/**
 * POST /api/tickets/manual (docs/domain.md, Tickets): source, source item, contact person and
 * description (notes) are required; the rest takes the defaults docs/domain.md gives. sourceName is the server's:
 * the worker's full name or the agency's name. A worker source's contact person is the worker.
 */
export const manualTicketBody = z.strictObject({
  source: z.enum(ticketSources, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? required : 'Source must be worker or agency'),
  }),
  sourceId: requiredId,
  sourceName: text().max(300).optional().nullable(),
  contactPerson: text(required).trim().max(200).optional().nullable(),
  communicationMethod: z.enum(manualTicketMethods).default(manualTicketDefaults.communicationMethod),
  outcome: z.enum(manualTicketOutcomes).default(manualTicketDefaults.outcome),
  notes: text(required).trim().min(1, required).max(5000, 'Notes must be 5000 characters or fewer'),
  priority: z.enum(ticketPriorities).default(manualTicketDefaults.priority),
  category: z.enum(ticketCategories).default(manualTicketDefaults.category),
  /** Hours, as a number or as the digits a form sends; true, [5] or '1e2' are refused. */
  slaHours: z
    .preprocess((v) => (typeof v === 'string' && /^\d{1,4}$/.test(v) ? Number(v) : v), z.number({ error: slaMessage }))
    .pipe(z.number().int(slaMessage).min(1, slaMessage).max(MAX_SLA_HOURS, slaMessage))
    .optional()
    .transform((v) => v ?? DEFAULT_SLA_HOURS),
  /** Defaults to creation + slaHours. */
  dueDate: isoInstant.optional().nullable(),
  isManual: z.literal(true).optional(),
});
export type ManualTicketBody = z.input<typeof manualTicketBody>;
export type CleanManualTicketBody = z.output<typeof manualTicketBody>;

/** A ticket comment (docs/domain.md, Tickets): createdBy is the author's name as shown, createdById the user's id. */
export const ticketComment = z.object({
  id: z.number(),
  ticketId: z.number(),
  content: z.string(),
  createdBy: z.string().nullable(),
  createdById: z.number().nullable(),
  createdAt: z.string(),
});
export type TicketComment = z.infer<typeof ticketComment>;

/** POST /api/tickets/{id}/comments (docs/domain.md, Tickets): empty or whitespace-only text is refused. */
export const ticketCommentBody = z.strictObject({
  content: text(ticketMessages.commentRequired)
    .trim()
    .min(1, ticketMessages.commentRequired)
    .max(5000, 'Comments must be 5000 characters or fewer'),
});
export type TicketCommentBody = z.input<typeof ticketCommentBody>;

/** GET /api/tickets/assignees: active staff a ticket can be assigned to, for the assignee filter. */
export const ticketAssignee = z.object({ id: z.number(), name: z.string() });
export type TicketAssignee = z.infer<typeof ticketAssignee>;
