import {
  commentMessages,
  type AgencyComment,
  type CleanComment,
  type CommentPage,
} from '../../../shared/api/agency-comments.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { findVisibleWorker } from '../workers/workers-list.service.ts';
import { findVisibleAgency } from './agency-access.ts';
import { authorName } from './agencies.presenter.ts';
import * as records from './agency-records.repository.ts';
import { toComment } from './agency-records.presenter.ts';

export async function listAgencyComments(
  ctx: AppContext,
  user: SessionUser,
  agencyId: number,
  page: number,
  pageSize: number,
): Promise<CommentPage> {
  await findVisibleAgency(ctx.db, user, agencyId);
  const [rows, total] = await Promise.all([
    records.listComments(ctx.db, agencyId, pageSize, (page - 1) * pageSize),
    records.countComments(ctx.db, agencyId),
  ]);
  return { items: rows.map(toComment), total, page, pageSize };
}

const workerNotInAgency = () =>
  new AppError('VALIDATION_ERROR', commentMessages.workerNotInAgency, [
    { field: 'workerId', message: commentMessages.workerNotInAgency },
  ]);

/**
 * POST /api/comments (docs/domain.md, Agencies): any user with the agency permission, a client user on its
 * own agency only (another is a 404). A worker named must be one of the agency's.
 */
export async function addComment(
  ctx: AppContext,
  user: SessionUser,
  body: CleanComment,
  meta: RequestMeta,
): Promise<AgencyComment> {
  await findVisibleAgency(ctx.db, user, body.agencyId);
  let workerName: string | null = null;
  if (body.workerId !== null) {
    const worker = await findVisibleWorker(ctx, user, body.workerId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === 'NOT_FOUND') throw workerNotInAgency();
      throw error;
    });
    if (worker.agencyId !== body.agencyId) throw workerNotInAgency();
    workerName = `${worker.firstName} ${worker.lastName}`;
  }
  return ctx.db.transaction(async (tx) => {
    const row = await records.insertComment(tx, {
      agencyId: body.agencyId,
      workerId: body.workerId,
      content: body.content,
      tag: body.tag,
      createdBy: user.id,
      createdByName: authorName(user),
    });
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entityType: 'agency_comment',
      entityId: row.id,
      changes: [
        { field: 'agencyId', to: row.agencyId },
        { field: 'workerId', to: row.workerId },
        { field: 'tag', to: row.tag },
        { field: 'content' },
      ],
      ip: meta.ip,
    });
    return toComment({ ...row, workerName });
  });
}
