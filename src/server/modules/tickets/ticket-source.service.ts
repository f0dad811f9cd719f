import { ticketMessages } from '../../../shared/api/tickets.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { personName } from '../../../shared/domain/people.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { findAgencyTicketSource } from '../agency-references/agency-references.service.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findVisibleWorker } from '../workers/workers-list.service.ts';

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
