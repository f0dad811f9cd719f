import type { PayrollBatch } from '../../../../shared/api/payroll.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * What an upload confirmed (docs/domain.md "Payroll", reconciliation): the differences from the
 * previous weeks and what it did with a week that had records; a dash for a plain week.
 */
export function batchChecks({ variances, existingWeek, replaced }: PayrollBatch): string {
  const parts = [
    variances.length > 0 ? `${plural(variances.length, 'difference')} confirmed` : '',
    existingWeek === 'replace' ? `replaced ${plural(replaced, 'record')}` : '',
    existingWeek === 'add' ? 'added to the week' : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : '—';
}
