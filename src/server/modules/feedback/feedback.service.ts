import { pageSlice } from '../../lib/page-slice.ts';
import type {
  ContactBody,
  FeedbackBody,
  FeedbackItem,
  FeedbackListQuery,
  FeedbackPage,
  UpdateFeedbackBody,
} from '../../../shared/api/feedback.ts';
import { FEEDBACK_PLAIN_LIST_LIMIT, feedbackMessages } from '../../../shared/domain/feedback.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { diffForAudit, recordAudit, type FieldChange } from '../../lib/audit-log.ts';
import type { RequestMeta } from '../../lib/request-meta.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import * as repo from './feedback.repository.ts';

const FEEDBACK_NOT_FOUND = feedbackMessages.notFound;

/** Contact-form entries have no user: the visitor's name and e-mail stand in (docs/domain.md). */
export function toFeedbackItem(row: repo.FeedbackWithUser): FeedbackItem {
  const fromContactForm = row.userId === null && row.contactName !== null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    priority: row.priority,
    status: row.status,
    adminNotes: row.adminNotes,
    userId: row.userId,
    userFirstName: fromContactForm ? row.contactName : row.userFirstName,
    userLastName: fromContactForm ? '' : row.userLastName,
    userEmail: fromContactForm ? row.contactEmail : row.userEmail,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function present(ctx: AppContext, id: number): Promise<FeedbackItem> {
  const row = await repo.findFeedbackWithUser(ctx.db, id);
  if (!row) throw notFound(FEEDBACK_NOT_FOUND);
  return toFeedbackItem(row);
}

/** Any signed-in user: stored open, priority medium unless chosen (docs/domain.md). */
export async function submitFeedback(
  ctx: AppContext,
  user: SessionUser,
  body: FeedbackBody,
  meta: { ip: string | null },
): Promise<FeedbackItem> {
  const id = await ctx.db.transaction(async (tx) => {
    const created = await repo.insertFeedback(tx, {
      userId: user.id,
      title: body.title,
      description: body.description,
      category: body.category,
      priority: body.priority,
      status: 'open',
    });
    // Title and description are free text that may name people: by field name only.
    await recordAudit(tx, {
      actor: user,
      action: 'create',
      entityType: 'feedback',
      entityId: created.id,
      changes: [
        { field: 'title' },
        { field: 'description' },
        { field: 'category', to: body.category },
        { field: 'priority', to: body.priority },
      ],
      ip: meta.ip,
    });
    return created.id;
  });
  return present(ctx, id);
}

/** The landing page's Get in Touch form becomes feedback for admins (docs/domain.md); audited without an actor. */
export async function submitContactMessage(ctx: AppContext, body: ContactBody, meta: { ip: string | null }) {
  await ctx.db.transaction(async (tx) => {
    const created = await repo.insertFeedback(tx, {
      title: `Contact form: ${body.name}`,
      description: body.message,
      category: 'other',
      priority: 'medium',
      status: 'open',
      contactName: body.name,
      contactEmail: body.email,
    });
    await recordAudit(tx, {
      actor: null,
      action: 'create',
      entityType: 'feedback',
      entityId: created.id,
      changes: [{ field: 'name' }, { field: 'email' }, { field: 'message' }],
      ip: meta.ip,
    });
  });
}

/**
 * GET /api/feedback (docs/domain.md "Feedback management"): with page, the
 * paged shape; without, the plain list (docs/domain.md), newest first, at most FEEDBACK_PLAIN_LIST_LIMIT.
 */
export async function listFeedback(ctx: AppContext, query: FeedbackListQuery): Promise<FeedbackItem[] | FeedbackPage> {
  const filter = {
    status: query.status || undefined,
    category: query.category || undefined,
    priority: query.priority || undefined,
  };
  if (query.page === undefined) {
    const rows = await repo.listFeedback(ctx.db, filter, {
      limit: FEEDBACK_PLAIN_LIST_LIMIT,
      offset: 0,
      fromEnd: false,
    });
    return rows.map(toFeedbackItem);
  }
  const { page, pageSize } = query;
  const total = await repo.countFeedback(ctx.db, filter);
  const rows = await repo.listFeedback(
    ctx.db,
    filter,
    pageSlice(total, { limit: pageSize, offset: (page - 1) * pageSize }),
  );
  return { items: rows.map(toFeedbackItem), total, page, pageSize };
}

/**
 * Admin notes are free text and may name people, so the audit entry says only that they changed;
 * a status change keeps its old and new values (docs/domain.md "Feedback management").
 */
const auditChanges = (before: repo.FeedbackRow, values: UpdateFeedbackBody): FieldChange[] =>
  diffForAudit({ status: before.status, adminNotes: before.adminNotes }, values).map((change) =>
    change.field === 'adminNotes' ? { field: 'adminNotes' } : change,
  );

/**
 * Manage modal (docs/domain.md): a new status and/or admin notes, already trimmed with blank
 * notes left out (docs/domain.md), so there must be something left to change.
 */
export async function updateFeedback(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  values: UpdateFeedbackBody,
  meta: RequestMeta,
) {
  if (Object.keys(values).length === 0) throw badRequest(feedbackMessages.nothingToUpdate);
  await ctx.db.transaction(async (tx) => {
    const before = await repo.lockFeedback(tx, id);
    if (!before) throw notFound(FEEDBACK_NOT_FOUND);
    await repo.updateFeedback(tx, id, values);
    const changes = auditChanges(before, values);
    await recordAudit(tx, { actor, action: 'update', entityType: 'feedback', entityId: id, changes, ip: meta.ip });
  });
  return present(ctx, id);
}

/** Deletes it for good; the audit entry keeps its status, category and priority, nothing personal. */
export async function deleteFeedback(ctx: AppContext, actor: SessionUser, id: number, meta: RequestMeta) {
  await ctx.db.transaction(async (tx) => {
    const removed = await repo.deleteFeedback(tx, id);
    if (!removed) throw notFound(FEEDBACK_NOT_FOUND);
    const changes = (['status', 'category', 'priority'] as const).map((field) => ({ field, from: removed[field] }));
    await recordAudit(tx, { actor, action: 'delete', entityType: 'feedback', entityId: id, changes, ip: meta.ip });
  });
}
