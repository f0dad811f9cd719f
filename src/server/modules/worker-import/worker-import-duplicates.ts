import { isWithinAgencyScope, type AgencyScope } from '../../../shared/domain/agency-scope.ts';
import { duplicateReasons, inFileDuplicates } from '../../../shared/domain/worker-import/duplicates.ts';
import type { RowMessage } from '../../../shared/domain/worker-import/row-cleaning.ts';

/**
 * Duplicates (docs/domain.md): a row whose NI number or e-mail equals an existing worker's or
 * an earlier row's. A match with an existing worker wins over one with an earlier row, since it is
 * the worker an update would change. For a client user, a match outside its agency is an error
 * that names no one (its worker cannot be updated, and an NI number cannot be taken twice).
 */

export type ExistingWorker = { id: number; agencyId: number | null; niNumber: string | null; email: string | null };

/** The existing workers found for a chunk of rows, by NI number and by e-mail (lowest id first). */
export type ExistingWorkerIndex = { byNi: Map<string, ExistingWorker>; byEmail: Map<string, ExistingWorker[]> };

export function indexExistingWorkers(workers: readonly ExistingWorker[]): ExistingWorkerIndex {
  const byNi = new Map<string, ExistingWorker>();
  const byEmail = new Map<string, ExistingWorker[]>();
  for (const worker of workers) {
    if (worker.niNumber) byNi.set(worker.niNumber, worker);
    if (worker.email) byEmail.set(worker.email, [...(byEmail.get(worker.email) ?? []), worker]);
  }
  return { byNi, byEmail };
}

export type ExistingMatch =
  { kind: 'duplicate'; workerId: number; reason: string } | { kind: 'outside-agency'; error: RowMessage } | null;

/**
 * How a row's keys meet the existing workers the user may see (scope). The NI number decides
 * first: it names one person. An e-mail shared by several workers matches the first in scope.
 */
export function existingMatch(
  index: ExistingWorkerIndex,
  keys: { niKey: string | null; emailKey: string | null },
  scope: AgencyScope,
): ExistingMatch {
  const byNi = keys.niKey === null ? undefined : index.byNi.get(keys.niKey);
  if (byNi) {
    return isWithinAgencyScope(scope, byNi.agencyId)
      ? { kind: 'duplicate', workerId: byNi.id, reason: duplicateReasons.existingNi }
      : { kind: 'outside-agency', error: { field: 'niNumber', message: duplicateReasons.outsideAgency } };
  }
  const byEmail = keys.emailKey === null ? [] : (index.byEmail.get(keys.emailKey) ?? []);
  if (byEmail.length === 0) return null;
  const visible = byEmail.find((worker) => isWithinAgencyScope(scope, worker.agencyId));
  return visible
    ? { kind: 'duplicate', workerId: visible.id, reason: duplicateReasons.existingEmail }
    : { kind: 'outside-agency', error: { field: 'email', message: duplicateReasons.outsideAgency } };
}

export type DuplicatePictureRow = {
  rowIndex: number;
  rowNumber: number;
  niKey: string | null;
  emailKey: string | null;
  /** The existing worker the row matches (its reason stands), or null. */
  duplicateWorkerId: number | null;
  outsideAgencyMatch: boolean;
  duplicateReason: string | null;
};

/** Whether what a row holds about existing workers differs from the match found now. */
export function existingMatchChanged(row: DuplicatePictureRow, match: ExistingMatch): boolean {
  if (match === null) return row.duplicateWorkerId !== null || row.outsideAgencyMatch;
  if (match.kind === 'outside-agency') return !row.outsideAgencyMatch;
  return row.duplicateWorkerId !== match.workerId || row.duplicateReason !== match.reason;
}

/**
 * The rows whose reason must change for the file's current picture (rows in file order): those
 * not matching an existing worker take their in-file reason, or none.
 */
export function duplicateReasonChanges(
  picture: readonly DuplicatePictureRow[],
): { rowIndex: number; reason: string | null }[] {
  const inFile = inFileDuplicates(picture);
  const changes: { rowIndex: number; reason: string | null }[] = [];
  for (const row of picture) {
    if (row.duplicateWorkerId !== null) continue;
    const reason = inFile.get(row.rowIndex) ?? null;
    if (reason !== row.duplicateReason) changes.push({ rowIndex: row.rowIndex, reason });
  }
  return changes;
}
