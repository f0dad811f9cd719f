import { ticketMessages, type TicketComment } from '../../../shared/api/tickets.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { notifyTicketComment } from '../notifications/notifications.service.ts';
import { userDisplayName } from '../users/staff.service.ts';
import * as comments from './tickets-comments.repository.ts';
import * as repo from './tickets.repository.ts';
import { TICKET_NOT_FOUND } from './tickets.service.ts';

function toComment(row: comments.TicketCommentRow): TicketComment {
  return {
    id: row.id,
    ticketId: row.ticketId,
    content: row.content,
    createdBy: row.createdByName,
    createdById: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /api/tickets/{id}/comments, oldest first; 404 when the ticket is missing or outside a client's agency. */
export async function listTicketComments(
  ctx: AppContext,
  user: SessionUser,
  ticketId: number,
): Promise<TicketComment[]> {
  if (!(await repo.findTicket(ctx.db, ticketId, agencyScopeOf(user)))) throw notFound(TICKET_NOT_FOUND);
  return (await comments.listComments(ctx.db, ticketId)).map(toComment);
}

/**
 * POST /api/tickets/{id}/comments (docs/domain.md, Tickets): staff and, on its own agency's
 * tickets, a client user. A closed or archived ticket answers 409 'Comments are disabled for archived
 * tickets' (docs/domain.md). The audit says that a comment was added, never what it says. The
 * ticket's assignee and creator, other than the author, are notified in the same transaction
 * (docs/domain.md, "Notifications").
 */
export async function addTicketComment(
  ctx: AppContext,
  user: SessionUser,
  ticketId: number,
  content: string,
  meta: RequestMeta,
): Promise<TicketComment> {
  const scope = agencyScopeOf(user);
  const { comment, notified } = await ctx.db.transaction(async (tx) => {
    const counted = await comments.countOneMoreComment(tx, ticketId, scope);
    if (!counted) {
      if (await repo.findTicket(tx, ticketId, scope)) throw new AppError('CONFLICT', ticketMessages.commentsDisabled);
      throw notFound(TICKET_NOT_FOUND);
    }
    const row = await comments.insertComment(tx, {
      ticketId,
      content,
      createdBy: user.id,
      createdByName: userDisplayName(user),
    });
    await recordAudit(tx, {
      actor: user,
      action: 'comment',
      entityType: 'ticket',
      entityId: ticketId,
      changes: [
        { field: 'commentId', to: row.id },
        { field: 'commentCount', from: counted.commentCount - 1, to: counted.commentCount },
      ],
      ip: meta.ip,
    });
    const ticket = await repo.findTicket(tx, ticketId, scope);
    const notified = ticket
      ? await notifyTicketComment(ctx, tx, {
          ticketId,
          ticketNumber: ticket.ticketNumber,
          agencyId: ticket.agencyId,
          commentId: row.id,
          holderIds: [ticket.assignedTo, ticket.createdBy].filter((id): id is number => id !== null),
          authorId: user.id,
        })
      : undefined;
    return { comment: toComment(row), notified };
  });
  if (notified) ctx.background.run('notify-ticket-comment', notified.afterCommit);
  return comment;
}
