import { PAYROLL_MAX_FINDINGS, type PayrollReconciliation } from '../../../shared/api/payroll.ts';
import { isWithinAgencyScope, type AgencyScope } from '../../../shared/domain/agency-scope.ts';
import {
  averageOfPaidWeeks,
  findVariances,
  reconciliationWeeks,
  VARIANCE_THRESHOLD_PERCENT,
  type WeekFigures,
} from '../../../shared/domain/payroll-reconciliation.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { CheckedRow } from './payroll-checks.ts';
import * as repo from './payroll-reconciliation.repository.ts';

type Named = { niNumber: string; firstName: string; lastName: string; agencyId: number | null };

const pounds = (pence: number) => pence / 100;
/** One collator for every comparison: localeCompare with a locale builds one per call, slow over 50,000 names. */
const collator = new Intl.Collator('en-GB');
const byName = (a: Named, b: Named) =>
  collator.compare(a.lastName, b.lastName) || collator.compare(a.firstName, b.firstName);

/**
 * The file against the previous weeks, before anything is saved (docs/domain.md "Payroll"): its
 * workers and gross pay, last week's and the 4-week average, the variances, who was paid last
 * week and is missing, who is new, and what the week ending already holds. A worker is named only
 * within the user's agency scope (the uploader holds the payroll permission: staff, who see all).
 */
export async function reconcileUpload(
  db: DbOrTx,
  upload: { weekEnding: string; rows: readonly CheckedRow[]; scope: AgencyScope },
): Promise<PayrollReconciliation> {
  const { thisWeek, previous } = reconciliationWeeks(upload.weekEnding);
  const previousFigures: WeekFigures[] = [];
  for (const week of previous) previousFigures.push(await repo.weekFigures(db, week));
  const lastWeekFigures = previousFigures[0]!.headcount > 0 ? previousFigures[0]! : null;
  const average = averageOfPaidWeeks(previousFigures);

  const fileWorkers = new Map<number, Named>();
  let grossPence = 0;
  for (const row of upload.rows) {
    fileWorkers.set(row.worker.id, row.worker);
    grossPence += row.grossPence;
  }
  const file: WeekFigures = { headcount: fileWorkers.size, grossPence };

  const paidLastWeek = new Set(lastWeekFigures ? await repo.paidWorkerIds(db, previous[0]!) : []);
  const missingIds = [...paidLastWeek].filter((id) => !fileWorkers.has(id));
  const missing = await repo.namedWorkers(db, missingIds, PAYROLL_MAX_FINDINGS);
  const fresh = lastWeekFigures
    ? [...fileWorkers].filter(([id]) => !paidLastWeek.has(id)).map(([, worker]) => worker)
    : [];
  fresh.sort(byName);
  const shown = (worker: Named) => ({
    niNumber: worker.niNumber,
    name: isWithinAgencyScope(upload.scope, worker.agencyId) ? `${worker.firstName} ${worker.lastName}`.trim() : null,
  });

  const existing = await repo.weekEndingTotals(db, upload.weekEnding);
  return {
    thresholdPercent: VARIANCE_THRESHOLD_PERCENT,
    thisWeek: { ...thisWeek, headcount: file.headcount, grossPay: pounds(file.grossPence) },
    lastWeek: lastWeekFigures
      ? { ...previous[0]!, headcount: lastWeekFigures.headcount, grossPay: pounds(lastWeekFigures.grossPence) }
      : null,
    fourWeekAverage: average
      ? {
          from: previous.at(-1)!.from,
          to: previous[0]!.to,
          weeks: average.weeks,
          headcount: Math.round(average.headcount * 10) / 10,
          grossPay: pounds(average.grossPence),
        }
      : null,
    variances: findVariances({ file, lastWeek: lastWeekFigures, average, missingCount: missingIds.length }),
    missingCount: missingIds.length,
    missingWorkers: missing.map(shown),
    newCount: fresh.length,
    newWorkers: fresh.slice(0, PAYROLL_MAX_FINDINGS).map(shown),
    existingWeek:
      existing.records > 0
        ? { weekEnding: upload.weekEnding, records: existing.records, grossPay: pounds(existing.grossPence) }
        : null,
  };
}
