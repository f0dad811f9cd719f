import type { Worker } from '../../../shared/api/workers.ts';
import { bankDetailsWarning } from '../../../shared/domain/bank-check.ts';
import { workerTextFields } from '../../../shared/domain/worker-fields.ts';
import type { WorkerStatus } from '../../../shared/domain/worker-status.ts';
import type { ListedWorker } from './workers.repository.ts';

/** The worker answer (docs/domain.md): every field plus nested agency and payroll company names, and any warnings. */
export function toWorker(row: ListedWorker): Worker {
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
  };
}
