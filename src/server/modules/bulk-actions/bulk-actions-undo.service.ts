import type { BulkUndoAnswer } from '../../../shared/api/bulk-actions.ts';
import { bulkMessages, bulkUndoText } from '../../../shared/domain/bulk-actions.ts';
import { isAllowed } from '../../../shared/domain/permissions.ts';
import { formatTicketNumber } from '../../../shared/domain/tickets.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { recordAuditEntries, type AuditEntry, type FieldChange } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as tickets from '../tickets/tickets-bulk.service.ts';
import { workerNamesByIds } from '../workers/workers-list.service.ts';
import * as workers from '../workers/workers-selection.service.ts';
import * as repo from './bulk-actions.repository.ts';
import { withAction } from './bulk-actions.rows.ts';

/**
 * Undo of a bulk action (docs/domain.md, "Bulk actions"): within ten minutes, by its maker, once;
 * each row not changed since put back and audited, the rest listed.
 */

/** Why an undo was not taken, once the conditional update found nothing to take. */
async function undoRefusal(tx: DbOrTx, user: SessionUser, id: number): Promise<AppError> {
  const row = await repo.findAction(tx, id);
  if (!row || row.userId !== user.id) return notFound(bulkMessages.notFound);
  if (row.undoneAt) return new AppError('CONFLICT', bulkMessages.alreadyUndone);
  if (!row.undoUntil) return new AppError('CONFLICT', bulkMessages.notUndoable);
  return new AppError('CONFLICT', bulkMessages.undoExpired);
}

const ticketState = (before: unknown): tickets.TicketWorkState => {
  const b = before as Omit<tickets.TicketWorkState, 'assignedAt'> & { assignedAt: string | null };
  return { ...b, assignedAt: b.assignedAt === null ? null : new Date(b.assignedAt) };
};

/**
 * POST /api/bulk-actions/{id}/undo: within ten minutes, by the user who did it, once. Every row not
 * changed since is put back and audited (action undo); rows changed since are left as they are and listed.
 */
export async function undoBulkAction(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  meta: RequestMeta,
): Promise<BulkUndoAnswer> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const action = await repo.claimUndo(tx, { id, userId: user.id, now });
    if (!action) throw await undoRefusal(tx, user, id);
    if (action.entityType === 'ticket' && !isAllowed(user.role, 'work_tickets')) throw forbidden();
    const rows = await repo.listChangedRows(tx, id);
    const undo = (entityType: string, entityId: number, changes: FieldChange[]): AuditEntry => ({
      actor: user,
      action: 'undo',
      entityType,
      entityId,
      changes: withAction(changes, id),
      ip: meta.ip,
    });
    let restored: number[];
    let entries: AuditEntry[];
    if (action.entityType === 'ticket') {
      const back = rows.map((r) => ({ id: r.entityId, version: r.version, before: ticketState(r.before) }));
      restored = await tickets.restoreTickets(tx, back);
      const put = new Set(restored);
      entries = back
        .filter((r) => put.has(r.id))
        .map((r) =>
          undo('ticket', r.id, [
            { field: 'status', to: r.before.status },
            { field: 'assignedTo', to: r.before.assignedTo },
            { field: 'priority', to: r.before.priority },
          ]),
        );
    } else {
      const back = rows.map((r) => ({
        id: r.entityId,
        version: r.version,
        before: r.before as { status: string; p45Date: string | null },
      }));
      const putBack = await workers.restoreLeftWorkers(tx, back);
      restored = putBack.map((r) => r.id);
      const before = new Map(back.map((r) => [r.id, r.before]));
      entries = putBack.map((r) =>
        undo(
          'worker',
          r.id,
          workers.leaveChanges(
            { status: 'left', p45Date: (action.params as { p45Date: string }).p45Date },
            before.get(r.id)!,
          ),
        ),
      );
    }
    await recordAuditEntries(tx, entries);
    const put = new Set(restored);
    const skippedIds = rows.map((r) => r.entityId).filter((entityId) => !put.has(entityId));
    const names = action.entityType === 'worker' ? await workerNamesByIds(tx, skippedIds) : new Map<number, string>();
    const skipped = skippedIds.map((entityId) => ({
      id: entityId,
      label:
        action.entityType === 'ticket' ? formatTicketNumber(entityId) : (names.get(entityId) ?? `Worker ${entityId}`),
      message: bulkMessages.changedSince,
    }));
    return { restored: restored.length, skipped, message: bulkUndoText(restored.length, skipped.length) };
  });
}
