import type { CleanWorkerUpdate, CleanWorkerValues, UpdatedWorker, Worker } from '../../../shared/api/workers.ts';
import { agencyScopeOf, allAgencies } from '../../../shared/domain/agency-scope.ts';
import { todayInLondon } from '../../../shared/domain/en-gb-dates.ts';
import { changesBankDetails } from '../../../shared/domain/fresh-sign-in.ts';
import { canAuthoriseWorkers } from '../../../shared/domain/permissions.ts';
import { authoriseRtwProblem } from '../../../shared/domain/right-to-work.ts';
import { completionPercentage, MIN_COMPLETION_TO_CREATE } from '../../../shared/domain/worker-completion.ts';
import { initialFor } from '../../../shared/domain/worker-fields.ts';
import {
  authoriseRefusal,
  initialWorkerState,
  nextStatus,
  type AuthoriseRefusal,
  type WorkerStatus,
} from '../../../shared/domain/worker-status.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { diffForAudit, fieldsOnly, recordAudit, type FieldChange } from '../../lib/audit-log.ts';
import { requireFreshSignIn } from '../../lib/fresh-sign-in.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { checkAgency, checkPayrollCompany } from './workers-assignment.ts';
import { duplicateNi, fieldError, workerMessages } from './workers.errors.ts';
import { rtwStandingOfWorker, toWorker } from './workers.presenter.ts';
import * as repo from './workers.repository.ts';
import * as writes from './workers-writes.repository.ts';
import { findVisibleWorker, WORKER_NOT_FOUND } from './workers-list.service.ts';

/**
 * Audit entries show the values of these fields only; every other worker field is personal
 * (names, contact, address, bank, identity, tax, notes) and is recorded as changed, not shown.
 */
const auditVisibleFields = new Set([
  'agencyId',
  'payrollCompanyId',
  'completionPercentage',
  'authorised',
  'authorisedAt',
  'authorisedBy',
  'status',
  'addedVia',
  'paymentFrequency',
  'niCategory',
  'wk1Mth1Basis',
  'workStartDate',
  'p45Date',
]);
const masked = (changes: FieldChange[]) =>
  changes.map((c) => (auditVisibleFields.has(c.field) ? c : { field: c.field }));

export async function answerOf(db: DbOrTx, id: number, today: string): Promise<Worker> {
  const row = await repo.findListedWorker(db, id, allAgencies);
  if (!row) throw notFound(WORKER_NOT_FOUND);
  return toWorker(row, today);
}

/**
 * POST /api/workers. The server computes completion itself (what the client sends is ignored),
 * refuses below 80%, and authorises only at 100% when the creator may authorise (docs/domain.md).
 * A client user's worker always belongs to the client's agency.
 */
export async function createWorker(
  ctx: AppContext,
  user: SessionUser,
  body: CleanWorkerValues,
  meta: RequestMeta,
): Promise<Worker> {
  const scope = agencyScopeOf(user);
  const agencyId = body.agencyId ?? (scope.kind === 'agency' ? scope.agencyId : null);
  const payrollCompanyId = body.payrollCompanyId ?? null;
  const fields = { ...body, initial: initialFor(body.initial, body.firstName), agencyId, payrollCompanyId };
  const completion = completionPercentage(fields);
  if (completion < MIN_COMPLETION_TO_CREATE)
    throw fieldError('VALIDATION_ERROR', 'completionPercentage', workerMessages.incomplete);

  return ctx.db.transaction(async (tx) => {
    await checkAgency(tx, user, agencyId);
    await checkPayrollCompany(tx, payrollCompanyId);
    // A worker being created has no right-to-work check yet: it starts Pending (docs/domain.md).
    const state = initialWorkerState(completion, canAuthoriseWorkers(user.role), false);
    const values: repo.NewWorkerRow = {
      ...fields,
      // createWorkerBody refuses an empty first or last name, so both are present here.
      firstName: fields.firstName ?? '',
      lastName: fields.lastName ?? '',
      completionPercentage: completion,
      ...state,
      ...(state.authorised ? { authorisedAt: new Date(), authorisedBy: user.id } : {}),
      addedVia: 'manual',
      createdBy: user.id,
    };
    const created = await writes.insertWorker(tx, values);
    if (!created) throw duplicateNi();
    const given = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined));
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entityType: 'worker',
      entityId: created.id,
      changes: masked(fieldsOnly(given)),
      ip: meta.ip,
    });
    return answerOf(tx, created.id, todayInLondon(ctx.now()));
  });
}

/**
 * The status after an update (docs/domain.md): status left (with its P45
 * date) moves a worker to Left; status active on a left worker unarchives it (the P45 date is
 * cleared: it no longer applies, and the audit log keeps the old one); then the four automatic
 * transitions run. Any other status sent is ignored: the server derives it. An authorised worker
 * comes back from Left authorised only while its right-to-work standing allows authorising
 * (`rtwAllows`); otherwise it returns Pending (docs/domain.md, "Right-to-work checks").
 */
function statusAfterUpdate(
  before: repo.WorkerRow,
  requested: WorkerStatus | undefined,
  merged: repo.WorkerRow,
  rtwAllows: boolean,
) {
  const completion = completionPercentage(merged);
  if (requested === 'left') return { status: 'left' as const, p45Date: merged.p45Date };
  if (requested === 'active' && before.status === 'left') {
    const authorised = before.authorised && rtwAllows;
    return {
      status: nextStatus({ status: 'active', authorised, completionPercentage: completion }, merged),
      p45Date: null,
      ...(authorised === before.authorised ? {} : { authorised }),
    };
  }
  const { authorised } = before;
  return {
    status: nextStatus({ status: before.status as WorkerStatus, authorised, completionPercentage: completion }, merged),
    p45Date: merged.p45Date,
  };
}

/** PATCH /api/workers/{id}: merge, recompute completion and status, audit the difference, in one transaction. */
export async function updateWorker(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  body: CleanWorkerUpdate,
  meta: RequestMeta,
): Promise<UpdatedWorker> {
  return ctx.db.transaction((tx) => updateWorkerInTransaction(tx, user, id, body, meta, todayInLondon(ctx.now())));
}

/**
 * The PATCH path inside the caller's transaction, for a change that spans more than one worker
 * (the bulk import's updates): the same checks, completion, status transitions and audit entry.
 * A change of a bank detail's value asks a fresh sign-in as of `askedAt`, when the change was asked
 * for (docs/domain.md, "Multi-factor sign-in"); the same values sent again do not.
 */
export async function updateWorkerInTransaction(
  tx: Tx,
  user: SessionUser,
  id: number,
  body: CleanWorkerUpdate,
  meta: RequestMeta,
  today: string = todayInLondon(),
  askedAt: number = Date.now(),
): Promise<UpdatedWorker> {
  const before = await findVisibleWorker({ db: tx }, user, id, { lock: true });
  const { status: requested, ...fields } = body;
  if (changesBankDetails(before, fields)) requireFreshSignIn(user, askedAt);
  if (fields.agencyId !== undefined && fields.agencyId !== before.agencyId)
    await checkAgency(tx, user, fields.agencyId);
  if (fields.payrollCompanyId !== undefined && fields.payrollCompanyId !== before.payrollCompanyId) {
    await checkPayrollCompany(tx, fields.payrollCompanyId);
  }
  const firstName = fields.firstName ?? before.firstName;
  const initial = initialFor(fields.initial !== undefined ? fields.initial : before.initial, firstName);
  if (initial !== before.initial) fields.initial = initial;
  const merged: repo.WorkerRow = { ...before, ...fields, firstName, lastName: fields.lastName ?? before.lastName };
  const rtwAllows = authoriseRtwProblem(rtwStandingOfWorker(before, today)) === null;
  const { status, p45Date, ...unarchived } = statusAfterUpdate(before, requested, merged, rtwAllows);
  if (status === 'left' && !p45Date) throw fieldError('VALIDATION_ERROR', 'p45Date', workerMessages.p45DateRequired);
  const changes: Partial<repo.NewWorkerRow> = {
    ...fields,
    firstName: merged.firstName,
    lastName: merged.lastName,
    completionPercentage: completionPercentage(merged),
    status,
    p45Date,
    ...unarchived,
  };

  const after = await writes.updateWorker(tx, id, changes);
  if (after === 'duplicate-ni') throw duplicateNi();
  if (!after) throw notFound(WORKER_NOT_FOUND);
  const pick = (row: repo.WorkerRow) =>
    Object.fromEntries(Object.keys(changes).map((k) => [k, row[k as keyof repo.WorkerRow]]));
  const diff = diffForAudit(pick(before), pick(after));
  if (diff.length > 0)
    await recordAudit(tx, {
      actor: user,
      action: 'update',
      entityType: 'worker',
      entityId: id,
      changes: masked(diff),
      ip: meta.ip,
    });
  const statusChanged =
    before.status === after.status ? null : { from: before.status as WorkerStatus, to: after.status as WorkerStatus };
  return { ...(await answerOf(tx, id, today)), statusChanged };
}

const refusals: Record<AuthoriseRefusal, () => AppError> = {
  role: () => new AppError('FORBIDDEN', workerMessages.authoriseRole),
  incomplete: () => new AppError('BAD_REQUEST', workerMessages.authoriseIncomplete),
  left: () => new AppError('BAD_REQUEST', workerMessages.authoriseLeft),
  already: () => new AppError('CONFLICT', workerMessages.authoriseAlready),
};

/**
 * PATCH /api/workers/{id}/authorize: admin, finance or support, 100% completion only, and a passing
 * right-to-work check whose excuse has not lapsed (409 naming why; docs/domain.md "Right-to-work
 * checks"); records when and by whom. The worker is looked up first, so another agency's worker
 * answers 404. The standing is read under the worker's row lock, which a check's transaction takes
 * too before it rewrites the standing, so a check recorded meanwhile is either seen or waits.
 */
export async function authoriseWorker(
  ctx: AppContext,
  user: SessionUser,
  id: number,
  meta: RequestMeta,
): Promise<Worker> {
  return ctx.db.transaction(async (tx) => {
    const before = await findVisibleWorker({ db: tx }, user, id, { lock: true });
    const refusal = authoriseRefusal(
      {
        status: before.status as WorkerStatus,
        authorised: before.authorised,
        completionPercentage: before.completionPercentage,
      },
      canAuthoriseWorkers(user.role),
    );
    if (refusal) throw refusals[refusal]();
    const today = todayInLondon(ctx.now());
    const rtwProblem = authoriseRtwProblem(rtwStandingOfWorker(before, today));
    if (rtwProblem) throw new AppError('CONFLICT', rtwProblem);
    const changes = { authorised: true, status: 'active', authorisedAt: new Date(), authorisedBy: user.id };
    const after = await writes.updateWorker(tx, id, changes);
    if (!after || after === 'duplicate-ni') throw notFound(WORKER_NOT_FOUND);
    const diff = diffForAudit(
      { authorised: before.authorised, status: before.status, authorisedBy: before.authorisedBy },
      { authorised: true, status: 'active', authorisedBy: user.id },
    );
    await recordAudit(tx, {
      actor: user,
      action: 'authorise',
      entityType: 'worker',
      entityId: id,
      changes: diff,
      ip: meta.ip,
    });
    return answerOf(tx, id, today);
  });
}

/** A worker the user may see, for a page beside the worker's (its status and leaving date); 404 otherwise. */
export async function findWorkerForUser(
  ctx: { db: DbOrTx },
  user: SessionUser,
  id: number,
): Promise<{ id: number; status: string; p45Date: string | null }> {
  const row = await findVisibleWorker(ctx, user, id);
  return { id: row.id, status: row.status, p45Date: row.p45Date };
}

/**
 * A right-to-work check's effect on the worker (docs/domain.md, "Right-to-work checks"): whether a
 * passing check exists and the latest one's follow-up date, written in the check's transaction
 * after the caller locked the worker's row (findVisibleWorker with lock).
 */
export async function setRightToWorkStanding({
  db,
  workerId,
  rtwChecked,
  rtwFollowUpDate,
  rtwReviewNeeded,
}: {
  db: DbOrTx;
  workerId: number;
  rtwChecked: boolean;
  rtwFollowUpDate: string | null;
  rtwReviewNeeded: boolean;
}): Promise<void> {
  await writes.updateWorker(db, workerId, { rtwChecked, rtwFollowUpDate, rtwReviewNeeded });
}
