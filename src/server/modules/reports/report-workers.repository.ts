import { sql, type SQL } from 'drizzle-orm';
import { allAgencies, type AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { ReportNeed } from '../../../shared/domain/reports/report-cells.ts';
import type { ReportWorker } from '../../../shared/domain/reports/report-rows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { allOf, byNumber, keysetBatches, londonDay, readRowBatch, type RowField } from './report-batches.ts';

/**
 * The worker reports' read model (workers, compliance, rtw, p45): the reports module reads the
 * workers, documents and payroll tables itself so that a report streams in keyset batches
 * (src/server/modules/README.md). `w` is the worker, `a` its agency, `pc` its payroll company.
 */
const column = (name: string, expression = sql.raw(`w.${name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`)) =>
  [name, expression] as const;

const ownFields: RowField[] = [
  column('id'),
  column('title'),
  column('firstName'),
  column('lastName'),
  column('gender'),
  column('maritalStatus'),
  column('nationality'),
  column('dateOfBirth'),
  column('email'),
  column('phone'),
  column('addressLine1', sql`w.address_line1`),
  column('addressLine2', sql`w.address_line2`),
  column('addressLine3', sql`w.address_line3`),
  column('city'),
  column('county'),
  column('postCode'),
  column('niNumber'),
  column('niCategory'),
  column('taxCode'),
  column('wk1Mth1Basis', sql`w.wk1_mth1_basis`),
  column('paymentFrequency'),
  column('sortCode'),
  column('accountNumber'),
  column('accountName'),
  column('bacsReference'),
  column('immigrationShareCode'),
  column('employeeReference'),
  column('worksReference'),
  column('workStartDate'),
  column('agencyName', sql`a.name`),
  column('payrollCompanyName', sql`pc.name`),
  column('payeReference', sql`pc.paye_reference`),
  column('completionPercentage'),
  column('authorised'),
  column('status'),
  column('p45Date', sql`w.p45_date`),
  column('addedVia'),
];

const staffName = (id: SQL) => sql`(select u.first_name || ' ' || u.last_name from users u where u.id = ${id})`;

/** The worker's documents, oldest first. */
const documentsOf = sql`(select coalesce(json_agg(json_build_object('type', d.document_type,
  'expiryDate', d.expiry_date, 'fileName', d.original_file_name,
  'uploadedOn', ${londonDay(sql`d.created_at`)}) order by d.id), '[]')
  from worker_documents d where d.worker_id = w.id)`;

/** The UK tax year (6 April - 5 April) of the P45 date: taxYearOf in shared/domain/reports/report-documents.ts. */
const taxYearStart = sql`make_date(extract(year from w.p45_date)::int
  - case when to_char(w.p45_date, 'MM-DD') < '04-06' then 1 else 0 end, 4, 6)`;
const inTaxYear = sql`r.pay_date >= ${taxYearStart} and r.pay_date < (${taxYearStart} + interval '1 year')`;

/**
 * The worker's payroll records summed up, through the (worker, pay date) index; a client user's
 * report sums only the records paid through its agency (docs/domain.md "Reports": never another
 * agency's records).
 */
const payOf = (scope: AgencyScope) => sql`(select json_build_object('payments', count(*),
  'grossPence', coalesce(sum(r.gross_pence), 0),
  'lastPayDate', max(r.pay_date),
  'taxYearGrossPence', coalesce(sum(r.gross_pence) filter (where ${inTaxYear}), 0),
  'taxYearTaxPence', coalesce(sum(r.tax_pence) filter (where ${inTaxYear}), 0))
  from payroll_records r where r.worker_id = w.id
  ${scope.kind === 'agency' ? sql`and r.agency_id = ${scope.agencyId}` : scope.kind === 'none' ? sql`and false` : sql``})`;

/** A worker's fields as a report row reads them; what a column needs beyond its own is read only then. */
export function workerFields(needs: ReadonlySet<ReportNeed>, scope: AgencyScope = allAgencies): RowField[] {
  return [
    ...ownFields,
    // When and by whom, only for the audit columns: a London day is a time zone conversion a row.
    ['authorisedOn', needs.has('record') ? londonDay(sql`w.authorised_at`) : sql`null`],
    ['createdOn', needs.has('record') ? londonDay(sql`w.created_at`) : sql`null`],
    ['updatedOn', needs.has('record') ? londonDay(sql`w.updated_at`) : sql`null`],
    ['createdByName', needs.has('record') ? staffName(sql`w.created_by`) : sql`null`],
    ['authorisedByName', needs.has('record') ? staffName(sql`w.authorised_by`) : sql`null`],
    ['documents', needs.has('documents') ? documentsOf : sql`'[]'::json`],
    ['pay', needs.has('pay') ? payOf(scope) : sql`null::json`],
  ];
}

/** The workers matching `condition` (report-conditions.ts), by id, `batchSize` at a time. */
export function readReportWorkers(
  db: DbOrTx,
  options: { condition: SQL; needs: ReadonlySet<ReportNeed>; scope: AgencyScope; batchSize: number },
): AsyncGenerator<ReportWorker[]> {
  const fields = workerFields(options.needs, options.scope);
  return keysetBatches<ReportWorker, number>({
    read: (after) =>
      readRowBatch<ReportWorker>(
        db,
        fields,
        sql`from workers w
          left join agencies a on a.id = w.agency_id
          left join payroll_companies pc on pc.id = w.payroll_company_id
          where ${allOf([options.condition, after === null ? undefined : sql`w.id > ${after}`])}
          order by w.id
          limit ${options.batchSize}`,
      ),
    keyOf: (row) => row.id,
    compare: byNumber,
    batchSize: options.batchSize,
  });
}
