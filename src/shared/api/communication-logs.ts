import { z } from 'zod';
import { ticket } from './tickets.ts';
import { apiPath } from './paths.ts';

/** A worker's communication logs; one is deleted by its own id. */
export const communicationLogPaths = {
  list: apiPath('/api/workers/:id/communication-logs'),
  one: apiPath('/api/worker-communication-logs/:id'),
};

/** The request body lives beside the worker schemas; re-exported so this area has one import. */
export {
  communicationLogBody,
  communicationMethods,
  communicationOutcomes,
  type CommunicationLogBody,
} from './workers.ts';

/** A worker communication log (docs/domain.md); createdBy is the user's id, createdByName the name shown. */
export const communicationLog = z.object({
  id: z.number(),
  workerId: z.number(),
  contactPerson: z.string(),
  communicationMethod: z.string(),
  content: z.string().nullable(),
  outcome: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  /** The ticket a log with outcome Raise Ticket opened (TKT-00001), else null (issue 9). */
  ticketNumber: z.string().nullable(),
});
export type CommunicationLog = z.infer<typeof communicationLog>;

/** POST answers the log, plus the ticket when the outcome was Raise Ticket (docs/domain.md). */
export const createdCommunicationLog = communicationLog.extend({ ticket: ticket.optional() });
export type CreatedCommunicationLog = z.infer<typeof createdCommunicationLog>;
