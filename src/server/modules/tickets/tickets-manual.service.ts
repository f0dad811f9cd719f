import { ticketMessages, type CleanManualTicketBody, type Ticket } from '../../../shared/api/tickets.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { personName } from '../../../shared/domain/people.ts';
import { dueDateFor } from '../../../shared/domain/tickets.ts';
import { isDueTooFar } from '../../../shared/domain/ticket-updates.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAgencyTicketSource } from '../agencies/agency-tickets.service.ts';
import type { SessionUser } from '../auth/session.service.ts';
import { findVisibleWorker } from '../workers/workers-list.service.ts';
import { toTicket } from './tickets.presenter.ts';
import { createTicket } from './tickets.service.ts';

type Meta = { ip: string | null };
type Source = { sourceName: string; agencyId: number | null; contactPerson: string };

/** A due date typed a moment ago is not "in the past" because the request took a while to arrive. */
const DUE_DATE_GRACE_MS = 60_000;

const invalid = (field: string, message: string) => new AppError('VALIDATION_ERROR', message, [{ field, message }]);

/**
 * The source is a field of the body, not the resource of the URL: one that does not exist, is outside
 * a client's agency or is an archived agency is the same 400 naming sourceId, so ids leak nothing.
 */
const sourceNotFound = () => invalid('sourceId', ticketMessages.sourceNotFound);

/** A worker source (docs/domain.md.9): an authorised worker in scope; the contact person is the worker. */
async function workerSource(ctx: AppContext, user: SessionUser, workerId: number): Promise<Source> {
  const worker = await findVisibleWorker(ctx, user, workerId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw sourceNotFound();
    throw error;
  });
  // The picker offers the Authorised tab (GET /api/workers?authorised=true): authorised and not left.
  if (!worker.authorised || worker.status === 'left') throw invalid('sourceId', ticketMessages.notAuthorisedWorker);
  const name = personName(worker);
  return { sourceName: name, agencyId: worker.agencyId, contactPerson: name };
}

/** An agency source: not archived; the contact person is required, and one of its contacts when it has any. */
async function agencySource(
  ctx: AppContext,
  user: SessionUser,
  agencyId: number,
  contactPerson: string | null | undefined,
): Promise<Source> {
  const agency = await findAgencyTicketSource({ db: ctx.db, scope: agencyScopeOf(user), agencyId });
  if (!agency || agency.isArchived) throw sourceNotFound();
  const typed = contactPerson?.trim() ?? '';
  if (!typed) throw invalid('contactPerson', ticketMessages.requiredFields);
  if (agency.contactNames.length === 0) return { sourceName: agency.name, agencyId: agency.id, contactPerson: typed };
  const contact = agency.contactNames.find((name) => name.trim().toLowerCase() === typed.toLowerCase());
  if (!contact) throw invalid('contactPerson', ticketMessages.notAgencyContact);
  return { sourceName: agency.name, agencyId: agency.id, contactPerson: contact };
}

/**
 * POST /api/tickets/manual (docs/domain.md.9, 7.7 and 9; docs/domain.md): the server names
 * the source, whatever sourceName the client sent; the due date defaults to creation + SLA and may
 * not be in the past. A client user creates tickets about its own agency and its workers.
 */
export async function createManualTicket(
  ctx: AppContext,
  user: SessionUser,
  body: CleanManualTicketBody,
  meta: Meta,
): Promise<Ticket> {
  const now = new Date();
  if (body.dueDate && body.dueDate.getTime() < now.getTime() - DUE_DATE_GRACE_MS)
    throw invalid('dueDate', ticketMessages.dueInPast);
  if (body.dueDate && isDueTooFar(body.dueDate, now)) throw invalid('dueDate', ticketMessages.dueTooFar);
  const source =
    body.source === 'worker'
      ? await workerSource(ctx, user, body.sourceId)
      : await agencySource(ctx, user, body.sourceId, body.contactPerson);
  const row = await ctx.db.transaction((tx) =>
    createTicket(
      tx,
      user,
      {
        source: body.source,
        sourceId: body.sourceId,
        ...source,
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
    ),
  );
  return toTicket(row, now);
}
