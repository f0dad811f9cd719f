import type {
  ContactBody,
  FeedbackBody,
  FeedbackItem,
  FeedbackListQuery,
  UpdateFeedbackBody,
} from '../../../shared/api/feedback.ts';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { diffForAudit, recordAudit } from '../audit/audit.service.ts';
import type { SessionUser } from '../auth/session.service.ts';
import * as repo from './feedback.repository.ts';

type Meta = { ip: string | null };
const FEEDBACK_NOT_FOUND = 'Feedback not found';

/** Contact-form entries have no user: the visitor's name and e-mail stand in (DECISIONS section 3). */
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

/** Any signed-in user: stored open, priority medium unless chosen (part 3 section 3). */
export async function submitFeedback(ctx: AppContext, user: SessionUser, body: FeedbackBody): Promise<FeedbackItem> {
  const created = await repo.insertFeedback(ctx.db, {
    userId: user.id,
    title: body.title,
    description: body.description,
    category: body.category,
    priority: body.priority,
    status: 'open',
  });
  return present(ctx, created.id);
}

/** The landing page's Get in Touch form becomes feedback for admins (DECISIONS section 3). */
export async function submitContactMessage(ctx: AppContext, body: ContactBody) {
  await repo.insertFeedback(ctx.db, {
    title: `Contact form: ${body.name}`,
    description: body.message,
    category: 'other',
    priority: 'medium',
    status: 'open',
    contactName: body.name,
    contactEmail: body.email,
  });
}

export async function listFeedback(ctx: AppContext, query: FeedbackListQuery): Promise<FeedbackItem[]> {
  return (await repo.listFeedback(ctx.db, query)).map(toFeedbackItem);
}

/** Manage modal: a new status and/or admin notes (trimmed; empty clears them). */
export async function updateFeedback(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: UpdateFeedbackBody,
  meta: Meta,
) {
  const values = {
    ...(body.status === undefined ? {} : { status: body.status }),
    ...(body.adminNotes === undefined ? {} : { adminNotes: body.adminNotes }),
  };
  if (Object.keys(values).length === 0) throw badRequest('Send a status or admin notes to update');
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findFeedbackById(tx, id);
    if (!before) throw notFound(FEEDBACK_NOT_FOUND);
    await repo.updateFeedback(tx, id, values);
    const changes = diffForAudit({ status: before.status, adminNotes: before.adminNotes }, values);
    await recordAudit(tx, { actor, action: 'update', entityType: 'feedback', entityId: id, changes, ip: meta.ip });
  });
  return present(ctx, id);
}

export async function deleteFeedback(ctx: AppContext, actor: SessionUser, id: number, meta: Meta) {
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.deleteFeedback(tx, id))) throw notFound(FEEDBACK_NOT_FOUND);
    await recordAudit(tx, { actor, action: 'delete', entityType: 'feedback', entityId: id, ip: meta.ip });
  });
}
