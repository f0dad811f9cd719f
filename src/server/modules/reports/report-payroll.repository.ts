import { sql, type SQL } from 'drizzle-orm';
import type { ReportNeed } from '../../../shared/domain/reports/report-cells.ts';
import type { ReportPayrollRecord, ReportWorker } from '../../../shared/domain/reports/report-rows.ts';
import { addDays } from '../../../shared/domain/en-gb-dates.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { allOf, keysetBatches, londonDay, readRowBatch, type ReportTurns, type RowField } from './report-batches.ts';
import { workerFields } from './report-workers.repository.ts';

/** A payroll record as the batch text carries it: the record's own columns, ids for the rest. */
type RecordRow = Omit<ReportPayrollRecord, 'worker'> & {
  workerId: number;
  agencyId: number | null;
  payrollCompanyId: number | null;
  batchId: number | null;
  worker: ReportWorker;
};

/**
 * One batch as one JSON text, a record an array of these fields in this order, built by the database
 * with plain text concatenation: every field is a number except the NI number, which to_json writes
 * as a JSON string (escaped, whatever it holds). Dates travel as days after 2000-01-01 and
 * fields no column needs as null (`recordExtras`, `upload`). PGlite writes this four times faster than
 * json_build_array does, and the report's time is mostly this read (docs/domain.md "Reports").
 */
function recordArray(needs: ReadonlySet<ReportNeed>): SQL {
  const extras = needs.has('recordExtras');
  const orNull = (column: SQL, needed: boolean) => (needed ? sql`coalesce(${column}::text, 'null')` : sql`'null'`);
  return sql`'[' || concat_ws(',', ${orNull(sql`r.id`, extras)}, to_json(r.ni_number)::text,
    r.pay_date - ${EPOCH}::date, r.week_ending - ${EPOCH}::date, r.gross_pence, r.tax_pence, r.ni_pence,
    r.pension_pence, r.net_pence, ${orNull(sql`r.fee_pence`, extras)}, r.worker_id, ${orNull(sql`r.agency_id`, true)},
    ${orNull(sql`r.payroll_company_id`, extras)}, ${orNull(sql`r.batch_id`, needs.has('upload'))}) || ']'`;
}
const EPOCH = '2000-01-01';

type RecordArray = [
  id: number | null,
  niNumber: string,
  payDay: number,
  weekEndingDay: number,
  grossPence: number,
  taxPence: number,
  niPence: number,
  pensionPence: number,
  netPence: number,
  feePence: number | null,
  workerId: number,
  agencyId: number | null,
  payrollCompanyId: number | null,
  batchId: number | null,
];

/** Days after EPOCH as YYYY-MM-DD: a report holds a few hundred distinct dates, each worked out once. */
function dayNames() {
  const names = new Map<number, string>();
  return (days: number) => {
    let name = names.get(days);
    if (name === undefined) names.set(days, (name = addDays(EPOCH, days)));
    return name;
  };
}

export function parseRecords(json: string | null, dayName: (days: number) => string): RecordRow[] {
  if (!json) return [];
  return (JSON.parse(json) as RecordArray[]).map((f) => ({
    id: f[0] ?? 0,
    niNumber: f[1],
    payDate: dayName(f[2]),
    weekEnding: dayName(f[3]),
    grossPence: f[4],
    taxPence: f[5],
    niPence: f[6],
    pensionPence: f[7],
    netPence: f[8],
    feePence: f[9] ?? 0,
    workerId: f[10],
    agencyId: f[11],
    payrollCompanyId: f[12],
    batchId: f[13],
    agencyName: null,
    payrollCompanyName: null,
    uploadedOn: null,
    uploadedByName: null,
    uploadFileName: null,
    worker: undefined as unknown as ReportWorker,
  }));
}

type Key = { payDate: string; workerId: number };
const compareKeys = (a: Key, b: Key) =>
  a.payDate < b.payDate ? -1 : a.payDate > b.payDate ? 1 : a.workerId - b.workerId;

/** The records matching `condition`, in pay date then worker order, a batch at a time by that key. */
function readRecordBatches(
  db: DbOrTx,
  options: {
    condition: SQL;
    joinsWorkers: boolean;
    needs: ReadonlySet<ReportNeed>;
    batchSize: number;
    turns?: ReportTurns | undefined;
  },
): AsyncGenerator<RecordRow[]> {
  const record = recordArray(options.needs);
  const dayName = dayNames();
  return keysetBatches<RecordRow, Key>({
    read: async (after, limit) => {
      const result = await db.execute(sql`select '[' || string_agg(record, ',') || ']' as records from (
        select ${record} as record from payroll_records r
        ${options.joinsWorkers ? sql`join workers w on w.id = r.worker_id` : sql``}
        where ${allOf([
          options.condition,
          after === null ? undefined : sql`(r.pay_date, r.worker_id) > (${after.payDate}::date, ${after.workerId})`,
        ])}
        order by r.pay_date, r.worker_id
        limit ${limit}) batch`);
      // Reading the text is CPU on the event loop: after other users' requests in flight (readRowBatch).
      await options.turns?.between(0);
      return parseRecords(rowsOf<{ records: string | null }>(result)[0]!.records, dayName);
    },
    keyOf: (row) => ({ payDate: row.payDate, workerId: row.workerId }),
    compare: compareKeys,
    batchSize: options.batchSize,
    turns: options.turns,
  });
}

/** The worker fields every record carries (payrollWorkerBasics in shared/domain/reports/report-rows.ts). */
const workerBasics: RowField[] = [
  ['id', sql`w.id`],
  ['firstName', sql`w.first_name`],
  ['lastName', sql`w.last_name`],
  ['status', sql`w.status`],
  ['authorised', sql`w.authorised`],
  ['completionPercentage', sql`w.completion_percentage`],
  ['p45Date', sql`w.p45_date`],
];

/**
 * The workers of the records, each read once per report: a worker is paid every week, so after
 * the first week's batches nearly every record finds its worker here instead of joining workers
 * again (the join and its fields were two thirds of the report's time on PGlite). At most the
 * report's own workers are held.
 */
function workerCache(db: DbOrTx, needs: ReadonlySet<ReportNeed>, turns: ReportTurns | undefined) {
  const details = needs.has('workerDetails');
  const fields = details ? workerFields(needs) : workerBasics;
  const joins = details
    ? sql`left join agencies a on a.id = w.agency_id left join payroll_companies pc on pc.id = w.payroll_company_id`
    : sql``;
  const known = new Map<number, ReportWorker>();
  return async (ids: readonly number[]): Promise<Map<number, ReportWorker>> => {
    const missing = [...new Set(ids.filter((id) => !known.has(id)))];
    if (missing.length > 0) {
      const found = await readRowBatch<ReportWorker>(
        db,
        fields,
        sql`from workers w ${joins} where w.id = any(${`{${missing.join(',')}}`}::int[]) order by w.id`,
        turns,
      );
      for (const worker of found) known.set(worker.id, worker);
    }
    return known;
  };
}

/**
 * The erased workers (docs/domain.md, "Erasure"), read once per report (workers_erased_idx): their
 * payroll records are restricted, so the report shows their figures without the NI number.
 */
async function erasedWorkerIds(db: DbOrTx): Promise<Set<number>> {
  const rows = rowsOf<{ id: number }>(await db.execute(sql`select id from workers where erased_at is not null`));
  return new Set(rows.map((r) => Number(r.id)));
}

/** Id -> name of every agency and payroll company: reference data, a few hundred rows. */
async function namesOf(db: DbOrTx, table: 'agencies' | 'payroll_companies'): Promise<Map<number, string>> {
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, name from ${sql.identifier(table)}`),
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

type Upload = { uploadedOn: string; uploadedByName: string; fileName: string };

/** Id -> each payroll upload's day, uploader and file: one a week, read once. */
async function uploadsOf(db: DbOrTx): Promise<Map<number, Upload>> {
  const rows = rowsOf<Upload & { id: number }>(
    await db.execute(sql`select id, ${londonDay(sql`created_at`)} as "uploadedOn",
      uploaded_by_name as "uploadedByName", file_name as "fileName" from payroll_upload_batches`),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The payroll report's read model: payroll records `r` in pay date order then worker (unique per
 * pay date), a batch at a time by that key, so each batch is a range of payroll_records_pay_date_idx
 * (or payroll_records_agency_idx with an agency), whatever the filters. Workers join only when the
 * condition filters on them (`joinsWorkers`, alias `w`). Each record's worker comes from the
 * report's worker cache; agency, payroll company and upload are the record's, named from small
 * tables read once.
 */
export async function* readReportPayroll(
  db: DbOrTx,
  options: {
    condition: SQL;
    joinsWorkers: boolean;
    needs: ReadonlySet<ReportNeed>;
    batchSize: number;
    turns?: ReportTurns | undefined;
  },
): AsyncGenerator<ReportPayrollRecord[]> {
  const { needs } = options;
  const workersOf = workerCache(db, needs, options.turns);
  const [agencyNames, companyNames, uploads, erased] = await Promise.all([
    namesOf(db, 'agencies'),
    namesOf(db, 'payroll_companies'),
    needs.has('upload') ? uploadsOf(db) : new Map<number, Upload>(),
    erasedWorkerIds(db),
  ]);
  for await (const read of readRecordBatches(db, options)) {
    const workers = await workersOf(read.map((row) => row.workerId));
    if (needs.has('upload') && read.some((row) => row.batchId !== null && !uploads.has(row.batchId)))
      for (const [id, upload] of await uploadsOf(db)) uploads.set(id, upload);
    // A record whose worker is gone was deleted with it (cascade) after its batch was read.
    const batch = read.filter((row) => workers.has(row.workerId));
    for (const row of batch) {
      row.worker = workers.get(row.workerId)!;
      if (erased.has(row.workerId)) row.niNumber = '';
      row.agencyName = row.agencyId === null ? null : (agencyNames.get(row.agencyId) ?? null);
      row.payrollCompanyName = row.payrollCompanyId === null ? null : (companyNames.get(row.payrollCompanyId) ?? null);
      const upload = row.batchId === null ? undefined : uploads.get(row.batchId);
      if (upload) {
        row.uploadedOn = upload.uploadedOn;
        row.uploadedByName = upload.uploadedByName;
        row.uploadFileName = upload.fileName;
      }
    }
    yield batch;
  }
}
