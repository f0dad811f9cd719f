import { sql, type SQL } from 'drizzle-orm';
import type { ReportNeed } from '../../../shared/domain/reports/report-cells.ts';
import type { ReportPayrollRecord, ReportWorker } from '../../../shared/domain/reports/report-rows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { allOf, keysetBatches, londonDay, readRowBatch, type RowField } from './report-batches.ts';
import { workerFields } from './report-workers.repository.ts';

/** The worker fields every record carries (payrollWorkerBasics in shared/domain/reports/report-rows.ts). */
const workerBasics = sql`json_build_array(w.id, w.first_name, w.last_name, w.status, w.authorised,
  w.completion_percentage, w.p45_date)`;
const basicWorker = (v: unknown[]) =>
  ({
    id: v[0],
    firstName: v[1],
    lastName: v[2],
    status: v[3],
    authorised: v[4],
    completionPercentage: v[5],
    p45Date: v[6],
  }) as ReportWorker;

type Row = Omit<ReportPayrollRecord, 'worker'> & {
  worker: ReportWorker | unknown[];
  workerId: number;
  agencyId: number | null;
  payrollCompanyId: number | null;
};
type Key = { payDate: string; workerId: number };
const compareKeys = (a: Key, b: Key) =>
  a.payDate < b.payDate ? -1 : a.payDate > b.payDate ? 1 : a.workerId - b.workerId;

/**
 * The payroll report's read model: payroll records `r` with their worker `w`, in pay date order
 * then worker (unique per pay date), a batch at a time by that key, so each batch is a range of
 * payroll_records_pay_date_idx (or payroll_records_agency_idx with an agency), whatever the filters.
 * Agency and payroll company are the record's, named from the two small tables read once (a join
 * per record cost a quarter of the query on PGlite); the worker's own (`a`, `pc`) only join when a
 * column needs the worker's details.
 */
export function readReportPayroll(
  db: DbOrTx,
  options: { condition: SQL; needs: ReadonlySet<ReportNeed>; batchSize: number },
): AsyncGenerator<ReportPayrollRecord[]> {
  const { needs } = options;
  const details = needs.has('workerDetails');
  const upload = needs.has('upload');
  const workerList = sql.join(
    workerFields(needs).map(([name, expression]) => sql`${expression} as ${sql.identifier(name)}`),
    sql`, `,
  );
  const fields: RowField[] = [
    ['id', sql`r.id`],
    ['niNumber', sql`r.ni_number`],
    ['payDate', sql`r.pay_date`],
    ['weekEnding', sql`r.week_ending`],
    ['grossPence', sql`r.gross_pence`],
    ['taxPence', sql`r.tax_pence`],
    ['niPence', sql`r.ni_pence`],
    ['pensionPence', sql`r.pension_pence`],
    ['netPence', sql`r.net_pence`],
    ['feePence', sql`r.fee_pence`],
    ['workerId', sql`r.worker_id`],
    ['agencyId', sql`r.agency_id`],
    ['payrollCompanyId', sql`r.payroll_company_id`],
    ['uploadedOn', upload ? londonDay(sql`ub.created_at`) : sql`null`],
    ['uploadedByName', upload ? sql`ub.uploaded_by_name` : sql`null`],
    ['uploadFileName', upload ? sql`ub.file_name` : sql`null`],
    ['worker', details ? sql`(select row_to_json(wx) from (select ${workerList}) wx)` : workerBasics],
  ];
  const batches = keysetBatches<Row, Key>({
    read: (after) =>
      readRowBatch<Row>(
        db,
        fields,
        sql`from payroll_records r
          join workers w on w.id = r.worker_id
          ${details ? sql`left join agencies a on a.id = w.agency_id left join payroll_companies pc on pc.id = w.payroll_company_id` : sql``}
          ${upload ? sql`left join payroll_upload_batches ub on ub.id = r.batch_id` : sql``}
          where ${allOf([
            options.condition,
            after === null ? undefined : sql`(r.pay_date, r.worker_id) > (${after.payDate}::date, ${after.workerId})`,
          ])}
          order by r.pay_date, r.worker_id
          limit ${options.batchSize}`,
      ),
    keyOf: (row) => ({ payDate: row.payDate, workerId: row.workerId }),
    compare: compareKeys,
    batchSize: options.batchSize,
  });
  return named(db, batches, details);
}

/** Id -> name of every agency and payroll company: reference data, a few hundred rows. */
async function namesOf(db: DbOrTx, table: 'agencies' | 'payroll_companies'): Promise<Map<number, string>> {
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`select id, name from ${sql.identifier(table)}`),
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The record's agency and payroll company by name; the basic worker fields come as an array, the details as an object. */
async function* named(
  db: DbOrTx,
  batches: AsyncIterable<Row[]>,
  details: boolean,
): AsyncGenerator<ReportPayrollRecord[]> {
  const [agencyNames, companyNames] = await Promise.all([namesOf(db, 'agencies'), namesOf(db, 'payroll_companies')]);
  for await (const batch of batches) {
    for (const row of batch) {
      row.agencyName = row.agencyId === null ? null : (agencyNames.get(row.agencyId) ?? null);
      row.payrollCompanyName = row.payrollCompanyId === null ? null : (companyNames.get(row.payrollCompanyId) ?? null);
      if (!details) row.worker = basicWorker(row.worker as unknown[]);
    }
    yield batch as ReportPayrollRecord[];
  }
}
