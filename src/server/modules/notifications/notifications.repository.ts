import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';

/** A notification whose e-mail was claimed, with what the e-mail needs. */
export type MailRow = { id: number; recipientId: number; email: string; title: string; url: string };

/**
 * Ids as one array parameter: a daily run makes tens of thousands of notifications, past the 65,535
 * parameters a statement may carry (one parameter each failed the run on PostgreSQL and PGlite).
 */
const idArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

/**
 * Keeps the bell usable (docs/domain.md, "Notifications"): the older unread steps of the subjects the
 * given notifications are about are marked read for their recipients.
 */
export async function markOlderStepsRead(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`
    update notifications o set read_at = now(), updated_at = now()
    from notifications n
    where n.id = any(${idArray(ids)})
      and o.recipient_id = n.recipient_id and o.kind = n.kind and o.subject = n.subject
      and o.subject_id = n.subject_id and o.id < n.id and o.read_at is null`);
}

function mailRows(result: unknown): MailRow[] {
  return rowsOf<{ id: number; recipient_id: number; email: string; title: string; url: string }>(result).map((r) => ({
    id: Number(r.id),
    recipientId: Number(r.recipient_id),
    email: r.email,
    title: r.title,
    url: r.url,
  }));
}

/** Claims the e-mails of these notifications that go at once: marks them emailed, answers what to send. */
export async function claimImmediateMails(tx: DbOrTx, ids: readonly number[]): Promise<MailRow[]> {
  if (ids.length === 0) return [];
  const result = await tx.execute(sql`
    with claimed as (
      update notifications set emailed_at = now(), updated_at = now()
      where id = any(${idArray(ids)}) and email_mode = 'immediate' and emailed_at is null
      returning id, recipient_id, title, url
    )
    select c.id, c.recipient_id, u.email, c.title, c.url
    from claimed c join users u on u.id = c.recipient_id
    where u.deleted_at is null and u.is_active
    order by c.recipient_id, c.id`);
  return mailRows(result);
}

/** Claims every digest e-mail not yet sent (the 07:00 run): marks them emailed, answers them by recipient. */
export async function claimDigestMails(tx: DbOrTx): Promise<MailRow[]> {
  const result = await tx.execute(sql`
    with claimed as (
      update notifications set emailed_at = now(), updated_at = now()
      where emailed_at is null and email_mode = 'digest'
      returning id, recipient_id, title, url
    )
    select c.id, c.recipient_id, u.email, c.title, c.url
    from claimed c join users u on u.id = c.recipient_id
    where u.deleted_at is null and u.is_active
    order by c.recipient_id, c.id`);
  return mailRows(result);
}

const mine = (userId: number) => and(eq(notifications.recipientId, userId), eq(notifications.listed, true));

export async function countListed(db: DbOrTx, userId: number, unreadOnly: boolean): Promise<number> {
  const where = unreadOnly ? and(mine(userId), isNull(notifications.readAt)) : mine(userId);
  const [row] = await db.select({ n: count() }).from(notifications).where(where);
  return row?.n ?? 0;
}

/** One page of the user's listed notifications, newest first. */
export async function listPage(
  db: DbOrTx,
  userId: number,
  unreadOnly: boolean,
  page: { limit: number; offset: number },
) {
  const where = unreadOnly ? and(mine(userId), isNull(notifications.readAt)) : mine(userId);
  return db
    .select({
      id: notifications.id,
      kind: notifications.kind,
      title: notifications.title,
      url: notifications.url,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** Marks the user's own unread ones read: the given ids (others' ids match nothing), or all. */
export async function markRead(db: DbOrTx, userId: number, ids: readonly number[] | 'all'): Promise<void> {
  const unread = and(mine(userId), isNull(notifications.readAt));
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(ids === 'all' ? unread : and(unread, inArray(notifications.id, [...ids])));
}

export async function listPreferences(db: DbOrTx, userId: number) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

export async function upsertPreferences(
  tx: DbOrTx,
  userId: number,
  rows: readonly { kind: string; inApp: boolean; email: string }[],
): Promise<void> {
  await tx
    .insert(notificationPreferences)
    .values(rows.map((r) => ({ userId, ...r })))
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { inApp: sql`excluded.in_app`, email: sql`excluded.email` },
    });
}

/** Counts these notifications' e-mails as sent (demo data: the runs they stand for happened before). */
export async function markEmailed(tx: DbOrTx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(notifications)
    .set({ emailedAt: sql`now()` })
    .where(inArray(notifications.id, [...ids]));
}

/** Deletes read notifications made before `readBefore` and any made before `anyBefore`; how many went. */
export async function deleteOldNotifications(tx: DbOrTx, readBefore: Date, anyBefore: Date): Promise<number> {
  const removed = await tx
    .delete(notifications)
    .where(
      sql`${notifications.createdAt} < ${readBefore.toISOString()} and (${notifications.readAt} is not null or ${notifications.createdAt} < ${anyBefore.toISOString()})`,
    )
    .returning({ id: notifications.id });
  return removed.length;
}
