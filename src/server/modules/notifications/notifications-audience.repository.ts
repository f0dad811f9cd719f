import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';

/** A notification made by an insert: who gets it and whether its e-mail goes now, in the digest or not. */
export type CreatedRow = { id: number; recipientId: number; emailMode: string };

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

export function audienceCondition(a: Audience): SQL {
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

export function scopeCondition(a: Pick<Audience, 'rolesSeeingAll'>, agencyColumn: SQL): SQL {
  const all = a.rolesSeeingAll.length
    ? sql`u.role in (${sql.join(
        a.rolesSeeingAll.map((r) => sql`${r}`),
        sql`, `,
      )})`
    : sql`false`;
  return sql`(${all} or u.agency_id = ${agencyColumn})`;
}

/** The recipient's channels: their choice for the kind, else the defaults. */
export const inAppOf = (a: Audience) => sql`coalesce(p.in_app, ${a.inAppDefault})`;
export const emailOf = (a: Audience) => sql`coalesce(p.email, ${a.emailDefault})`;

export const created = (result: unknown) =>
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

/**
 * One notification for each row of `due` (a select of id, agency_id, step, title and url: the
 * subjects due today) to every user of the audience whose scope holds the row's agency and whose
 * channels are not both off; made once per (recipient, kind, subject, subject id, step).
 */
export async function insertForEachDue(
  tx: DbOrTx,
  a: Omit<Audience, 'userIds' | 'exceptUserId' | 'agencyId'>,
  subject: string,
  due: SQL,
): Promise<CreatedRow[]> {
  const result = await tx.execute(sql`
    with due as (${due})
    insert into notifications (recipient_id, kind, subject, subject_id, step, title, url, listed, email_mode)
    select u.id, ${a.kind}, ${subject}, due.id, due.step, due.title, due.url, ${inAppOf(a)}, ${emailOf(a)}
    from due
    join users u on ${audienceCondition(a)} and ${scopeCondition(a, sql`due.agency_id`)}
    left join notification_preferences p on p.user_id = u.id and p.kind = ${a.kind}
    where ${inAppOf(a)} or ${emailOf(a)} <> 'off'
    on conflict do nothing
    returning id, recipient_id, email_mode`);
  return created(result);
}
