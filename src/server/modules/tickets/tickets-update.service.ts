import type { CleanPatchTicketBody, Ticket } from '../../../shared/api/tickets.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { planTicketUpdate, type TicketChanges, type TicketUpdatePlan } from '../../../shared/domain/ticket-updates.ts';
import { isTicketDone } from '../../../shared/domain/tickets.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { diffForAudit, recordAudit } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { notifyTicketAssigned, type Delivery } from '../notifications/notifications.service.ts';
import { findStaffMember } from '../users/staff.service.ts';
import { toTicket } from './tickets.presenter.ts';
import * as repo from './tickets.repository.ts';
import { TICKET_NOT_FOUND } from './tickets.service.ts';

type Refusal = Extract<TicketUpdatePlan, { ok: false }>;

/** A refused plan as our error: 400 (naming the field when there is one), 403 or 409, with the plan's message. */
function refusalOf(plan: Refusal): AppError {
  if (plan.status === 403) return new AppError('FORBIDDEN', plan.message);
  if (plan.status === 409) return new AppError('CONFLICT', plan.message);
  return plan.field === undefined
    ? new AppError('BAD_REQUEST', plan.message)
    : new AppError('VALIDATION_ERROR', plan.message, [{ field: plan.field, message: plan.message }]);
}

/** The audit's name for a change: claim, close, reopen, release, else update. */
function actionOf(before: repo.TicketRow, changed: repo.TicketUpdate, actorId: number): string {
  if (changed.status !== undefined && isTicketDone(changed.status)) return 'close';
  if (changed.status !== undefined && isTicketDone(before.status)) return 'reopen';
  if (changed.assignedTo === actorId) return 'claim';
  if (changed.assignedTo === null) return 'release';
  return 'update';
}

/** The assignee's name and the notes can be personal: their audit entries say that they changed, not to what. */
const PERSONAL = new Set(['assignedToName', 'notes']);

/**
 * Raised on every instance when a ticket gets an assignee (claimed or assigned by someone else):
 * `{ ticketId, assigneeId }`, ids only (docs/domain.md, "Several instances"). Published after the
 * change has committed.
 */
export const TICKET_ASSIGNED = 'ticket-assigned';
export type TicketAssignedEvent = { ticketId: number; assigneeId: number };

/**
 * PATCH /api/tickets/{id} (docs/domain.md "Tickets"). The ticket is read locked (select ... for
 * update) in the transaction that writes it, so of two claims at once the second sees the first's
 * assignee and planTicketUpdate refuses it (409). Only fields that change are written and audited; a
 * patch that changes nothing answers the ticket as it is, without an audit entry. A new assignee is
 * announced on TICKET_ASSIGNED once the transaction has committed, after the answer; a ticket assigned
 * by someone else notifies its assignee in the same transaction (docs/domain.md, "Notifications").
 */
export async function updateTicket(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  body: CleanPatchTicketBody,
  meta: RequestMeta,
): Promise<Ticket> {
  const { ticket, assigneeId, notified } = await writeTicketUpdate(ctx, user, id, body, meta);
  if (notified) ctx.background.run('notify-ticket-assigned', notified.afterCommit);
  if (assigneeId !== undefined) {
    const event: TicketAssignedEvent = { ticketId: id, assigneeId };
    ctx.background.run(TICKET_ASSIGNED, () => ctx.events.publish(TICKET_ASSIGNED, event));
  }
  return ticket;
}

async function writeTicketUpdate(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  body: CleanPatchTicketBody,
  meta: RequestMeta,
): Promise<{ ticket: Ticket; assigneeId?: number; notified?: Delivery }> {
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findTicket(tx, id, agencyScopeOf(user), { lock: true });
    if (!before) throw notFound(TICKET_NOT_FOUND);
    const assignee =
      typeof body.assignedTo === 'number' ? await findStaffMember({ db: tx, id: body.assignedTo }) : undefined;
    const now = new Date();
    const plan = planTicketUpdate({ ticket: before, patch: body, actor: user, assignee, now });
    if (!plan.ok) throw refusalOf(plan);
    const changes = diffForAudit(before, plan.changes);
    if (changes.length === 0) return { ticket: toTicket(before, now) };
    const changed: repo.TicketUpdate = Object.fromEntries(
      changes.map((c) => [c.field, plan.changes[c.field as keyof TicketChanges]]),
    );
    const after = await repo.updateTicket(tx, id, changed);
    if (!after) throw notFound(TICKET_NOT_FOUND);
    await recordAudit(tx, {
      actor: user,
      action: actionOf(before, changed, user.id),
      entityType: 'ticket',
      entityId: id,
      changes: changes.map((c) => (PERSONAL.has(c.field) ? { field: c.field } : c)),
      ip: meta.ip,
    });
    const ticket = toTicket(after, now);
    if (typeof changed.assignedTo !== 'number') return { ticket };
    const notified = await notifyTicketAssigned(ctx, tx, {
      ticketId: id,
      ticketNumber: after.ticketNumber,
      agencyId: after.agencyId,
      assigneeId: changed.assignedTo,
      actorId: user.id,
    });
    return { ticket, assigneeId: changed.assignedTo, notified };
  });
}
