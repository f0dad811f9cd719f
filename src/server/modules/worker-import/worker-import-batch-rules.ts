import { IMPORT_UNDO_DAYS } from '../../../shared/api/worker-import.ts';
import { agencyScopeOf } from '../../../shared/domain/agency-scope.ts';
import { hasPermission } from '../../../shared/domain/permissions.ts';

/**
 * Who sees which import batches (docs/domain.md "Bulk worker import"): an administrator every
 * batch; a client user its agency's (whoever of the agency imported); anyone else its own.
 */
export type BatchVisibility =
  { kind: 'all' } | { kind: 'agency'; agencyId: number } | { kind: 'own'; userId: number } | { kind: 'none' };

export function batchVisibilityOf(user: { id: number; role: string; agencyId: number | null }): BatchVisibility {
  const scope = agencyScopeOf(user);
  if (scope.kind === 'agency') return { kind: 'agency', agencyId: scope.agencyId };
  if (scope.kind === 'none') return { kind: 'none' };
  return hasPermission(user.role, 'admin') ? { kind: 'all' } : { kind: 'own', userId: user.id };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Undo is possible within IMPORT_UNDO_DAYS of the import, once (docs/domain.md). */
export function undoRefusal(
  batch: { createdAt: Date; undoneAt: Date | null },
  now: Date,
): 'undone' | 'too-late' | null {
  if (batch.undoneAt) return 'undone';
  return now.getTime() - batch.createdAt.getTime() > IMPORT_UNDO_DAYS * DAY_MS ? 'too-late' : null;
}

/** The Complete step's sentence, e.g. '12 workers added to Pending, 2 updated, 1 skipped'. */
export function importNote(counts: { created: number; updated: number; skipped: number }): string {
  const added = `${counts.created} worker${counts.created === 1 ? '' : 's'} added to Pending`;
  return `${added}, ${counts.updated} updated, ${counts.skipped} skipped`;
}
