import { sql, type SQL } from 'drizzle-orm';
import type { ReportNeed } from '../../../shared/domain/reports/report-cells.ts';
import type { ReportWorker } from '../../../shared/domain/reports/report-rows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { allOf, keysetBatches, londonDay, readJsonBatch } from './report-batches.ts';

/**
 * The worker reports' read model (workers, compliance, rtw, p45): the reports module reads the
 * workers, documents and payroll tables itself so that a report streams in keyset batches
 * (src/server/modules/README.md "reports"). `w` is the worker, `a` its agency, `pc` its payroll company.
 */
const workerFields = sql`
  w.id, w.title, w.first_name as "firstName", w.last_name as "lastName", w.gender,
  w.marital_status as "maritalStatus", w.nationality, w.date_of_birth as "dateOfBirth", w.email, w.phone,
  w.address_line1 as "addressLine1", w.address_line2 as "addressLine2", w.address_line3 as "addressLine3",
  w.city, w.county, w.post_code as "postCode", w.ni_number as "niNumber", w.ni_category as "niCategory",
  w.tax_code as "taxCode", w.wk1_mth1_basis as "wk1Mth1Basis", w.payment_frequency as "paymentFrequency",
  w.sort_code as "sortCode", w.account_number as "accountNumber", w.account_name as "accountName",
  w.bacs_reference as "bacsReference", w.immigration_share_code as "immigrationShareCode",
  w.employee_reference as "employeeReference", w.works_reference as "worksReference",
  w.work_start_date as "workStartDate", a.name as "agencyName", pc.name as "payrollCompanyName",
  pc.paye_reference as "payeReference", w.completion_percentage as "completionPercentage", w.authorised,
  ${londonDay(sql`w.authorised_at`)} as "authorisedOn", w.status, w.p45_date as "p45Date", w.added_via as "addedVia",
  ${londonDay(sql`w.created_at`)} as "createdOn", ${londonDay(sql`w.updated_at`)} as "updatedOn"`;

const staffName = (column: SQL) => sql`(select u.first_name || ' ' || u.last_name from users u where u.id = ${column})`;

/** The worker's documents, oldest first. */
const documentsOf = sql`(select coalesce(json_agg(json_build_object('type', d.document_type,
  'expiryDate', d.expiry_date, 'fileName', d.original_file_name,
  'uploadedOn', ${londonDay(sql`d.created_at`)}) order by d.id), '[]')
  from worker_documents d where d.worker_id = w.id)`;

/** The UK tax year (6 April - 5 April) of the P45 date: taxYearOf in shared/domain/reports/report-documents.ts. */
const taxYearStart = sql`make_date(extract(year from w.p45_date)::int
  - case when to_char(w.p45_date, 'MM-DD') < '04-06' then 1 else 0 end, 4, 6)`;
const inTaxYear = sql`r.pay_date >= ${taxYearStart} and r.pay_date < (${taxYearStart} + interval '1 year')`;

/** The worker's payroll records summed up, through the (worker, pay date) index. */
const payOf = sql`(select json_build_object('payments', count(*), 'grossPence', coalesce(sum(r.gross_pence), 0),
  'lastPayDate', max(r.pay_date),
  'taxYearGrossPence', coalesce(sum(r.gross_pence) filter (where ${inTaxYear}), 0),
  'taxYearTaxPence', coalesce(sum(r.tax_pence) filter (where ${inTaxYear}), 0))
  from payroll_records r where r.worker_id = w.id)`;

export function workerSelectList(needs: ReadonlySet<ReportNeed>): SQL {
  return sql`${workerFields},
    ${needs.has('staff') ? staffName(sql`w.created_by`) : sql`null`} as "createdByName",
    ${needs.has('staff') ? staffName(sql`w.authorised_by`) : sql`null`} as "authorisedByName",
    ${needs.has('documents') ? documentsOf : sql`'[]'::json`} as documents,
    ${needs.has('pay') ? payOf : sql`null::json`} as pay`;
}

/** The workers matching `condition`, by id, `batchSize` at a time. */
export function readReportWorkers(
  db: DbOrTx,
  options: { condition: SQL; needs: ReadonlySet<ReportNeed>; batchSize: number },
): AsyncGenerator<ReportWorker[]> {
  const list = workerSelectList(options.needs);
  return keysetBatches<ReportWorker, number>(
    (after) =>
      readJsonBatch<ReportWorker>(
        db,
        sql`select ${list}
          from workers w
          left join agencies a on a.id = w.agency_id
          left join payroll_companies pc on pc.id = w.payroll_company_id
          where ${allOf([options.condition, after === null ? undefined : sql`w.id > ${after}`])}
          order by w.id
          limit ${options.batchSize}`,
        sql`batch.id`,
      ),
    (row) => row.id,
    options.batchSize,
  );
}
