import { sql, type SQL } from 'drizzle-orm';
import { allAgencies, type AgencyScope } from '../../../shared/domain/agency-scope.ts';
import type { ReportNeed } from '../../../shared/domain/reports/report-cells.ts';
import type { ReportWorker } from '../../../shared/domain/reports/report-rows.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  allOf,
  byNumber,
  keysetBatches,
  londonDay,
  readRowBatch,
  type ReportTurns,
  type RowField,
} from './report-batches.ts';

/**
 * The worker reports' read model (workers, compliance, rtw, p45): the reports module reads the
 * workers, documents, right-to-work checks and payroll tables itself so that a report streams in keyset batches
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
  column('rtwChecked'),
  column('rtwFollowUpDate'),
  column('rtwReviewNeeded'),
];

const staffName = (id: SQL) => sql`(select u.first_name || ' ' || u.last_name from users u where u.id = ${id})`;

/** The worker's documents, oldest first. */
const documentsOf = sql`(select coalesce(json_agg(json_build_object('type', d.document_type,
  'expiryDate', d.expiry_date, 'fileName', d.original_file_name,
  'uploadedOn', ${londonDay(sql`d.created_at`)}) order by d.id), '[]')
  from worker_documents d where d.worker_id = w.id)`;

/**
 * The worker's latest passing right-to-work check (by check date, then the order recorded) with
 * its checker's name, as the worker's standing reads it: a walk of rtw_checks_worker_idx (worker,
 * check date desc, id desc) inside the batch's one query, never a query per worker.
 */
const latestPassingCheck = sql`(select json_build_object('method', c.method, 'checkDate', c.check_date,
  'checkedByName', (select nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') from users u where u.id = c.checked_by))
  from rtw_checks c where c.worker_id = w.id and c.outcome = 'pass'
  order by c.check_date desc, c.id desc limit 1)`;

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
    ['rtwCheck', needs.has('rtwCheck') ? latestPassingCheck : sql`null::json`],
  ];
}

/**
 * A worker report's order: by id, or (the right-to-work follow-ups, whose condition keeps only
 * workers with a follow-up date) by follow-up date, soonest first, then id.
 */
export type WorkerReportOrder = 'id' | 'followUp';

/** The workers matching `condition` (report-conditions.ts), in `order`, `batchSize` at a time. */
export function readReportWorkers(
  db: DbOrTx,
  options: {
    condition: SQL;
    needs: ReadonlySet<ReportNeed>;
    scope: AgencyScope;
    batchSize: number;
    turns?: ReportTurns | undefined;
    order?: WorkerReportOrder;
  },
): AsyncGenerator<ReportWorker[]> {
  const fields = workerFields(options.needs, options.scope);
  const read = (after: SQL | undefined, orderBy: SQL, limit: number) =>
    readRowBatch<ReportWorker>(
      db,
      fields,
      sql`from workers w
        left join agencies a on a.id = w.agency_id
        left join payroll_companies pc on pc.id = w.payroll_company_id
        where ${allOf([options.condition, after])}
        order by ${orderBy}
        limit ${limit}`,
      options.turns,
    );
  if (options.order === 'followUp')
    return keysetBatches<ReportWorker, FollowUpKey>({
      read: (after, limit) =>
        read(
          after === null ? undefined : sql`(w.rtw_follow_up_date, w.id) > (${after[0]}::date, ${after[1]})`,
          sql`w.rtw_follow_up_date, w.id`,
          limit,
        ),
      keyOf: (row) => [row.rtwFollowUpDate ?? '', row.id],
      compare: byFollowUp,
      batchSize: options.batchSize,
      turns: options.turns,
    });
  return keysetBatches<ReportWorker, number>({
    read: (after, limit) => read(after === null ? undefined : sql`w.id > ${after}`, sql`w.id`, limit),
    keyOf: (row) => row.id,
    compare: byNumber,
    batchSize: options.batchSize,
    turns: options.turns,
  });
}

type FollowUpKey = readonly [followUpDate: string, id: number];
const byFollowUp = (a: FollowUpKey, b: FollowUpKey) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : byNumber(a[1], b[1]));
