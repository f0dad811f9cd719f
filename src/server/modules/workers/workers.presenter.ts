import type { Worker } from '../../../shared/api/workers.ts';
import { bankDetailsWarning } from '../../../shared/domain/bank-check.ts';
import { workerTextFields } from '../../../shared/domain/worker-fields.ts';
import { standingOn, type RtwStanding } from '../../../shared/domain/right-to-work.ts';
import type { WorkerStatus } from '../../../shared/domain/worker-status.ts';
import type { ListedWorker } from './workers.repository.ts';

/**
 * The worker's right-to-work standing on `today` from what its row keeps (docs/domain.md,
 * "Right-to-work checks"): whether it has a passing check and that check's follow-up date, read by
 * the shared rule (standingOn).
 */
export function rtwStandingOfWorker(
  row: { rtwChecked: boolean; rtwFollowUpDate: string | null; rtwReviewNeeded: boolean },
  today: string,
): RtwStanding {
  return standingOn(
    { checked: row.rtwChecked, followUpDate: row.rtwFollowUpDate, reviewNeeded: row.rtwReviewNeeded },
    today,
  );
}

/**
 * The worker answer (docs/domain.md): every field plus nested agency and payroll company names, any
 * warnings, and the right-to-work standing on `today` (YYYY-MM-DD, London, from the app's clock).
 */
export function toWorker(row: ListedWorker, today: string): Worker {
  const rtw = rtwStandingOfWorker(row, today);
  // A plain loop: twenty of these per list page, and the entries/fromEntries copies showed in its profile.
  const text = {} as Record<(typeof workerTextFields)[number], string | null>;
  for (const field of workerTextFields) text[field] = row[field] ?? null;
  const warning = bankDetailsWarning(row.sortCode, row.accountNumber);
  return {
    id: row.id,
    ...text,
    agencyId: row.agencyId,
    payrollCompanyId: row.payrollCompanyId,
    completionPercentage: row.completionPercentage,
    authorised: row.authorised,
    authorisedAt: row.authorisedAt?.toISOString() ?? null,
    addedVia: row.addedVia,
    status: row.status as WorkerStatus,
    agency: row.agencyId !== null && row.agencyName !== null ? { id: row.agencyId, name: row.agencyName } : null,
    payrollCompany:
      row.payrollCompanyId !== null && row.payrollCompanyName !== null
        ? { id: row.payrollCompanyId, name: row.payrollCompanyName }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    warnings: warning ? [warning] : [],
    rtwStatus: rtw.status,
    rtwFollowUpDate: rtw.followUpDate,
    rtwReviewNeeded: rtw.reviewNeeded,
  };
}
