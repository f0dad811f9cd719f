import type { AccessRequest, AccessRequestBody, ApproveAccessBody } from '../../../shared/api/access-requests.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { Mail } from '../../lib/mailer.ts';
import { fieldsOnly, recordAudit, type Actor } from '../../lib/audit-log.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { hashAdminSetPassword } from '../../lib/passwords.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import { notifyAccessRequest } from '../notifications/notifications.service.ts';
import { hasLiveAccount, insertAccount } from '../users/users.service.ts';
import { approvalMail, rejectionMail } from './access-requests.mail.ts';
import * as repo from './access-requests.repository.ts';

/** Requests completed more than 30 days ago are expired (docs/domain.md). */
export const ACCESS_REQUEST_EXPIRY_DAYS = 30;
const expiryCutoff = (now = new Date()) => new Date(now.getTime() - ACCESS_REQUEST_EXPIRY_DAYS * 24 * 60 * 60 * 1000);

/** The sentences the landing page shows for each 409 (docs/domain.md). */
const duplicateEmailMessage =
  'An account with this email address already exists. Please contact an administrator if you need access.';
const duplicateRequestMessage = 'You already have a pending access request. Please wait for administrator approval.';

/** docs/domain.md: the access-request 409 carries error, code, message and details. */
function duplicate(code: 'DUPLICATE_EMAIL' | 'DUPLICATE_REQUEST', message: string) {
  return new AppError(code, message, [{ field: 'email', message }], { error: code });
}

export function toAccessRequest(row: repo.AccessRequestRow): AccessRequest {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    requestedAccessLevel: row.requestedAccessLevel,
    status: row.status as AccessRequest['status'],
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    rejectionReason: row.rejectionReason,
  };
}

/**
 * A visitor asks for access: refused when the e-mail has an account or a pending request
 * (case-insensitive). Audited without an actor; the name and e-mail by field name only. Every admin
 * is notified in the same transaction (docs/domain.md, "Notifications").
 */
export async function submitAccessRequest(
  ctx: AppContext,
  body: AccessRequestBody,
  meta: RequestMeta,
): Promise<number> {
  if (await hasLiveAccount(ctx.db, body.email)) throw duplicate('DUPLICATE_EMAIL', duplicateEmailMessage);
  if (await repo.findPendingRequestByEmail(ctx.db, body.email))
    throw duplicate('DUPLICATE_REQUEST', duplicateRequestMessage);
  const { id, notified } = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertAccessRequest(tx, body);
    if (!created) throw duplicate('DUPLICATE_REQUEST', duplicateRequestMessage);
    await recordAudit(tx, {
      actor: null,
      action: 'create',
      entityType: 'access_request',
      entityId: created.id,
      changes: fieldsOnly(body),
      ip: meta.ip,
    });
    return { id: created.id, notified: await notifyAccessRequest(ctx, tx, created.id) };
  });
  ctx.background.run('notify-access-request', notified.afterCommit);
  return id;
}

export async function listAccessRequests(ctx: AppContext): Promise<AccessRequest[]> {
  return (await repo.listAccessRequests(ctx.db)).map(toAccessRequest);
}

/** My Work (docs/domain.md, "My work"): the pending requests, longest waiting first, a page at a time. */
export async function listPendingAccessRequests(
  ctx: AppContext,
  page: { limit: number; offset: number },
): Promise<{ items: AccessRequest[]; total: number }> {
  const { rows, total } = await repo.pagePending(ctx.db, page);
  return { items: rows.map(toAccessRequest), total };
}

export async function listExpiredAccessRequests(ctx: AppContext): Promise<AccessRequest[]> {
  return (await repo.listCompletedBefore(ctx.db, expiryCutoff())).map(toAccessRequest);
}

async function findPending(ctx: AppContext, id: number) {
  const request = await repo.findAccessRequestById(ctx.db, id);
  if (!request) throw notFound('Access request not found');
  if (request.status !== 'pending') throw alreadyProcessed();
  return request;
}
const alreadyProcessed = () => new AppError('CONFLICT', 'This access request has already been processed');

/** Sends after the commit; a mail failure is logged and reported, the decision stands. */
async function trySend(ctx: AppContext, mail: Mail): Promise<boolean> {
  try {
    await ctx.mailer.send(mail);
    return true;
  } catch (error) {
    ctx.log.warn({ err: error, subject: mail.subject }, 'access request e-mail could not be sent');
    return false;
  }
}

/**
 * Approval (docs/domain.md): creates the user with the chosen role, the typed password
 * (requirePasswordChange set) and, for client, the agency; request update, user and audit entries
 * commit together. Then the requester is e-mailed the sign-in address.
 */
export async function approveAccessRequest(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: ApproveAccessBody,
  meta: RequestMeta,
) {
  const pending = await findPending(ctx, id);
  const passwordHash = await hashAdminSetPassword(body.password);
  const { request, userId } = await ctx.db.transaction(async (tx) => {
    const user = await insertAccount(
      tx,
      actor,
      {
        email: pending.email.toLowerCase(),
        firstName: pending.firstName,
        lastName: pending.lastName,
        role: body.accessLevel,
        agencyId: body.agencyId,
        passwordHash,
      },
      meta,
    );
    const done = await repo.completePendingRequest(tx, id, {
      status: 'approved',
      processedBy: actor.id,
      requestedAccessLevel: pending.requestedAccessLevel ?? body.accessLevel,
    });
    if (!done) throw alreadyProcessed();
    const changes = [
      { field: 'status', from: 'pending', to: 'approved' },
      { field: 'accessLevel', to: body.accessLevel },
      { field: 'userId', to: user.id },
    ];
    await recordAudit(tx, {
      actor,
      action: 'approve',
      entityType: 'access_request',
      entityId: id,
      changes,
      ip: meta.ip,
    });
    return { request: done, userId: user.id };
  });
  const emailSent = await trySend(ctx, approvalMail(request, ctx.config.publicUrl));
  return { message: 'Access request approved successfully', request: toAccessRequest(request), userId, emailSent };
}

/** Rejection records the reason and e-mails it to the requester. */
export async function rejectAccessRequest(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  reason: string,
  meta: RequestMeta,
) {
  await findPending(ctx, id);
  const request = await ctx.db.transaction(async (tx) => {
    const done = await repo.completePendingRequest(tx, id, {
      status: 'rejected',
      processedBy: actor.id,
      rejectionReason: reason,
    });
    if (!done) throw alreadyProcessed();
    await recordAudit(tx, {
      actor,
      action: 'reject',
      entityType: 'access_request',
      entityId: id,
      changes: [{ field: 'status', from: 'pending', to: 'rejected' }],
      ip: meta.ip,
    });
    return done;
  });
  const emailSent = await trySend(ctx, rejectionMail(request, reason));
  return { message: 'Access request rejected', request: toAccessRequest(request), emailSent };
}

/**
 * Removes requests completed more than 30 days ago, in the caller's transaction, with one audit
 * entry. The admin's cleanup (actor: the admin) and the nightly job expired-access-requests (actor:
 * null, the system; docs/operations.md "Background jobs") both come here.
 */
export async function removeExpiredAccessRequests(
  tx: DbOrTx,
  actor: Actor,
  meta: { ip: string | null },
  now = new Date(),
): Promise<{ deletedCount: number }> {
  const deletedCount = await repo.deleteCompletedBefore(tx, expiryCutoff(now));
  if (deletedCount > 0) {
    await recordAudit(tx, {
      actor,
      action: 'cleanup_expired',
      entityType: 'access_request',
      changes: [{ field: 'deletedCount', to: deletedCount }],
      ip: meta.ip,
    });
  }
  return { deletedCount };
}

export async function cleanupExpiredAccessRequests(ctx: AppContext, actor: SessionUser, meta: RequestMeta) {
  return ctx.db.transaction((tx) => removeExpiredAccessRequests(tx, actor, meta));
}

export const countRequestStats = (ctx: AppContext) => repo.countRequestStats(ctx.db);
