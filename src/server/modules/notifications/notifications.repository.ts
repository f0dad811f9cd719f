import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { workerDocumentTypes } from '../../../shared/domain/worker-documents.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { notificationPreferences, notifications } from '../../db/schema/index.ts';

/** A notification made by an insert: who gets it and whether its e-mail goes now, in the digest or not. */
export type CreatedRow = { id: number; recipientId: number; emailMode: string };
/** A notification whose e-mail was claimed, with what the e-mail needs. */
export type MailRow = { id: number; recipientId: number; email: string; title: string; url: string };

/**
 * Who may receive a notification: live, active users of the given roles, limited to the ones whose
 * agency scope holds the subject (docs/domain.md, "Notifications"; the scope rule of
 * shared/domain/agency-scope.ts as SQL on users: roles that see every agency, or the subject's agency).
 */
export type Audience = {
  kind: string;
  roles: readonly string[];
  rolesSeeingAll: readonly string[];
  /** Only these users (an assignee, a ticket's creator); absent: everyone of the roles. */
  userIds?: readonly number[];
  /** Never this user (the one whose action raised it). */
  exceptUserId?: number;
  /** The subject's agency when it has a scope (a worker's, a ticket's); absent: no agency scope. */
  agencyId?: number | null;
  emailDefault: string;
  inAppDefault: boolean;
};

function audienceCondition(a: Audience): SQL {
  const parts: SQL[] = [
    sql`u.deleted_at is null`,
    sql`u.is_active`,
    sql`u.role in (${sql.join(
      a.roles.map((r) => sql`${r}`),
      sql`, `,
    )})`,
  ];
  if (a.userIds)
    parts.push(
      sql`u.id in (${sql.join(
        [...a.userIds, 0].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
  if (a.exceptUserId !== undefined) parts.push(sql`u.id <> ${a.exceptUserId}`);
  if (a.agencyId !== undefined) parts.push(scopeCondition(a, sql`${a.agencyId}::int`));
  return sql.join(parts, sql` and `);
}

function scopeCondition(a: Pick<Audience, 'rolesSeeingAll'>, agencyColumn: SQL): SQL {
  const all = a.rolesSeeingAll.length
    ? sql`u.role in (${sql.join(
        a.rolesSeeingAll.map((r) => sql`${r}`),
        sql`, `,
      )})`
    : sql`false`;
  return sql`(${all} or u.agency_id = ${agencyColumn})`;
}

/** The recipient's channels: their choice for the kind, else the defaults. */
const inAppOf = (a: Audience) => sql`coalesce(p.in_app, ${a.inAppDefault})`;
const emailOf = (a: Audience) => sql`coalesce(p.email, ${a.emailDefault})`;

const created = (result: unknown) =>
  rowsOf<{ id: number; recipient_id: number; email_mode: string }>(result).map((r) => ({
    id: Number(r.id),
    recipientId: Number(r.recipient_id),
    emailMode: r.email_mode,
  }));

/**
 * One notification about one subject for every user of the audience whose channels are not both off;
 * made once per (recipient, kind, subject, subject id, step): a second call makes nothing.
 */
export async function insertForAudience(
  tx: DbOrTx,
  a: Audience,
  n: { subject: string; subjectId: number; step: string; title: string; url: string },
): Promise<CreatedRow[]> {
  const result = await tx.execute(sql`
    insert into notifications (recipient_id, kind, subject, subject_id, step, title, url, listed, email_mode)
    select u.id, ${a.kind}, ${n.subject}, ${n.subjectId}, ${n.step}, ${n.title}, ${n.url}, ${inAppOf(a)}, ${emailOf(a)}
    from users u
    left join notification_preferences p on p.user_id = u.id and p.kind = ${a.kind}
    where ${audienceCondition(a)} and (${inAppOf(a)} or ${emailOf(a)} <> 'off')
    on conflict do nothing
    returning id, recipient_id, email_mode`);
  return created(result);
}

const documentLabel = sql.raw(
  `case d.document_type ${workerDocumentTypes.map((t) => `when '${t.value}' then '${t.label}'`).join(' ')} else 'Document' end`,
);

/** A worker document that has a reminder on `today`: 30, 14, 7 or 1 days before its expiry, or on or after it. */
function dueOn(today: string, daysBefore: readonly number[]): SQL {
  const before = sql.join(
    daysBefore.map((d) => sql`${d}`),
    sql`, `,
  );
  return sql`d.expiry_date is not null
    and (d.expiry_date <= ${today}::date or (d.expiry_date - ${today}::date) in (${before}))`;
}

/** Rows (documents, workers) whose id is after `after` and up to `upTo`; null: no bound on that side. */
export type IdRange = { after: number | null; upTo: number | null };

/**
 * Ranges of `alias.id` holding `size` due rows each, the last one open-ended (a row added meanwhile
 * falls in it). One range when no more than `size` are due.
 */
async function dueRanges(db: DbOrTx, from: SQL, alias: string, size: number): Promise<IdRange[]> {
  const id = sql.raw(`${alias}.id`);
  const result = await db.execute(sql`
    select id from (
      select ${id} as id, row_number() over (order by ${id}) as n, count(*) over () as total
      from ${from}
    ) due
    where n % ${size}::int = 0 and n < total
    order by id`);
  const bounds = rowsOf<{ id: number }>(result).map((row) => Number(row.id));
  return [...bounds, null].map((upTo, i) => ({ after: i === 0 ? null : bounds[i - 1]!, upTo }));
}

/**
 * The daily run's chunks (docs/domain.md, "Notifications"): ranges of worker_documents.id holding
 * `size` documents due on `today` each.
 */
export async function dueDocumentRanges(
  db: DbOrTx,
  today: string,
  daysBefore: readonly number[],
  size: number,
): Promise<IdRange[]> {
  return dueRanges(db, sql`worker_documents d where ${dueOn(today, daysBefore)}`, 'd', size);
}

const inRange = (range: IdRange, alias = 'd') =>
  sql.join(
    [
      sql`true`,
      ...(range.after === null ? [] : [sql`${sql.raw(`${alias}.id`)} > ${range.after}::int`]),
      ...(range.upTo === null ? [] : [sql`${sql.raw(`${alias}.id`)} <= ${range.upTo}::int`]),
    ],
    sql` and `,
  );

/**
 * The daily document reminders (docs/domain.md, "Notifications"), one statement: every worker
 * document of the range whose expiry date is 30, 14, 7 or 1 days after `today`, or on or before it
 * (overdue day N), to every user of the audience whose scope holds the worker's agency. Steps and
 * titles follow reminderStep (shared/domain/notifications.ts).
 */
export async function insertDocumentReminders(
  tx: DbOrTx,
  a: Omit<Audience, 'userIds' | 'exceptUserId' | 'agencyId'>,
  today: string,
  daysBefore: readonly number[],
  range: IdRange = { after: null, upTo: null },
): Promise<CreatedRow[]> {
  const result = await tx.execute(sql`
    with due as (
      select d.id, d.worker_id, w.agency_id, (d.expiry_date - ${today}::date) as days,
        ${documentLabel} || ' of ' || w.first_name || ' ' || w.last_name as what
      from worker_documents d
      join workers w on w.id = d.worker_id
      where ${dueOn(today, daysBefore)} and ${inRange(range)}
    )
    insert into notifications (recipient_id, kind, subject, subject_id, step, title, url, listed, email_mode)
    select u.id, ${a.kind}, 'document', due.id,
      case when due.days > 0 then 'before-' || due.days else 'overdue-' || (-due.days) end,
      due.what || case
        when due.days = 1 then ' expires tomorrow'
        when due.days > 1 then ' expires in ' || due.days || ' days'
        when due.days = 0 then ' expires today'
        when due.days = -1 then ' expired yesterday'
        else ' expired ' || (-due.days) || ' days ago' end,
      '/workers/' || due.worker_id, ${inAppOf(a)}, ${emailOf(a)}
    from due
    join users u on ${audienceCondition(a)} and ${scopeCondition(a, sql`due.agency_id`)}
    left join notification_preferences p on p.user_id = u.id and p.kind = ${a.kind}
    where ${inAppOf(a)} or ${emailOf(a)} <> 'off'
    on conflict do nothing
    returning id, recipient_id, email_mode`);
  return created(result);
}

/**
 * A worker with a right-to-work reminder on `today` (docs/domain.md, "Right-to-work checks"): a passing
 * check with a follow-up date 30, 14, 7 or 1 days after `today`, or on or before it (lapsed), and not
 * left.
 */
function rtwDueOn(today: string, daysBefore: readonly number[]): SQL {
  const before = sql.join(
    daysBefore.map((d) => sql`${d}`),
    sql`, `,
  );
  return sql`w.rtw_checked and w.rtw_follow_up_date is not null and w.status <> 'left'
    and (w.rtw_follow_up_date <= ${today}::date or (w.rtw_follow_up_date - ${today}::date) in (${before}))`;
}

/** The daily run's chunks of right-to-work reminders: ranges of workers.id holding `size` due workers each. */
export async function dueRtwWorkerRanges(
  db: DbOrTx,
  today: string,
  daysBefore: readonly number[],
  size: number,
): Promise<IdRange[]> {
  return dueRanges(db, sql`workers w where ${rtwDueOn(today, daysBefore)}`, 'w', size);
}

/**
 * The daily right-to-work follow-up reminders (docs/domain.md, "Notifications"), one statement: every
 * worker of the range whose follow-up date is 30, 14, 7 or 1 days after `today`, or on or before it
 * (lapsed ON the date: overdue day 0), to every user of the audience whose scope holds the worker's
 * agency. The title names the worker only: no share code, no nationality. The step carries the
 * follow-up date ('before-14:2027-03-31'): a follow-up check starts a new cycle whose steps are
 * raised again, however soon after the last.
 */
export async function insertRtwReminders(
  tx: DbOrTx,
  a: Omit<Audience, 'userIds' | 'exceptUserId' | 'agencyId'>,
  today: string,
  daysBefore: readonly number[],
  range: IdRange = { after: null, upTo: null },
): Promise<CreatedRow[]> {
  const result = await tx.execute(sql`
    with due as (
      select w.id, w.agency_id, (w.rtw_follow_up_date - ${today}::date) as days, w.rtw_follow_up_date as due_on,
        w.first_name || ' ' || w.last_name as who
      from workers w
      where ${rtwDueOn(today, daysBefore)} and ${inRange(range, 'w')}
    )
    insert into notifications (recipient_id, kind, subject, subject_id, step, title, url, listed, email_mode)
    select u.id, ${a.kind}, 'worker', due.id,
      (case when due.days > 0 then 'before-' || due.days else 'overdue-' || (-due.days) end) || ':' || due.due_on,
      case
        when due.days = 1 then 'Right-to-work follow-up for ' || due.who || ' due tomorrow'
        when due.days > 1 then 'Right-to-work follow-up for ' || due.who || ' due in ' || due.days || ' days'
        when due.days = 0 then 'Right-to-work of ' || due.who || ' lapsed today'
        when due.days = -1 then 'Right-to-work of ' || due.who || ' lapsed yesterday'
        else 'Right-to-work of ' || due.who || ' lapsed ' || (-due.days) || ' days ago' end,
      '/workers/' || due.id, ${inAppOf(a)}, ${emailOf(a)}
    from due
    join users u on ${audienceCondition(a)} and ${scopeCondition(a, sql`due.agency_id`)}
    left join notification_preferences p on p.user_id = u.id and p.kind = ${a.kind}
    where ${inAppOf(a)} or ${emailOf(a)} <> 'off'
    on conflict do nothing
    returning id, recipient_id, email_mode`);
  return created(result);
}

/**
 * Makes two runs' chunks take turns (two firings of one day, a catch-up beside the 07:00 run): two
 * inserts of the same reminders at once could each wait on a row the other has inserted.
 */
export async function lockReminderChunk(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REMINDER_CHUNK_LOCK}::bigint)`);
}
/** The advisory lock of a chunk of reminders (any number, not db/client.ts's migration lock). */
const REMINDER_CHUNK_LOCK = 7_240_212;

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
