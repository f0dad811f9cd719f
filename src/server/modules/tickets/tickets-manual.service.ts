import { ticketMessages, type CleanManualTicketBody, type Ticket } from '../../../shared/api/tickets.ts';
import { dueDateFor } from '../../../shared/domain/tickets.ts';
import { isDueTooFar } from '../../../shared/domain/ticket-updates.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { lockTicketSource, type TicketSource } from './ticket-source.service.ts';
import { toTicket } from './tickets.presenter.ts';
import { createTicket } from './tickets.service.ts';

/** A due date typed a moment ago is not "in the past" because the request took a while to arrive. */
const DUE_DATE_GRACE_MS = 60_000;

const invalid = (field: string, message: string) => new AppError('VALIDATION_ERROR', message, [{ field, message }]);

/**
 * The contact person of a manual ticket: the worker itself for a worker; for an agency required,
 * and one of its contacts (as the agency spells it) when it has any.
 */
function contactPersonFor(body: CleanManualTicketBody, source: TicketSource): string {
  if (body.source === 'worker') return source.sourceName;
  const typed = body.contactPerson?.trim() ?? '';
  if (!typed) throw invalid('contactPerson', ticketMessages.requiredFields);
  if (source.contactNames.length === 0) return typed;
  const contact = source.contactNames.find((name) => name.trim().toLowerCase() === typed.toLowerCase());
  if (!contact) throw invalid('contactPerson', ticketMessages.notAgencyContact);
  return contact;
}

/**
 * POST /api/tickets/manual (docs/domain.md, Tickets): the server names
 * the source, whatever sourceName the client sent; the due date defaults to creation + SLA and may
 * not be in the past. A client user creates tickets about its own agency and its workers.
 */
export async function createManualTicket(
  ctx: AppContext,
  user: SessionUser,
  body: CleanManualTicketBody,
  meta: RequestMeta,
): Promise<Ticket> {
  const now = new Date();
  if (body.dueDate && body.dueDate.getTime() < now.getTime() - DUE_DATE_GRACE_MS)
    throw invalid('dueDate', ticketMessages.dueInPast);
  if (body.dueDate && isDueTooFar(body.dueDate, now)) throw invalid('dueDate', ticketMessages.dueTooFar);
  const row = await ctx.db.transaction(async (tx) => {
    // Checked and locked inside the insert's transaction (docs/domain.md, "Ticket sources").
    const source = await lockTicketSource(tx, user, body, 'manual');
    return createTicket(
      tx,
      user,
      {
        source: body.source,
        sourceId: body.sourceId,
        sourceName: source.sourceName,
        agencyId: source.agencyId,
        contactPerson: contactPersonFor(body, source),
        communicationMethod: body.communicationMethod,
        outcome: body.outcome,
        notes: body.notes,
        priority: body.priority,
        category: body.category,
        slaHours: body.slaHours,
        dueDate: body.dueDate ?? dueDateFor(now, body.slaHours),
        isManual: true,
        status: 'open',
        createdBy: user.id,
        createdAt: now,
      },
      meta,
    );
  });
  return toTicket(row, now);
}
