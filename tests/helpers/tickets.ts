import { and, asc, eq } from 'drizzle-orm';
import { auditLog } from '../../src/server/db/schema/index.ts';
import { insertTicket, type NewTicket } from '../../src/server/modules/tickets/tickets.repository.ts';
import { dueDateFor } from '../../src/shared/domain/tickets.ts';
import { call, makeAgency, type Body, type TestApp } from './app.ts';

export type TicketAnswer = {
  id: number;
  ticketNumber: string;
  status: string;
  tab: string;
  assignedTo: number | null;
  assignedToName: string | null;
  assignedAt: string | null;
  isOverdue: boolean;
  commentCount: number;
} & Body;

/**
 * Factory: a ticket written straight through the repository (the triggers keep the counts), so a
 * test can set what the API would not let it: a due date in the past, a creation time, a status.
 * About a fresh agency unless agencyId is given.
 */
export async function makeTicket(t: TestApp, overrides: Partial<NewTicket> = {}) {
  const agencyId = overrides.agencyId !== undefined ? overrides.agencyId : (await makeAgency(t)).id;
  const createdAt = overrides.createdAt ?? new Date();
  return insertTicket(t.ctx.db, {
    source: 'agency',
    sourceId: agencyId ?? 0,
    sourceName: 'ACME STAFFING',
    agencyId,
    contactPerson: 'Jane Contact',
    communicationMethod: 'email',
    outcome: 'follow-up-needed',
    notes: 'Invoice query',
    priority: 'medium',
    category: 'general',
    slaHours: 24,
    dueDate: dueDateFor(createdAt),
    isManual: true,
    status: 'open',
    ...overrides,
    createdAt,
  });
}

export const patchTicket = (t: TestApp, cookie: string, id: number, payload: unknown) =>
  call(t, 'PATCH', `/api/tickets/${id}`, { cookie, payload });

/** The audit entries about one ticket, oldest first. */
export const ticketAudit = (t: TestApp, id: number) =>
  t.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'ticket'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
