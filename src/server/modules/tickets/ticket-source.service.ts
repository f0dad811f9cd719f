import { ticketMessages } from '../../../shared/api/tickets.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { DEFAULT_SLA_HOURS, dueDateFor } from '../../../shared/domain/tickets.ts';
import { personName } from '../../../shared/domain/people.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAgencyTicketSource } from '../agency-references/agency-references.service.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findVisibleWorker } from '../workers/workers-list.service.ts';
import type { TicketRow } from './tickets.repository.ts';
import { createTicket } from './tickets.service.ts';

/** The outcome of a communication log that opens a ticket. */
const RAISE_TICKET = 'Raise Ticket';

/** What a ticket takes from its source: the name the server gives it, its agency, an agency's contacts. */
export type TicketSource = { sourceName: string; agencyId: number | null; contactNames: string[] };

/**
 * Who asks: the manual form names its source in the body (400 naming sourceId, so ids of other
 * agencies leak nothing); a communication log raises its ticket about the record of the URL (409).
 */
export type TicketSourceCaller = 'manual' | 'log';

const invalid = (field: string, message: string) => new AppError('VALIDATION_ERROR', message, [{ field, message }]);

const refusals = {
  manual: {
    notFound: () => invalid('sourceId', ticketMessages.sourceNotFound),
    archivedAgency: () => invalid('sourceId', ticketMessages.sourceNotFound),
    unauthorisedWorker: () => invalid('sourceId', ticketMessages.notAuthorisedWorker),
  },
  log: {
    notFound: () => new AppError('NOT_FOUND', ticketMessages.sourceNotFound),
    archivedAgency: () => new AppError('CONFLICT', ticketMessages.raiseArchivedAgency),
    unauthorisedWorker: () => new AppError('CONFLICT', ticketMessages.raiseUnauthorisedWorker),
  },
} as const;

/**
 * The one rule of a ticket's source (docs/domain.md, "Ticket sources"), for the manual form and for
 * a log's Raise Ticket alike: a worker must be authorised and not left, an agency must not be
 * archived, both within the caller's scope. Call it inside the transaction that inserts the ticket:
 * the source row is locked (FOR UPDATE) until the ticket is written, so an archive, a leave or an
 * unauthorise committed meanwhile waits, and one committed before is seen.
 */
export async function lockTicketSource(
  tx: DbOrTx,
  user: SessionUser,
  source: { source: 'worker' | 'agency'; sourceId: number },
  caller: TicketSourceCaller,
): Promise<TicketSource> {
  const refuse = refusals[caller];
  if (source.source === 'worker') {
    const worker = await findVisibleWorker({ db: tx }, user, source.sourceId, { lock: true }).catch(
      (error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') throw refuse.notFound();
        throw error;
      },
    );
    if (!worker.authorised || worker.status === 'left') throw refuse.unauthorisedWorker();
    return { sourceName: personName(worker), agencyId: worker.agencyId, contactNames: [] };
  }
  const agency = await findAgencyTicketSource({
    db: tx,
    scope: agencyScopeOf(user),
    agencyId: source.sourceId,
    lock: true,
  });
  if (!agency) throw refuse.notFound();
  if (agency.isArchived) throw refuse.archivedAgency();
  return { sourceName: agency.name, agencyId: agency.id, contactNames: agency.contactNames };
}

/** What a communication log says, as far as the ticket it raises carries it. */
export type RaisingLog = {
  contactPerson: string;
  communicationMethod: string;
  outcome: string | null;
  content: string | null;
};

/**
 * A communication log whose outcome is Raise Ticket opens a ticket about its worker or agency, in the
 * log's transaction (docs/domain.md, "Communication logs and tickets"): the source is checked and
 * locked first (an unauthorised worker's or an archived agency's log raises nothing), and the ticket
 * takes the log's contact, method, outcome and content with the default priority, category and SLA.
 * Any other outcome raises nothing (undefined).
 */
export async function raiseTicketFromLog(
  tx: DbOrTx,
  user: SessionUser,
  source: { source: 'worker' | 'agency'; sourceId: number },
  log: RaisingLog,
  meta: { ip: string | null },
): Promise<TicketRow | undefined> {
  if (log.outcome !== RAISE_TICKET) return undefined;
  const locked = await lockTicketSource(tx, user, source, 'log');
  return createTicket(
    tx,
    user,
    {
      ...source,
      sourceName: locked.sourceName,
      agencyId: locked.agencyId,
      contactPerson: log.contactPerson,
      communicationMethod: log.communicationMethod,
      outcome: log.outcome,
      notes: log.content,
      priority: 'medium',
      category: 'general',
      slaHours: DEFAULT_SLA_HOURS,
      dueDate: dueDateFor(new Date(), DEFAULT_SLA_HOURS),
      isManual: false,
      status: 'open',
      createdBy: user.id,
    },
    meta,
  );
}
