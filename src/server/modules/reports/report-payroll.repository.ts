import { sql, type SQL } from 'drizzle-orm';
import type { ReportNeed } from '../../../shared/domain/reports/report-cells.ts';
import type { ReportPayrollRecord } from '../../../shared/domain/reports/report-rows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { allOf, keysetBatches, londonDay, readJsonBatch } from './report-batches.ts';
import { workerSelectList } from './report-workers.repository.ts';

/** The worker fields every record carries (payrollWorkerBasics in shared/domain/reports/report-rows.ts). */
const workerBasics = sql`json_build_object('id', w.id, 'firstName', w.first_name, 'lastName', w.last_name,
  'status', w.status, 'authorised', w.authorised, 'completionPercentage', w.completion_percentage,
  'p45Date', w.p45_date)`;

type Row = ReportPayrollRecord & { workerId: number };
type Key = { payDate: string; workerId: number };

/**
 * The payroll report's read model: payroll records `r` with their worker `w`, in pay date order
 * then worker (unique per pay date), a batch at a time by that key, so each batch is a range of
 * payroll_records_pay_date_idx (or payroll_records_agency_idx with an agency), whatever the filters.
 * Agency and payroll company are the record's (`ra`, `rpc`); the worker's own (`a`, `pc`) only
 * join when a column needs the worker's details.
 */
export function readReportPayroll(
  db: DbOrTx,
  options: { condition: SQL; needs: ReadonlySet<ReportNeed>; batchSize: number },
): AsyncGenerator<Row[]> {
  const { needs } = options;
  const details = needs.has('workerDetails');
  const upload = needs.has('upload');
  const worker = details ? sql`(select row_to_json(wx) from (select ${workerSelectList(needs)}) wx)` : workerBasics;
  return keysetBatches<Row, Key>(
    (after) =>
      readJsonBatch<Row>(
        db,
        sql`select r.id, r.ni_number as "niNumber", r.pay_date as "payDate", r.week_ending as "weekEnding",
            r.gross_pence as "grossPence", r.tax_pence as "taxPence", r.ni_pence as "niPence",
            r.pension_pence as "pensionPence", r.net_pence as "netPence", r.fee_pence as "feePence",
            r.worker_id as "workerId", ra.name as "agencyName", rpc.name as "payrollCompanyName",
            ${upload ? sql`${londonDay(sql`ub.created_at`)}` : sql`null`} as "uploadedOn",
            ${upload ? sql`ub.uploaded_by_name` : sql`null`} as "uploadedByName",
            ${upload ? sql`ub.file_name` : sql`null`} as "uploadFileName",
            ${worker} as worker
          from payroll_records r
          join workers w on w.id = r.worker_id
          left join agencies ra on ra.id = r.agency_id
          left join payroll_companies rpc on rpc.id = r.payroll_company_id
          ${details ? sql`left join agencies a on a.id = w.agency_id left join payroll_companies pc on pc.id = w.payroll_company_id` : sql``}
          ${upload ? sql`left join payroll_upload_batches ub on ub.id = r.batch_id` : sql``}
          where ${allOf([
            options.condition,
            after === null ? undefined : sql`(r.pay_date, r.worker_id) > (${after.payDate}::date, ${after.workerId})`,
          ])}
          order by r.pay_date, r.worker_id
          limit ${options.batchSize}`,
        sql`batch."payDate", batch."workerId"`,
      ),
    (row) => ({ payDate: row.payDate, workerId: row.workerId }),
    options.batchSize,
  );
}
