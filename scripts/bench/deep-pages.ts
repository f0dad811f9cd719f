import { sample, summarise } from './stats.ts';
import type { Row } from './types.ts';

/** A deep page may cost at most this many times the first page's p95, in the same run (docs/domain.md, "Paged lists"). */
export const DEEP_PAGE_FACTOR = 1.5;

type DeepPages = {
  benchmark: string;
  /** What the list is, for the metric names ("agencies, 20 a page"). */
  list: string;
  /** The answer of a GET (status 200 required), parsed. */
  getJson: (url: string) => Promise<unknown>;
  /** The list's address for a page number. */
  url: (page: number) => string;
  pageSize: number;
  runs: number;
  warmup: number;
};

/**
 * The first, middle and last page of a paged list, each timed `runs` times: the last (the deepest)
 * is judged by its p95 against DEEP_PAGE_FACTOR times the first page's p95 of the same run, so a
 * list read with OFFSET over whole rows shows up however fast the machine is. The middle page, the
 * one that walks the most of its index (half the list), is shown beside them.
 */
export async function deepPageRows(options: DeepPages): Promise<Row[]> {
  const first = (await options.getJson(options.url(1))) as { total: number };
  const last = Math.max(1, Math.ceil(first.total / options.pageSize));
  const time = (page: number) =>
    sample(options.runs, options.warmup, () => options.getJson(options.url(page))).then(summarise);
  const firstPage = await time(1);
  const rows: Row[] = [
    {
      benchmark: options.benchmark,
      metric: `${options.list}: page 1`,
      ...firstPage,
      unit: 'ms',
      note: 'the reference',
    },
  ];
  const target = Math.round(firstPage.p95 * DEEP_PAGE_FACTOR * 10) / 10;
  const of = (page: number) => `${page.toLocaleString('en-GB')} of ${last.toLocaleString('en-GB')}`;
  const middle = Math.ceil(last / 2);
  rows.push({
    benchmark: options.benchmark,
    metric: `${options.list}: middle page (${of(middle)})`,
    ...(await time(middle)),
    unit: 'ms',
    note: 'shown, not judged: the most a page walks (half the list)',
  });
  rows.push({
    benchmark: options.benchmark,
    metric: `${options.list}: last page (${of(last)})`,
    ...(await time(last)),
    unit: 'ms',
    judged: 'p95',
    target,
    note: `${DEEP_PAGE_FACTOR} x page 1's p95`,
  });
  return rows;
}
