import { workerListAnswer, type Worker, type WorkerListAnswer } from '../../src/shared/api/workers.ts';
import { workerTextFields } from '../../src/shared/domain/worker-fields.ts';
import { summarise } from './stats.ts';
import type { Benchmark, Row } from './types.ts';

const WARMUP = 10;
const RUNS = 50;

/** A worker as GET /api/workers answers it, every text field filled: the most the contract checks. */
function worker(id: number): Worker {
  const text = Object.fromEntries(workerTextFields.map((field) => [field, `${field} of worker ${id}`]));
  return {
    id,
    ...(text as Record<(typeof workerTextFields)[number], string>),
    agencyId: 1 + (id % 20),
    payrollCompanyId: 1 + (id % 5),
    completionPercentage: 100,
    authorised: true,
    authorisedAt: '2025-01-06T09:30:00.000Z',
    addedVia: 'manual',
    status: 'active',
    agency: { id: 1 + (id % 20), name: 'ACME STAFFING' },
    payrollCompany: { id: 1 + (id % 5), name: 'Payroll Co' },
    createdAt: '2025-01-06T09:30:00.000Z',
    updatedAt: '2025-01-06T09:30:00.000Z',
    warnings: [],
    rtwStatus: 'due',
    rtwFollowUpDate: '2026-09-30',
    rtwReviewNeeded: false,
  };
}

const pageText = (rows: number) => {
  const page: WorkerListAnswer = {
    items: Array.from({ length: rows }, (_, i) => worker(i + 1)),
    total: rows,
    page: 1,
    pageSize: rows,
    counts: { authorised: rows, pending: 0, left: 0, rtwLapsed: 0 },
  };
  return JSON.stringify(page);
};

/** Milliseconds of `fn` on a fresh JSON.parse of `text` each run (the parse itself not timed). */
function timedOnFreshData(text: string, fn: (data: unknown) => unknown): number[] {
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + RUNS; i += 1) {
    const data: unknown = JSON.parse(text);
    const start = performance.now();
    fn(data);
    const time = performance.now() - start;
    if (i >= WARMUP) samples.push(time);
  }
  return samples;
}

/**
 * What the client's answer check costs (docs/decisions/0014-client-parses-answers.md): a worker
 * list page of 100 and of 1,000 rows parsed with its zod contract, beside the JSON.parse every
 * answer already pays. In Node, the engine of the browsers the screens are tested in.
 */
export const answerParsing: Benchmark = {
  name: 'answer-parsing',
  title: 'Parsing a worker list answer with its contract',
  async run() {
    const rows: Row[] = [];
    for (const size of [100, 1000]) {
      const text = pageText(size);
      const note = `${Math.round(text.length / 1000)} kB of JSON`;
      const contract = summarise(timedOnFreshData(text, (data) => workerListAnswer.parse(data)));
      const json = summarise(timedOnFreshData(text, () => JSON.parse(text)));
      rows.push(
        { benchmark: 'answer parsing', metric: `${size} workers: zod parse`, ...contract, unit: 'ms', note },
        { benchmark: 'answer parsing', metric: `${size} workers: JSON.parse`, ...json, unit: 'ms', note },
      );
    }
    return rows;
  },
};
