import { sql, type SQL } from 'drizzle-orm';
import type { ReportAgency } from '../../../shared/domain/reports/report-rows.ts';
import type { DbOrTx } from '../../db/client.ts';
import { allOf, keysetBatches, londonDay, readJsonBatch } from './report-batches.ts';

type Row = Omit<ReportAgency, 'compliantWorkers' | 'authorisedWorkers'>;

/**
 * The agencies report's read model: agencies `g` by id with their workers by badge (the kept
 * worker_tab_counts), their documents' expiry dates and their payroll totals (the kept
 * payroll_daily_totals): a few rows each, never a scan of workers or payroll records.
 */
export function readReportAgencies(db: DbOrTx, options: { condition: SQL; batchSize: number }): AsyncGenerator<Row[]> {
  return keysetBatches<Row, number>(
    (after) =>
      readJsonBatch<Row>(
        db,
        sql`select g.id, g.name, g.status, g.city, g.trust_score as "trustScore",
            ${londonDay(sql`g.archived_at`)} as "archivedOn", g.contact_name as "contactName",
            g.contact_email as "contactEmail", g.contact_phone as "contactPhone", g.address,
            g.postal_code as "postalCode", g.business_type as "businessType", g.industry_type as "industryType",
            g.company_number as "companyNumber", g.vat_number as "vatNumber", g.account_manager as "accountManager",
            g.fee_pence as "feePence", g.payment_terms as "paymentTerms", g.invoice_frequency as "invoiceFrequency",
            g.timesheet_submission as "timesheetSubmission",
            ${londonDay(sql`g.created_at`)} as "createdOn", ${londonDay(sql`g.updated_at`)} as "updatedOn",
            coalesce(c.active, 0) as "activeWorkers", coalesce(c.on_hold, 0) as "onHoldWorkers",
            coalesce(c.pending, 0) as "pendingWorkers", coalesce(c.left_, 0) as "leftWorkers",
            (select coalesce(json_agg(d.expiry_date order by d.id), '[]') from agency_documents d
              where d.agency_id = g.id) as "documentExpiries",
            coalesce(p.gross, 0) as "grossPence", coalesce(p.fees, 0) as "feesPence",
            coalesce(p.records, 0) as "payrollRecords", p.last_pay as "lastPayDate"
          from agencies g
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
          limit ${options.batchSize}`,
        sql`batch.id`,
      ),
    (row) => row.id,
    options.batchSize,
  );
}
