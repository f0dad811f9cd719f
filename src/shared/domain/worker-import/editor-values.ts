import { shownValue } from './cell-reading.ts';
import type { ImportPlan } from './row-cleaning.ts';

/**
 * What a review cell's editor opens on (issue 24): the value the import reads from the cell, by
 * the same readers cleanImportRow uses (a date serial 25569 -> 01/01/1970, a sort code 200000 ->
 * 20-00-00, a choice by its label -> its value), dates DD/MM/YYYY as the worker form shows them.
 * Only the mapped cells whose reading differs from the cell are listed (column index -> value).
 */
export function editorValues(plan: ImportPlan, cells: readonly string[]): Record<number, string> {
  const values: Record<number, string> = {};
  for (const { index, field, read } of plan.columns) {
    const cell = (cells[index] ?? '').trim();
    if (cell === '' || !read) continue;
    const shown = shownValue(field, read(cell).value);
    if (shown !== cell) values[index] = shown;
  }
  return values;
}
