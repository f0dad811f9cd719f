import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { hashPassword } from '../../src/server/lib/passwords.ts';
import { workerDocumentTypes } from '../../src/shared/domain/worker-documents.ts';

export const password = 'Bench!Notify-2024';
/** The user the bell is timed for: the first admin, who receives every agency's reminders. */
export const heavyEmail = 'bench-notify-admin-1@example.test';
/** Staff of a back office: 4 admin, 4 support, 2 finance. */
const staffRoles = [
  'admin',
  'admin',
  'admin',
  'admin',
  'support',
  'support',
  'support',
  'support',
  'finance',
  'finance',
];
/** Days the documents' expiry dates spread over, from OVERDUE_DAYS before the as-of date. */
const SPREAD_DAYS = 426;
const OVERDUE_DAYS = 60;
/** Rows per statement of the bulk notifications (each its own transaction). */
const CHUNK = 100_000;

const count = async (database: Database, query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await database.db.execute(query))[0]!.n);

/**
 * The users of an office: the staff, and `clientsPerAgency` client users of each agency, in two
 * statements (one password hash shared). Answers how many were added.
 */
export async function addUsers(database: Database, clientsPerAgency: number): Promise<number> {
  const hash = await hashPassword(password);
  const roles = sql.join(
    staffRoles.map((role) => sql`${role}`),
    sql`, `,
  );
  await database.db.execute(sql`
    insert into users (email, first_name, last_name, role, password_hash)
    select 'bench-notify-' || r.role || '-' || r.n || '@example.test', 'Bench', initcap(r.role) || ' ' || r.n, r.role, ${hash}
    from (select role, row_number() over (partition by role order by i) as n
      from unnest(array[${roles}]::text[]) with ordinality as s(role, i)) r`);
  await database.db.execute(sql`
    insert into users (email, first_name, last_name, role, agency_id, password_hash)
    select 'bench-notify-client-' || a.id || '-' || n || '@example.test', 'Bench', 'Client ' || n, 'client', a.id, ${hash}
    from agencies a cross join generate_series(1, ${clientsPerAgency}::int) n`);
  return count(database, sql`select count(*)::int as n from users where email like 'bench-notify-%'`);
}

/**
 * `total` worker documents with an expiry date, one statement: distinct workers (a stride prime to
 * their number), expiry dates spread evenly from OVERDUE_DAYS before `asOf` to a year after it, so
 * every reminder step (30, 14, 7 and 1 days before, and overdue) has documents on `asOf`.
 */
export async function addDocuments(database: Database, total: number, asOf: string): Promise<void> {
  const types = sql.join(
    workerDocumentTypes.filter((t) => t.hasExpiry).map((t) => sql`${t.value}`),
    sql`, `,
  );
  await database.db.execute(sql`
    with w as (select id, row_number() over (order by id) - 1 as rn from workers)
    insert into worker_documents (worker_id, document_type, original_file_name, stored_file_name, mime_type,
      size_bytes, expiry_date)
    select w.id, (array[${types}]::text[])[1 + g % ${workerDocumentTypes.filter((t) => t.hasExpiry).length}::int],
      'document.pdf', 'bench-' || g || '.pdf', 'application/pdf', 1000,
      ${asOf}::date + (g % ${SPREAD_DAYS}::int)::int - ${OVERDUE_DAYS}::int
    from generate_series(0, ${total - 1}::int) g
    join w on w.rn = (g::bigint * 7919) % (select count(*) from workers)`);
  await database.db.execute(sql`vacuum (analyze) worker_documents`);
  await database.db.execute(sql`vacuum (analyze) users`);
}

/** More client users (the bell's ~1,000 recipients), spread over the agencies. */
export async function addMoreUsers(database: Database, upTo: number): Promise<void> {
  const have = await count(database, sql`select count(*)::int as n from users`);
  if (have >= upTo) return;
  await database.db.execute(sql`
    with a as (select id, row_number() over (order by id) - 1 as rn from agencies)
    insert into users (email, first_name, last_name, role, agency_id, password_hash)
    select 'bench-notify-more-' || g || '@example.test', 'Bench', 'More ' || g, 'client', a.id,
      (select password_hash from users where email = ${heavyEmail})
    from generate_series(1, ${upTo - have}::int) g join a on a.rn = g % (select count(*) from agencies)`);
}

/**
 * Notifications up to `total` in the database, in statements of CHUNK rows: ticket comments over the
 * last 90 days, one in 20 for the heavy user and the rest spread over every user, four in five read.
 * Answers the heavy user's listed and unread counts.
 */
export async function fillNotifications(database: Database, total: number) {
  const have = await count(database, sql`select count(*)::int as n from notifications`);
  const heavyId = await count(database, sql`select id as n from users where email = ${heavyEmail}`);
  for (let from = 1; from <= total - have; from += CHUNK) {
    const to = Math.min(total - have, from + CHUNK - 1);
    await database.db.execute(sql`
      with ids as (select array_agg(id order by id) as a from users)
      insert into notifications (recipient_id, kind, subject, subject_id, step, title, url, listed, email_mode,
        read_at, emailed_at, created_at, updated_at)
      select case when g % 20 = 0 then ${heavyId}::int else ids.a[1 + g % cardinality(ids.a)] end,
        'ticket-comment', 'ticket', g, 'comment-' || g, 'New comment on ticket T' || lpad(g::text, 7, '0'),
        '/tickets?ticket=' || g, true, 'off',
        case when (g / 7) % 5 = 0 then null else t.at + interval '1 hour' end, null, t.at, t.at
      from generate_series(${from}::int, ${to}::int) g cross join ids
      cross join lateral (select now() - (g % 129600) * interval '1 minute' - interval '1 day' as at) t`);
  }
  await database.db.execute(sql`vacuum (analyze) notifications`);
  const [row] = rowsOf<{ listed: number; unread: number; all: number }>(
    await database.db
      .execute(sql`select count(*)::int as listed, count(*) filter (where read_at is null)::int as unread,
      (select count(*)::int from notifications) as all
      from notifications where recipient_id = ${heavyId} and listed`),
  );
  return row!;
}
