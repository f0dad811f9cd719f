import type { Row } from './types.ts';

const figure = (value: number | null) =>
  value === null ? '-' : value >= 100 ? String(Math.round(value)) : value.toFixed(1);

/**
 * The verdict on a row with a target: the judged figure (median by default) must stay under it,
 * or reach it when the target is a floor (atLeast).
 */
export function verdict(row: Row): string {
  if (row.target === undefined) return '';
  const value = row.judged ? row[row.judged] : row.median;
  if (value === null || value === undefined) return 'n/a';
  return (row.atLeast ? value >= row.target : value < row.target) ? 'ok' : 'MISSED';
}

/** The p99 and max columns appear only when a row has them (the load benchmark). */
export function formatTable(rows: Row[]): string {
  const tails = rows.some((r) => r.p99 !== undefined || r.max !== undefined);
  const header = [
    'benchmark',
    'metric',
    'runs',
    'median',
    'p95',
    ...(tails ? ['p99', 'max'] : []),
    'unit',
    'target',
    'result',
    'note',
  ];
  const lines = rows.map((r) => [
    r.benchmark,
    r.metric,
    String(r.runs),
    figure(r.median),
    figure(r.p95),
    ...(tails ? [figure(r.p99 ?? null), figure(r.max ?? null)] : []),
    r.unit,
    r.target === undefined
      ? ''
      : `${r.judged ?? (r.runs > 1 ? 'median' : 'value')} ${r.atLeast ? '>=' : '<'} ${r.target}`,
    verdict(r),
    r.note ?? '',
  ]);
  const lastFigure = tails ? 6 : 4;
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    cells
      .map((c, i) => (i >= 2 && i <= lastFigure ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}
