import type { ImportBatch, UndoAnswer } from '../../../../shared/api/worker-import-answers.ts';
import { countOf } from '../../../components/confirm.tsx';

/** What an undo will do, asked before it runs: 'Undo import of staff.xlsx: delete 3 workers it added and restore 1 it updated?'. */
export function undoQuestion(batch: Pick<ImportBatch, 'fileName' | 'createdWorkers' | 'updatedWorkers'>): string {
  return `Undo import of ${batch.fileName}: delete ${countOf(batch.createdWorkers, 'worker')} it added and restore ${batch.updatedWorkers} it updated?`;
}

/** What an undo did: the counts, and the workers changed since the import, which it left as they are. */
export function undoSummary(answer: UndoAnswer): string {
  const done = `Deleted ${countOf(answer.deletedWorkers, 'worker')}, restored ${countOf(answer.restoredWorkers, 'worker')}.`;
  if (answer.leftAloneCount === 0) return done;
  const names = answer.leftAlone.map((w) => w.name).join(', ');
  const more = answer.leftAloneCount - answer.leftAlone.length;
  const list = more > 0 ? `${names} and ${more} more` : names;
  return `${done} Left alone, changed since the import (${answer.leftAloneCount}): ${list}.`;
}
