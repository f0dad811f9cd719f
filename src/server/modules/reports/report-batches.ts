import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/json-rows.ts';
import { chunkPace, type TurnTaking } from '../../lib/turn-taking.ts';

/** Conditions joined with and; none is true. */
export function allOf(conditions: (SQL | undefined | false)[]): SQL {
  const present = conditions.filter((c): c is SQL => !!c);
  return present.length === 0 ? sql`true` : sql.join(present, sql` and `);
}

/** A field of a report row: its name in the row and the SQL that reads it. */
export type RowField = readonly [name: string, expression: SQL];

/**
 * One batch as one JSON text built by the database, each row an array of its fields' values: the
 * drivers decode dozens of fields a row one by one, which costs more than the query on PGlite,
 * while JSON.parse reads a batch in milliseconds (the worker export's finding), and arrays spare
 * the database and the parser the field names of every row. `rest` is the query after its select
 * list (from ... where ... order by ... limit); rows come in its order (an aggregate over a sorted
 * subquery keeps it; keysetBatches checks). With `turns` (long work, outside a transaction), the text
 * waits for other users' requests in flight before it is read: reading a batch is CPU on the event
 * loop, and the batch's answer may come while another request is half way through its queries.
 */
export async function readRowBatch<T>(
  db: DbOrTx,
  fields: readonly RowField[],
  rest: SQL,
  turns?: Pick<ReportTurns, 'between'>,
): Promise<T[]> {
  const list = sql.join(
    fields.map(([, expression]) => expression),
    sql`, `,
  );
  const result = await db.execute(
    sql`select coalesce(json_agg(batch.row), '[]')::text as rows from (select json_build_array(${list}) as row ${rest}) batch`,
  );
  await turns?.between(0);
  const arrays = JSON.parse(rowsOf<{ rows: string }>(result)[0]!.rows) as unknown[][];
  return arrays.map(rowMaker<T>(fields));
}

const rowMakers = new WeakMap<readonly RowField[], (values: unknown[]) => unknown>();

/**
 * A function turning a row's array of values into an object with the fields' names, made once per
 * field list: an object literal of fixed shape builds a million rows in tens of milliseconds, where
 * assigning names in a loop takes ten times as long. The names are the repositories' own constants.
 */
function rowMaker<T>(fields: readonly RowField[]): (values: unknown[]) => T {
  let make = rowMakers.get(fields);
  if (!make) {
    const body = fields.map(([name], i) => `${JSON.stringify(name)}: values[${i}]`).join(', ');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- built from the repositories' constant names, never input
    make = new Function('values', `return { ${body} };`) as (values: unknown[]) => unknown;
    rowMakers.set(fields, make);
  }
  return make as (values: unknown[]) => T;
}

/**
 * Reads rows a batch at a time by keyset (the last row's key; the cost of a batch does not grow
 * with how far the report has got), so the rows never sit in memory together. The next batch is
 * asked for as soon as the current one is in, so the database reads it while the caller writes
 * this one (PGlite runs in its own thread): at most two batches are held. Stopping the iteration
 * stops the reading. With `turns`, each batch after the first waits its turn for other users'
 * requests, and while others are about a batch is as many rows as the reading's own pace reads in
 * about 6 ms (src/server/lib/turn-taking.ts, docs/decisions/0025-long-work-gives-way.md): on
 * PGlite a request waits for the batch being read.
 */
export async function* keysetBatches<T, K>(options: {
  read: (after: K | null, limit: number) => Promise<T[]>;
  keyOf: (row: T) => K;
  compare: (a: K, b: K) => number;
  batchSize: number;
  turns?: ReportTurns | undefined;
}): AsyncGenerator<T[]> {
  const { read, keyOf, compare, batchSize, turns } = options;
  const pace = chunkPace();
  const timedRead = async (after: K | null) => {
    const limit = turns ? pace.nextRows(batchSize, turns.othersAbout()) : batchSize;
    const started = performance.now();
    const rows = await read(after, limit);
    pace.record(rows.length, performance.now() - started);
    return { rows, limit };
  };
  const ask = (after: K | null) => {
    const pending = after !== null && turns ? turns.between().then(() => timedRead(after)) : timedRead(after);
    // Settled in finally when the caller stops early; a failure is rethrown where it is awaited.
    pending.catch(() => undefined);
    return pending;
  };
  let next: ReturnType<typeof ask> | null = ask(null);
  try {
    while (next) {
      const { rows: batch, limit } = await next;
      next = null;
      if (!isAscending(batch, keyOf, compare)) batch.sort((a, b) => compare(keyOf(a), keyOf(b)));
      if (batch.length === limit) next = ask(keyOf(batch[batch.length - 1]!));
      if (batch.length > 0) yield batch;
    }
  } finally {
    await next?.catch(() => undefined);
  }
}

/** What a report's reading needs of turn taking: its turns, and whether others are about. */
export type ReportTurns = Pick<TurnTaking, 'between' | 'othersAbout'>;

function isAscending<T, K>(rows: readonly T[], keyOf: (row: T) => K, compare: (a: K, b: K) => number): boolean {
  for (let i = 1; i < rows.length; i += 1) if (compare(keyOf(rows[i - 1]!), keyOf(rows[i]!)) > 0) return false;
  return true;
}

export const byNumber = (a: number, b: number) => a - b;

/** The London calendar day of an instant column (docs/domain.md), as YYYY-MM-DD. */
export const londonDay = (column: SQL) => sql`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`;
