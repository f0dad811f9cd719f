import type {
  CommunicationLog,
  CommunicationLogBody,
  CreatedCommunicationLog,
} from '../../../shared/api/communication-logs.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { raiseTicketFromLog } from '../tickets/ticket-source.service.ts';
import { toTicket } from '../tickets/tickets.service.ts';
import { findVisibleWorker } from '../workers/workers-list.service.ts';
import * as repo from './communication-logs.repository.ts';
import { personName } from '../../../shared/domain/people.ts';

export const LOG_NOT_FOUND = 'Communication log not found';

function toCommunicationLog(row: repo.CommunicationLogRow, ticketNumber: string | null): CommunicationLog {
  return {
    id: row.id,
    workerId: row.workerId,
    contactPerson: row.contactPerson,
    communicationMethod: row.communicationMethod,
    content: row.content,
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    createdByName: row.createdByName,
    ticketNumber,
  };
}

export async function listCommunicationLogs(
  ctx: AppContext,
  user: SessionUser,
  workerId: number,
): Promise<CommunicationLog[]> {
  await findVisibleWorker(ctx, user, workerId);
  return (await repo.listLogsOfWorker(ctx.db, workerId)).map((row) => toCommunicationLog(row, row.ticketNumber));
}

/**
 * Saves a log; outcome Raise Ticket also creates the ticket about the worker, in the same transaction
 * (docs/domain.md): either both exist or neither.
 */
export async function createCommunicationLog(
  ctx: AppContext,
  user: SessionUser,
  workerId: number,
  body: CommunicationLogBody,
  meta: RequestMeta,
): Promise<CreatedCommunicationLog> {
  const worker = await findVisibleWorker(ctx, user, workerId);
  const content = body.content || null;
  const outcome = body.outcome ?? null;
  return ctx.db.transaction(async (tx) => {
    // Raise Ticket: the ticket first, so the log is written already pointing at it.
    const ticket = await raiseTicketFromLog(
      tx,
      user,
      { source: 'worker', sourceId: worker.id },
      { contactPerson: body.contactPerson, communicationMethod: body.communicationMethod, outcome, content },
      meta,
    );
    const log = await repo.insertLog(tx, {
      workerId,
      contactPerson: body.contactPerson,
      communicationMethod: body.communicationMethod,
      content,
      outcome,
      createdBy: user.id,
      createdByName: personName(user) || user.email,
      ticketId: ticket?.id ?? null,
    });
    // The contact's name and the content can be personal: record that they were set, not their values.
    const changes = [
      { field: 'workerId', to: workerId },
      { field: 'communicationMethod', to: log.communicationMethod },
      { field: 'outcome', to: log.outcome },
      { field: 'contactPerson' },
      ...(content ? [{ field: 'content' }] : []),
      ...(ticket ? [{ field: 'ticketId', to: ticket.id }] : []),
    ];
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entityType: 'worker_communication_log',
      entityId: log.id,
      changes,
      ip: meta.ip,
    });
    if (!ticket) return toCommunicationLog(log, null);
    return { ...toCommunicationLog(log, ticket.ticketNumber), ticket: toTicket(ticket, new Date()) };
  });
}

/** Deletes a log; outside a client's agency it does not exist (404). */
export async function deleteCommunicationLog(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  meta: RequestMeta,
): Promise<void> {
  const log = await repo.findLog(ctx.db, id);
  if (!log) throw notFound(LOG_NOT_FOUND);
  try {
    await findVisibleWorker(ctx, user, log.workerId);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound(LOG_NOT_FOUND);
    throw error;
  }
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteLog(tx, id))) throw notFound(LOG_NOT_FOUND);
    const changes = [
      { field: 'workerId', from: log.workerId },
      { field: 'outcome', from: log.outcome },
    ];
    await recordAudit(tx, {
      actor: user,
      action: 'delete',
      entityType: 'worker_communication_log',
      entityId: id,
      changes,
      ip: meta.ip,
    });
  });
}
