import { z } from 'zod';
import { sarStatuses } from '../domain/subject-access.ts';
import { changesBody, idNumber, idValue, optionalEnGbDate, text } from './common.ts';
import { apiPath } from './paths.ts';

/**
 * The register of subject access requests and their packs, admins only (docs/domain.md, "Subject
 * access requests"). POST and GET .../pack are a public contract.
 */
export const sarPaths = {
  list: apiPath('/api/admin/subject-access-requests'),
  one: apiPath('/api/admin/subject-access-requests/:id'),
  pack: apiPath('/api/admin/subject-access-requests/:id/pack'),
};

export const sarMessages = {
  workerRequired: 'Choose the worker the request is about',
  receivedRequired: 'Enter the date the request was received (DD/MM/YYYY)',
  invalidDate: 'Must be a real date in DD/MM/YYYY format',
  receivedInFuture: 'The received date cannot be in the future',
  requestedByTooLong: 'Requested by must be 200 characters or fewer',
  reasonRequired: 'Give the reason for the extension',
  reasonTooLong: 'The reason must be 1000 characters or fewer',
  notFound: 'Subject access request not found',
  workerNotFound: 'Worker not found',
  alreadyExtended: 'This request has already been extended: it can be extended once',
  alreadyCompleted: 'This request is already completed',
  handlerNotFound: 'Choose a user who exists',
  workerRemoved: 'The worker has been removed: there is nothing left to put in a pack',
} as const;

/** POST: the worker and the day the request arrived (DD/MM/YYYY typed, or YYYY-MM-DD); who asked, optional. */
export const sarCreateBody = z.strictObject({
  workerId: idValue,
  receivedDate: optionalEnGbDate(sarMessages.invalidDate).refine((v) => v !== null, sarMessages.receivedRequired),
  requestedBy: text()
    .trim()
    .max(200, sarMessages.requestedByTooLong)
    .optional()
    .nullable()
    .transform((v) => v || null),
});
export type SarCreateBody = z.output<typeof sarCreateBody>;
export type SarCreateInput = z.input<typeof sarCreateBody>;

/** POST answers the id and the due date (YYYY-MM-DD). */
export const sarCreated = z.object({ id: z.number(), dueDate: z.string() });
export type SarCreated = z.infer<typeof sarCreated>;

/**
 * PATCH: extend once (with the reason), mark completed, and/or say who handled it (a user id; on
 * completion it is the admin completing it unless given).
 */
export const sarChangesBody = changesBody({
  extensionReason: text(sarMessages.reasonRequired)
    .trim()
    .min(1, sarMessages.reasonRequired)
    .max(1000, sarMessages.reasonTooLong)
    .optional(),
  status: z.literal('completed').optional(),
  handledBy: idNumber.optional(),
});
export type SarChangesBody = z.infer<typeof sarChangesBody>;

export const sarListQuery = z.strictObject({
  status: z.enum([...sarStatuses, '']).optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type SarListQuery = z.infer<typeof sarListQuery>;

/** One request as the register shows it; daysLeft counts to the due date from today in Europe/London. */
export const subjectAccessRequest = z.object({
  id: z.number(),
  workerId: z.number().nullable(),
  /** null: the worker has since been removed. */
  workerName: z.string().nullable(),
  receivedDate: z.string(),
  dueDate: z.string(),
  daysLeft: z.number(),
  requestedBy: z.string().nullable(),
  extended: z.object({ reason: z.string(), until: z.string(), at: z.string() }).nullable(),
  status: z.enum(sarStatuses),
  handledBy: z.number().nullable(),
  handledByName: z.string().nullable(),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SubjectAccessRequest = z.infer<typeof subjectAccessRequest>;

/** GET: a page of the register, the latest due date first. */
export const sarListAnswer = z.object({
  requests: z.array(subjectAccessRequest),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type SarListAnswer = z.infer<typeof sarListAnswer>;
