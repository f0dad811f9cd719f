import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/json-rows.ts';
import { todayInLondon } from '../../src/shared/domain/en-gb-dates.ts';
import { payWeeks, type PayWeek } from './payroll-weeks.ts';

/**
 * The demo payroll (issue 13 item 7; docs/domain.md "Payroll": --payroll-weeks N): one record a
 * week for each authorised, not-left worker with an NI number, paid on the Friday of each of the
 * last N complete weeks (Europe/London), with one upload batch a week. The amounts are worked out
 * by the database (INSERT ... SELECT over the workers, a worker-id range at a time), so a million
 * records never travel through JavaScript; the kept aggregates (payroll_daily_totals,
 * payroll_period_workers) follow by their statement triggers as for an upload.
 *
 * Run twice: a worker already paid on a pay date keeps that record (ON CONFLICT DO NOTHING), so a
 * second run adds records only for workers added since (or weeks not yet seeded); a week that
 * gains none gets no batch.
 */
export type SeedPayrollResult = {
  weeks: number;
  records: number;
  batches: number;
  /** Workers paid at least once on this run. */
  workers: number;
  /** Whose name the batches carry; null when no admin or finance user exists. */
  uploadedBy: string | null;
};

/** Workers per INSERT: each statement (and its triggers' transition tables) stays a few MB. */
const DEFAULT_CHUNK = 25_000;

export async function seedDemoPayroll(
  db: Db,
  options: { weeks: number; seed: number; now: Date; chunkSize?: number; log?: (line: string) => void },
): Promise<SeedPayrollResult> {
  const result: SeedPayrollResult = { weeks: options.weeks, records: 0, batches: 0, workers: 0, uploadedBy: null };
  if (options.weeks <= 0) return result;
  const started = performance.now();
  const uploader = await findUploader(db);
  result.uploadedBy = uploader?.name ?? null;
  const [range] = rowsOf<{ lo: number | null; hi: number | null }>(
    await db.execute(sql`select min(id) as lo, max(id) as hi from workers w ${payableWorkers}`),
  );
  if (range?.lo == null || range.hi == null) return result;
  const { lo: first, hi: last } = range;
  const chunk = options.chunkSize ?? DEFAULT_CHUNK;
  const batchIds: number[] = [];
  for (const week of payWeeks(todayInLondon(options.now), options.weeks)) {
    // A week is saved as an upload is: its batch and records in one transaction, a chunk a statement.
    const { batchId, added } = await db.transaction(async (tx) => {
      const id = await insertBatch(tx, week, uploader);
      let count = 0;
      for (let lo = first; lo <= last; lo += chunk)
        count += await insertWeek(tx, { week, batchId: id, seed: options.seed, lo, hi: lo + chunk - 1 });
      if (count === 0) await tx.execute(sql`delete from payroll_upload_batches where id = ${id}`);
      else
        await tx.execute(sql`update payroll_upload_batches set row_count = ${count}, added_count = ${count}
          where id = ${id}`);
      return { batchId: id, added: count };
    });
    if (added > 0) batchIds.push(batchId);
    result.records += added;
    options.log?.(
      `  payroll week ending ${week.weekEnding}: ${added.toLocaleString('en-GB')} records (${Math.round(performance.now() - started)} ms)`,
    );
  }
  result.batches = batchIds.length;
  const [paid] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(distinct worker_id)::int as n from payroll_records
      where batch_id = any(${`{${batchIds.join(',')}}`}::int[])`),
  );
  result.workers = paid?.n ?? 0;
  await db.execute(
    sql`vacuum (analyze) payroll_records, payroll_daily_totals, payroll_period_workers, payroll_upload_batches`,
  );
  return result;
}

/** Who is paid: authorised, not left (docs/domain.md's payroll population), with an NI number to match by. */
const payableWorkers = sql`where w.authorised and w.status <> 'left' and w.ni_number is not null`;

/** The first admin or finance user, as the upload would name it (payroll-upload.service). */
async function findUploader(db: DbOrTx): Promise<{ id: number; name: string } | undefined> {
  const [user] = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, coalesce(nullif(trim(first_name || ' ' || last_name), ''), email) as name
      from users where role in ('admin', 'finance') order by id limit 1`),
  );
  return user;
}

async function insertBatch(db: DbOrTx, week: PayWeek, uploader: { id: number; name: string } | undefined) {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`insert into payroll_upload_batches (week_ending, file_name, uploaded_by, uploaded_by_name)
      values (${week.weekEnding}, ${`demo-payroll-${week.weekEnding}.csv`}, ${uploader?.id ?? null},
        ${uploader?.name ?? 'Demo data'}) returning id`),
  );
  return row!.id;
}

/**
 * One week's records for the workers with ids in [lo, hi], the same columns as the upload writes
 * (payroll-upload.repository upsertRecords: agency, payroll company and the agency's fee copied from
 * the worker now). Amounts in pence, UK 2024/25 weekly figures:
 * - hourly rate: fixed per worker, from £11.44 (National Living Wage) to £25.00, most near the bottom;
 * - hours: 16 to 48 a week in quarter hours, varying week to week;
 * - tax: 20% above £241.73 (personal allowance / 52), 40% above £966.73;
 * - NI: 8% from £242 (primary threshold) to £967 (upper earnings limit), 2% above;
 * - pension: 5% of qualifying earnings (£120 to £967), none for the one in ten who opted out;
 * - net = gross - tax - NI - pension exactly.
 * hashint8extended gives a stable pseudo-random number per worker (and week), so a seed repeats.
 */
async function insertWeek(
  tx: DbOrTx,
  p: { week: PayWeek; batchId: number; seed: number; lo: number; hi: number },
): Promise<number> {
  const result = await tx.execute(sql`
    with paid as (
      select w.id as worker_id, upper(replace(w.ni_number, ' ', '')) as ni_number, w.agency_id, w.payroll_company_id,
        coalesce(a.fee_pence, 0) as fee_pence,
        abs(hashint8extended(w.id, ${p.seed}::bigint)) as worker_hash,
        abs(hashint8extended(w.id, ${p.seed}::bigint * 7919 + (${p.week.payDate}::date - date '2000-01-01'))) as week_hash
      from workers w left join agencies a on a.id = w.agency_id
      ${payableWorkers} and w.id between ${p.lo} and ${p.hi}
    ),
    gross as (
      select paid.*,
        round((1144 + ((worker_hash % 1357) * (worker_hash % 1357)) / 1357) * (64 + week_hash % 129) / 4.0)::int as gross_pence,
        worker_hash % 10 = 0 as opted_out
      from paid
    ),
    deductions as (
      select gross.*,
        round(0.2 * greatest(0, gross_pence - 24173) + 0.2 * greatest(0, gross_pence - 96673))::int as tax_pence,
        round(0.08 * greatest(0, least(gross_pence, 96700) - 24200) + 0.02 * greatest(0, gross_pence - 96700))::int as ni_pence,
        case when opted_out then 0 else round(0.05 * greatest(0, least(gross_pence, 96700) - 12000))::int end as pension_pence
      from gross
    ),
    saved as (
      insert into payroll_records (worker_id, ni_number, pay_date, week_ending, gross_pence, tax_pence, ni_pence,
        pension_pence, net_pence, fee_pence, agency_id, payroll_company_id, batch_id)
      select worker_id, ni_number, ${p.week.payDate}::date, ${p.week.weekEnding}::date, gross_pence, tax_pence, ni_pence,
        pension_pence, gross_pence - tax_pence - ni_pence - pension_pence, fee_pence, agency_id, payroll_company_id,
        ${p.batchId}
      from deductions
      on conflict (worker_id, pay_date) do nothing
      returning 1
    )
    select count(*)::int as added from saved`);
  return rowsOf<{ added: number }>(result)[0]!.added;
}
