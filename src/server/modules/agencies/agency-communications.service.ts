import {
  communicationMessages,
  type AgencyLog,
  type AgencyLogPage,
  type AgencyLogQuery,
  type CleanAgencyLog,
  type CreatedAgencyLog,
} from '../../../shared/api/agency-communications.ts';
import { canRemoveAgencyRecords } from '../../../shared/domain/permissions.ts';
import { communicationPeriodStart } from '../../../shared/domain/agency-periods.ts';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { raiseTicketFromLog } from '../tickets/ticket-source.service.ts';
import { toTicket } from '../tickets/tickets.service.ts';
import { findVisibleAgency } from './agency-access.ts';
import { authorName } from './agencies.presenter.ts';
import * as records from './agency-records.repository.ts';
import { toLog } from './agency-records.presenter.ts';

/** The spec's plain list (newest first, optionally within a period), or with `page` one page of it. */
export async function listAgencyLogs(
  ctx: AppContext,
  user: SessionUser,
  agencyId: number,
  query: AgencyLogQuery,
): Promise<AgencyLog[] | AgencyLogPage> {
  await findVisibleAgency(ctx.db, user, agencyId);
  const from = communicationPeriodStart(query.period);
  if (query.page === undefined) return (await records.listLogs(ctx.db, agencyId, from)).map(toLog);
  const { page, pageSize } = query;
  const [rows, total] = await Promise.all([
    records.listLogs(ctx.db, agencyId, from, { limit: pageSize, offset: (page - 1) * pageSize }),
    records.countLogs(ctx.db, agencyId, from),
  ]);
  return { items: rows.map(toLog), total, page, pageSize };
}

/**
 * Saves a log (a client user may, for its own agency); outcome Raise Ticket also opens a ticket with
 * source agency through the tickets service, in the same transaction (docs/domain.md).
 */
export async function createAgencyLog(
  ctx: AppContext,
  user: SessionUser,
  agencyId: number,
  body: CleanAgencyLog,
  meta: RequestMeta,
): Promise<CreatedAgencyLog> {
  const { agency } = await findVisibleAgency(ctx.db, user, agencyId);
  return ctx.db.transaction(async (tx) => {
    const ticket = await raiseTicketFromLog(
      tx,
      user,
      { source: 'agency', sourceId: agency.id },
      { ...body, content: body.content ?? null, outcome: body.outcome ?? null },
      meta,
    );
    const row = await records.insertLog(tx, {
      agencyId,
      ...body,
      createdBy: user.id,
      createdByName: authorName(user),
      ticketId: ticket?.id ?? null,
    });
    // The contact's name, subject and content can be personal: recorded as set, not their values.
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entityType: 'agency_communication_log',
      entityId: row.id,
      changes: [
        { field: 'agencyId', to: agencyId },
        { field: 'communicationMethod', to: row.communicationMethod },
        { field: 'outcome', to: row.outcome },
        { field: 'nextActionDate', to: row.nextActionDate },
        { field: 'contactPerson' },
        ...(row.subject ? [{ field: 'subject' }] : []),
        ...(row.content ? [{ field: 'content' }] : []),
        ...(ticket ? [{ field: 'ticketId', to: ticket.id }] : []),
      ],
      ip: meta.ip,
    });
    const log = toLog({ ...row, ticketNumber: ticket?.ticketNumber ?? null });
    return ticket ? { ...log, ticket: toTicket(ticket, new Date()) } : log;
  });
}

/** Deleting a log is staff's (a client user may add, not remove: 403). */
export async function deleteAgencyLog(
  ctx: AppContext,
  user: SessionUser,
  agencyId: number,
  logId: number,
  meta: RequestMeta,
): Promise<void> {
  await findVisibleAgency(ctx.db, user, agencyId);
  if (!canRemoveAgencyRecords(user.role)) throw forbidden('Only staff can delete a communication');
  await ctx.db.transaction(async (tx) => {
    const row = await records.deleteLog(tx, agencyId, logId);
    if (!row) throw notFound(communicationMessages.notFound);
    await recordAudit(tx, {
      actor: user,
      action: 'delete',
      entityType: 'agency_communication_log',
      entityId: logId,
      changes: [
        { field: 'agencyId', from: agencyId },
        { field: 'outcome', from: row.outcome },
      ],
      ip: meta.ip,
    });
  });
}
