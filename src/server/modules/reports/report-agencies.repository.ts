import { sql, type SQL } from 'drizzle-orm';
import type { ReportAgency } from '../../../shared/domain/reports/report-rows.ts';
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

type Row = Omit<ReportAgency, 'compliantWorkers' | 'authorisedWorkers'>;

const fields: RowField[] = [
  ['id', sql`g.id`],
  ['name', sql`g.name`],
  ['status', sql`g.status`],
  ['city', sql`g.city`],
  ['trustScore', sql`g.trust_score`],
  ['archivedOn', londonDay(sql`g.archived_at`)],
  ['contactName', sql`g.contact_name`],
  ['contactEmail', sql`g.contact_email`],
  ['contactPhone', sql`g.contact_phone`],
  ['address', sql`g.address`],
  ['postalCode', sql`g.postal_code`],
  ['businessType', sql`g.business_type`],
  ['industryType', sql`g.industry_type`],
  ['companyNumber', sql`g.company_number`],
  ['vatNumber', sql`g.vat_number`],
  ['accountManager', sql`g.account_manager`],
  ['feePence', sql`g.fee_pence`],
  ['paymentTerms', sql`g.payment_terms`],
  ['invoiceFrequency', sql`g.invoice_frequency`],
  ['timesheetSubmission', sql`g.timesheet_submission`],
  ['createdOn', londonDay(sql`g.created_at`)],
  ['updatedOn', londonDay(sql`g.updated_at`)],
  ['activeWorkers', sql`coalesce(c.active, 0)`],
  ['onHoldWorkers', sql`coalesce(c.on_hold, 0)`],
  ['pendingWorkers', sql`coalesce(c.pending, 0)`],
  ['leftWorkers', sql`coalesce(c.left_, 0)`],
  [
    'documentExpiries',
    sql`(select coalesce(json_agg(d.expiry_date order by d.id), '[]') from agency_documents d where d.agency_id = g.id)`,
  ],
  ['grossPence', sql`coalesce(p.gross, 0)`],
  ['feesPence', sql`coalesce(p.fees, 0)`],
  ['payrollRecords', sql`coalesce(p.records, 0)`],
  ['lastPayDate', sql`p.last_pay`],
];

/**
 * The agencies report's read model: agencies `g` by id with their workers by badge (the kept
 * worker_tab_counts), their documents' expiry dates and their payroll totals (the kept
 * payroll_daily_totals): a few rows each, never a scan of workers or payroll records.
 */
export function readReportAgencies(
  db: DbOrTx,
  options: { condition: SQL; batchSize: number; turns?: ReportTurns | undefined },
): AsyncGenerator<Row[]> {
  return keysetBatches<Row, number>({
    read: (after, limit) =>
      readRowBatch<Row>(
        db,
        fields,
        sql`from agencies g
          left join lateral (
            select sum(t.workers) filter (where t.status <> 'left' and t.authorised and t.complete) as active,
              sum(t.workers) filter (where t.status <> 'left' and t.authorised and not t.complete) as on_hold,
              sum(t.workers) filter (where t.status <> 'left' and not t.authorised) as pending,
              sum(t.workers) filter (where t.status = 'left') as left_
            from worker_tab_counts t where t.agency_id = g.id) c on true
          left join lateral (
            select sum(t.gross_pence) as gross, sum(t.fee_pence) as fees, sum(t.records) as records,
              max(t.pay_date) filter (where t.records > 0) as last_pay
            from payroll_daily_totals t where t.agency_id = g.id) p on true
          where ${allOf([options.condition, after === null ? undefined : sql`g.id > ${after}`])}
          order by g.id
          limit ${limit}`,
        options.turns,
      ),
    keyOf: (row) => row.id,
    compare: byNumber,
    batchSize: options.batchSize,
    turns: options.turns,
  });
}
