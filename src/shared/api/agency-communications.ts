import { z } from 'zod';
import { calendarDate, idValue, text } from './common.ts';
import { ticket } from './tickets.ts';
import {
  agencyCommunicationMethods,
  agencyCommunicationOutcomes,
  communicationPeriods,
  COMMUNICATION_PAGE_SIZE,
} from '../domain/agencies.ts';
import { apiPath } from './paths.ts';

/** An agency's communication logs; `list` answers as `enhanced` does. */
export const agencyCommunicationPaths = {
  enhanced: apiPath('/api/agencies/:id/enhanced-communications'),
  list: apiPath('/api/agencies/:id/communication-logs'),
  one: apiPath('/api/agencies/:id/communication-logs/:logId'),
};

/** Agency communication logs (docs/domain.md, Agencies). */
export const communicationMessages = {
  required: 'Please fill in all required fields',
  notFound: 'Communication log not found',
} as const;

/**
 * POST /api/agencies/{id}/communication-logs: contact person and method are required (both forms);
 * the outcome too on the profile panel's form, which the browser checks, so the enhanced dialog's
 * form (no outcome) is accepted. Outcome Raise Ticket opens a ticket (docs/domain.md).
 */
export const agencyLogBody = z.strictObject({
  contactPerson: text(communicationMessages.required)
    .trim()
    .min(1, communicationMessages.required)
    .max(100, 'Must be 100 characters or fewer'),
  communicationMethod: z.enum(agencyCommunicationMethods, { error: communicationMessages.required }),
  outcome: z
    .union([z.enum(agencyCommunicationOutcomes, { error: communicationMessages.required }), z.literal('')])
    .nullable()
    .optional()
    .transform((v) => v || null),
  subject: text()
    .trim()
    .max(200, 'Must be 200 characters or fewer')
    .nullable()
    .optional()
    .transform((v) => v || null),
  content: text()
    .trim()
    .max(5000, 'Must be 5000 characters or fewer')
    .nullable()
    .optional()
    .transform((v) => v || null),
  /** YYYY-MM-DD; empty means none. */
  nextActionDate: z
    .union([calendarDate, z.literal('')])
    .nullable()
    .optional()
    .transform((v) => v || null),
});
export type AgencyLogBody = z.input<typeof agencyLogBody>;
export type CleanAgencyLog = z.output<typeof agencyLogBody>;

export const agencyLogParams = z.strictObject({ id: idValue, logId: idValue });

/** createdBy is the author's user id, createdByName the name shown (as on worker logs). */
export const agencyLog = z.object({
  id: z.number(),
  agencyId: z.number(),
  contactPerson: z.string(),
  communicationMethod: z.string(),
  subject: z.string().nullable(),
  content: z.string().nullable(),
  outcome: z.string().nullable(),
  nextActionDate: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  /** The ticket a log with outcome Raise Ticket opened (TKT-00001), else null. */
  ticketNumber: z.string().nullable(),
});
export type AgencyLog = z.infer<typeof agencyLog>;
export const createdAgencyLog = agencyLog.extend({ ticket: ticket.optional() });
export type CreatedAgencyLog = z.infer<typeof createdAgencyLog>;

/**
 * GET /api/agencies/{id}/enhanced-communications (and /communication-logs): the plain list (docs/domain.md),
 * newest first, optionally within a period (today, 7 days, 30 days, in Europe/London); with `page`
 * one page { items, total, page, pageSize } (5 a page by default, docs/domain.md, Agencies).
 */
export const agencyLogQuery = z.strictObject({
  period: z.union([z.enum(communicationPeriods), z.literal(''), z.literal('all')]).optional(),
  page: z.coerce.number().int().min(1).max(100000).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(COMMUNICATION_PAGE_SIZE),
});
export type AgencyLogQuery = z.infer<typeof agencyLogQuery>;
export const agencyLogPage = z.object({
  items: z.array(agencyLog),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AgencyLogPage = z.infer<typeof agencyLogPage>;
