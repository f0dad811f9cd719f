import { sql, type SQL } from 'drizzle-orm';
import { workerDocumentTypes } from '../../../shared/domain/worker-documents.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { liveWorkerAs } from '../../lib/live-workers.ts';
import { insertForEachDue, type Audience, type CreatedRow } from './notifications-audience.repository.ts';

/**
 * The daily run's reminders (docs/domain.md, "Notifications"): what is due on a day, in ranges of
 * ids for its chunks, and one insert a chunk.
 */

/** A date `days` before `today` or on or before it: a reminder step (30, 14, 7, 1 days before, then daily). */
function onStep(date: SQL, today: string, daysBefore: readonly number[]): SQL {
  const before = sql.join(
    daysBefore.map((d) => sql`${d}`),
    sql`, `,
  );
  return sql`(${date} <= ${today}::date or (${date} - ${today}::date) in (${before}))`;
}

/** The step of a reminder `days` before its date (before-N) or N days after it (overdue-N). */
const stepOf = (days: SQL) => sql`(case when ${days} > 0 then 'before-' || ${days} else 'overdue-' || (-${days}) end)`;

const documentLabel = sql.raw(
  `case d.document_type ${workerDocumentTypes.map((t) => `when '${t.value}' then '${t.label}'`).join(' ')} else 'Document' end`,
);

/** A worker document that has a reminder on `today`: 30, 14, 7 or 1 days before its expiry, or on or after it. */
function dueOn(today: string, daysBefore: readonly number[]): SQL {
  return sql`d.expiry_date is not null and ${onStep(sql`d.expiry_date`, today, daysBefore)}`;
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
  return insertForEachDue(
    tx,
    a,
    'document',
    sql`
      select id, agency_id, ${stepOf(sql`days`)} as step, '/workers/' || worker_id as url,
        what || case
          when days = 1 then ' expires tomorrow'
          when days > 1 then ' expires in ' || days || ' days'
          when days = 0 then ' expires today'
          when days = -1 then ' expired yesterday'
          else ' expired ' || (-days) || ' days ago' end as title
      from (
        select d.id, d.worker_id, w.agency_id, (d.expiry_date - ${today}::date) as days,
          ${documentLabel} || ' of ' || w.first_name || ' ' || w.last_name as what
        from worker_documents d
        join workers w on w.id = d.worker_id
        where ${dueOn(today, daysBefore)} and ${inRange(range)} and ${liveWorkerAs('w')}
      ) d`,
  );
}

/**
 * A worker with a right-to-work reminder on `today` (docs/domain.md, "Right-to-work checks"): a passing
 * check with a follow-up date 30, 14, 7 or 1 days after `today`, or on or before it (lapsed), and not
 * left; a deleted worker has none (docs/domain.md, "Deleted workers").
 */
function rtwDueOn(today: string, daysBefore: readonly number[]): SQL {
  return sql`w.rtw_checked and w.rtw_follow_up_date is not null and w.status <> 'left' and ${liveWorkerAs('w')}
    and ${onStep(sql`w.rtw_follow_up_date`, today, daysBefore)}`;
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
  return insertForEachDue(
    tx,
    a,
    'worker',
    sql`
      select id, agency_id, ${stepOf(sql`days`)} || ':' || due_on as step, '/workers/' || id as url,
        case
          when days = 1 then 'Right-to-work follow-up for ' || who || ' due tomorrow'
          when days > 1 then 'Right-to-work follow-up for ' || who || ' due in ' || days || ' days'
          when days = 0 then 'Right-to-work of ' || who || ' lapsed today'
          when days = -1 then 'Right-to-work of ' || who || ' lapsed yesterday'
          else 'Right-to-work of ' || who || ' lapsed ' || (-days) || ' days ago' end as title
      from (
        select w.id, w.agency_id, (w.rtw_follow_up_date - ${today}::date) as days, w.rtw_follow_up_date as due_on,
          w.first_name || ' ' || w.last_name as who
        from workers w
        where ${rtwDueOn(today, daysBefore)} and ${inRange(range, 'w')}
      ) w`,
  );
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
