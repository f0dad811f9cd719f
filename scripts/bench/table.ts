import type { Row } from './types.ts';

const figure = (value: number | null) => (value === null ? '-' : value >= 100 ? String(Math.round(value)) : value.toFixed(1));

/** The verdict on a row with a target: the judged figure (median by default) must stay under it. */
export function verdict(row: Row): string {
  if (row.target === undefined) return '';
  const value = row.judged === 'p95' ? row.p95 : row.median;
  if (value === null) return 'n/a';
  return value < row.target ? 'ok' : 'MISSED';
}

export function formatTable(rows: Row[]): string {
  const header = ['benchmark', 'metric', 'runs', 'median', 'p95', 'unit', 'target', 'result', 'note'];
  const lines = rows.map((r) => [
    r.benchmark,
    r.metric,
    String(r.runs),
    figure(r.median),
    figure(r.p95),
    r.unit,
    r.target === undefined ? '' : `${r.judged ?? (r.runs > 1 ? 'median' : 'value')} < ${r.target}`,
    verdict(r),
    r.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) => cells.map((c, i) => (i >= 2 && i <= 4 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ').trimEnd();
  return [format(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(format)].join('\n');
}
