import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { payrollUploadBatches, type PayrollFinding, type StoredPayrollVariance } from '../../db/schema/index.ts';

/** A record as the upload writes it (pence; agency, payroll company and fee are the worker's now). */
export type RecordToSave = {
  worker_id: number;
  ni_number: string;
  pay_date: string;
  week_ending: string;
  gross_pence: number;
  tax_pence: number;
  ni_pence: number;
  pension_pence: number;
  net_pence: number;
  fee_pence: number;
  agency_id: number | null;
  payroll_company_id: number | null;
  batch_id: number;
};

export async function insertBatch(
  db: DbOrTx,
  values: { weekEnding: string; fileName: string; uploadedBy: number; uploadedByName: string; rowCount: number },
): Promise<number> {
  const [row] = await db.insert(payrollUploadBatches).values(values).returning({ id: payrollUploadBatches.id });
  return row!.id;
}

export async function setBatchCounts(
  db: DbOrTx,
  id: number,
  counts: {
    addedCount: number;
    updatedCount: number;
    warningCount: number;
    warnings: PayrollFinding[];
    variances: StoredPayrollVariance[];
    existingWeek: string | null;
    replacedCount: number;
  },
): Promise<void> {
  await db.update(payrollUploadBatches).set(counts).where(eq(payrollUploadBatches.id, id));
}

/**
 * One statement for all of a file's records (docs/domain.md "Conventions of the code": never a Drizzle insert per row):
 * the rows travel as one JSON parameter; a record already held for the worker and pay date is
 * updated (a re-upload of the week). `xmax = 0` is true only for a row this statement inserted,
 * so the answer counts added and updated without a second read.
 */
export async function upsertRecords(
  db: DbOrTx,
  rows: readonly RecordToSave[],
): Promise<{ added: number; updated: number }> {
  if (rows.length === 0) return { added: 0, updated: 0 };
  const result = await db.execute(sql`
    with saved as (
      insert into payroll_records (worker_id, ni_number, pay_date, week_ending, gross_pence, tax_pence, ni_pence,
        pension_pence, net_pence, fee_pence, agency_id, payroll_company_id, batch_id)
      select worker_id, ni_number, pay_date, week_ending, gross_pence, tax_pence, ni_pence,
        pension_pence, net_pence, fee_pence, agency_id, payroll_company_id, batch_id
      from json_populate_recordset(null::payroll_records, ${JSON.stringify(rows)}::json)
      on conflict (worker_id, pay_date) do update set
        ni_number = excluded.ni_number, week_ending = excluded.week_ending, gross_pence = excluded.gross_pence,
        tax_pence = excluded.tax_pence, ni_pence = excluded.ni_pence, pension_pence = excluded.pension_pence,
        net_pence = excluded.net_pence, fee_pence = excluded.fee_pence, agency_id = excluded.agency_id,
        payroll_company_id = excluded.payroll_company_id, batch_id = excluded.batch_id, updated_at = now()
      returning (xmax = 0) as inserted
    )
    select count(*) filter (where inserted)::int as added, count(*) filter (where not inserted)::int as updated from saved`);
  return rowsOf<{ added: number; updated: number }>(result)[0]!;
}

/** A record already held for a worker and pay date of the file, under another week ending. */
export type RecordElsewhere = { workerId: number; payDate: string; weekEnding: string };

/**
 * The file's (worker, pay date) pairs that another week ending already holds, through the unique
 * index on (worker_id, pay_date): saving them would move those records out of their week.
 */
export async function findRecordsInOtherWeeks(
  db: DbOrTx,
  weekEnding: string,
  pairs: readonly { worker_id: number; pay_date: string }[],
): Promise<RecordElsewhere[]> {
  if (pairs.length === 0) return [];
  const result = await db.execute(sql`
    select r.worker_id as "workerId", r.pay_date::text as "payDate", r.week_ending::text as "weekEnding"
    from json_to_recordset(${JSON.stringify(pairs)}::json) as f(worker_id integer, pay_date date)
    join payroll_records r on r.worker_id = f.worker_id and r.pay_date = f.pay_date
    where r.week_ending <> ${weekEnding}::date`);
  return rowsOf<RecordElsewhere>(result);
}
