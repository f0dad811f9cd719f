import { isTicketDone, MAX_SLA_HOURS, workingStatusOf, type TicketStatus } from './tickets.ts';

/**
 * What a PATCH /api/tickets/{id} does (docs/domain.md "Tickets"), as one pure rule: the server
 * reads the ticket locked, asks planTicketUpdate, and writes the changes it answers, or refuses.
 */

export const ticketMessages = {
  requiredFields: 'Please fill in all required fields',
  commentsDisabled: 'Comments are disabled for archived tickets',
  commentRequired: 'Comment content is required',
  nothingToUpdate: 'Nothing to update',
  staffOnly: 'Only staff can claim, close or reopen a ticket or change its priority, category, due date or assignee',
  alreadyClosed: 'This ticket is already closed',
  closedNoChange: 'This ticket is closed: reopen it before changing it',
  inProgressNeedsAssignee: 'A ticket in progress needs an assignee: claim it first',
  assigneeNotStaff: 'Tickets can only be assigned to an active member of staff',
  dueBeforeCreated: 'Due date cannot be before the ticket was created',
  dueInPast: 'Due date cannot be in the past',
  dueTooFar: 'Due date must be within a year',
  notAuthorisedWorker: 'Choose an authorised worker',
  notAgencyContact: "Choose one of the agency's contacts",
  sourceNotFound: 'The source was not found',
  raiseArchivedAgency: 'A ticket cannot be raised about an archived agency',
  raiseUnauthorisedWorker: 'A ticket can only be raised about an authorised worker',
  claimedByOther: (name: string) => `This ticket has already been claimed by ${name}`,
} as const;

export type TicketState = {
  status: string;
  assignedTo: number | null;
  assignedToName: string | null;
  createdAt: Date;
};

export type TicketPatch = {
  status?: TicketStatus | undefined;
  assignedTo?: number | null | undefined;
  priority?: string | undefined;
  category?: string | undefined;
  dueDate?: Date | undefined;
  notes?: string | null | undefined;
};

export type TicketActor = { id: number; role: string };
/** The user named by assignedTo, as the server found it (undefined when there is none). */
export type Assignee = { id: number; name: string; isActiveStaff: boolean };

export type TicketChanges = {
  status?: TicketStatus;
  assignedTo?: number | null;
  assignedToName?: string | null;
  assignedAt?: Date | null;
  priority?: string;
  category?: string;
  dueDate?: Date;
  notes?: string | null;
};

export type TicketUpdatePlan =
  { ok: true; changes: TicketChanges } | { ok: false; status: 400 | 403 | 409; message: string; field?: string };

/** A due date more than a year (the longest SLA) ahead is a typing slip, not a plan. */
export const isDueTooFar = (dueDate: Date, now: Date) => dueDate.getTime() > now.getTime() + MAX_SLA_HOURS * 3_600_000;

const refuse = (status: 400 | 403 | 409, message: string, field?: string): TicketUpdatePlan =>
  field === undefined ? { ok: false, status, message } : { ok: false, status, message, field };

/** Fields only staff may change; a client user may change a ticket's notes only (docs/domain.md). */
const staffFields = ['status', 'assignedTo', 'priority', 'category', 'dueDate'] as const;

/**
 * Plans an update:
 * - close (status closed or archived) from a ticket not done; the assignee stays;
 * - reopen (status open or in-progress) of a done ticket keeps its assignee (docs/domain.md);
 * - assignedTo: claim (own id, the ticket free or already the caller's), hand over (by the current
 *   assignee or an admin), release (null); a ticket not done then holds in-progress when someone
 *   has it and open when no one does;
 * - priority, category, due date (not before creation) and notes, on a ticket not done.
 */
export function planTicketUpdate(options: {
  ticket: TicketState;
  patch: TicketPatch;
  actor: TicketActor;
  assignee?: Assignee | undefined;
  now: Date;
}): TicketUpdatePlan {
  const { ticket, patch, actor, assignee, now } = options;
  const sent = (Object.keys(patch) as (keyof TicketPatch)[]).filter((k) => patch[k] !== undefined);
  if (sent.length === 0) return refuse(400, ticketMessages.nothingToUpdate);
  if (actor.role === 'client' && sent.some((k) => (staffFields as readonly string[]).includes(k)))
    return refuse(403, ticketMessages.staffOnly);

  const wasDone = isTicketDone(ticket.status);
  const closing = patch.status === 'closed' || patch.status === 'archived';
  const reopening = wasDone && (patch.status === 'open' || patch.status === 'in-progress');
  if (closing && wasDone) return refuse(409, ticketMessages.alreadyClosed);
  // On a done ticket only a reopen may come with other changes.
  if (wasDone && !reopening) return refuse(409, ticketMessages.closedNoChange);

  const changes: TicketChanges = {};
  let assignedTo = ticket.assignedTo;
  if (patch.assignedTo !== undefined && patch.assignedTo !== ticket.assignedTo) {
    if (patch.assignedTo !== null) {
      if (!assignee || assignee.id !== patch.assignedTo || !assignee.isActiveStaff)
        return refuse(400, ticketMessages.assigneeNotStaff, 'assignedTo');
    }
    // Someone else's ticket changes hands only by that person or an admin: two claims at once, one wins.
    const heldByOther = ticket.assignedTo !== null && ticket.assignedTo !== actor.id;
    if (heldByOther && actor.role !== 'admin')
      return refuse(409, ticketMessages.claimedByOther(ticket.assignedToName ?? 'someone else'));
    assignedTo = patch.assignedTo;
    changes.assignedTo = assignedTo;
    changes.assignedToName = assignee && assignedTo !== null ? assignee.name : null;
    changes.assignedAt = assignedTo === null ? null : now;
  }

  if (closing) {
    changes.status = patch.status;
  } else {
    if (patch.status === 'in-progress' && assignedTo === null)
      return refuse(400, ticketMessages.inProgressNeedsAssignee, 'status');
    const status = workingStatusOf(assignedTo);
    if (status !== ticket.status) changes.status = status;
  }

  if (patch.priority !== undefined) changes.priority = patch.priority;
  if (patch.category !== undefined) changes.category = patch.category;
  if (patch.notes !== undefined) changes.notes = patch.notes;
  if (patch.dueDate !== undefined) {
    if (patch.dueDate.getTime() < ticket.createdAt.getTime())
      return refuse(400, ticketMessages.dueBeforeCreated, 'dueDate');
    if (isDueTooFar(patch.dueDate, now)) return refuse(400, ticketMessages.dueTooFar, 'dueDate');
    changes.dueDate = patch.dueDate;
  }
  return { ok: true, changes };
}
