import type { LegalHold, PlaceLegalHoldBody } from '../../../shared/api/legal-holds.ts';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import { isHoldInForce, legalHoldMessages, type LegalHoldEntityType } from '../../../shared/domain/legal-holds.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { lockVisibleAgency } from '../agencies/agencies.service.ts';
import { findVisibleWorker } from '../workers/workers-list.service.ts';
import * as repo from './legal-holds.repository.ts';

/**
 * Legal holds (docs/domain.md, "Legal holds"): admin only (the routes say so). Every read and change
 * first finds the record as the user may see it (404 otherwise) and locks its row, the lock a
 * worker's removal takes too: a hold and a removal of one worker never pass each other.
 */
async function lockRecord(tx: Tx, user: SessionUser, entityType: LegalHoldEntityType, id: number): Promise<void> {
  if (entityType === 'worker') await findVisibleWorker({ db: tx }, user, id, { lock: true });
  else await lockVisibleAgency(tx, user, id);
}

const toHold = (row: repo.LegalHoldRow, today: string): LegalHold => ({
  reason: row.reason,
  until: row.until,
  setAt: row.setAt.toISOString(),
  ended: !isHoldInForce(row, today),
});

export async function getLegalHold(
  ctx: AppContext,
  user: SessionUser,
  entityType: LegalHoldEntityType,
  entityId: number,
): Promise<LegalHold | null> {
  return ctx.db.transaction(async (tx) => {
    await lockRecord(tx, user, entityType, entityId);
    const row = await repo.findActiveHold(tx, { entityType, entityId });
    return row ? toHold(row, todayInLondon(ctx.now())) : null;
  });
}

/** Places a hold: one active hold per record (409 otherwise); an end date is today or later. */
export async function placeLegalHold(
  ctx: AppContext,
  user: SessionUser,
  entityType: LegalHoldEntityType,
  entityId: number,
  body: PlaceLegalHoldBody,
  meta: RequestMeta,
): Promise<LegalHold> {
  const until = body.until ?? null;
  const today = todayInLondon(ctx.now());
  if (until !== null && until < today) {
    throw new AppError('VALIDATION_ERROR', legalHoldMessages.untilPast, [
      { field: 'until', message: legalHoldMessages.untilPast },
    ]);
  }
  return ctx.db.transaction(async (tx) => {
    await lockRecord(tx, user, entityType, entityId);
    await repo.closeEndedHold(tx, { entityType, entityId }, ctx.now(), today);
    const row = await repo.insertHold(tx, {
      entityType,
      entityId,
      reason: body.reason,
      until,
      setBy: user.id,
      setAt: ctx.now(),
    });
    if (row === 'held') throw new AppError('CONFLICT', legalHoldMessages.alreadyHeld);
    // The reason may name people or a case: recorded as changed, never with its value.
    await recordAudit(tx, {
      actor: user,
      action: 'legal_hold_set',
      entityType,
      entityId,
      changes: [{ field: 'holdUntil', to: until }, { field: 'holdReason' }],
      ip: meta.ip,
    });
    return toHold(row, today);
  });
}

/** Lifts the record's hold in force (404 when there is none, or it has ended by its date); the hold stays as history. */
export async function liftLegalHold(
  ctx: AppContext,
  user: SessionUser,
  entityType: LegalHoldEntityType,
  entityId: number,
  meta: RequestMeta,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockRecord(tx, user, entityType, entityId);
    const row = await repo.liftHold(tx, { entityType, entityId }, user.id, ctx.now(), todayInLondon(ctx.now()));
    if (!row) throw notFound(legalHoldMessages.noHold);
    await recordAudit(tx, { actor: user, action: 'legal_hold_lifted', entityType, entityId, ip: meta.ip });
  });
}
