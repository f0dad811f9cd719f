import { z } from 'zod';

/** A ticket as GET /api/tickets answers it: every field of part 2 section 3.7, plus agencyId and isOverdue. */
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
  /** Due date passed and not closed or archived (DECISIONS section 4). */
  isOverdue: z.boolean(),
});
export type Ticket = z.infer<typeof ticket>;
