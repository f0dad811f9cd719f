import { Worker } from 'node:worker_threads';
import { inLongWork } from '../lib/long-work-scope.ts';

/** What Drizzle's PGlite driver passes with a query: the row shape and parsers by type id. */
type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
export type ThreadResults = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type Queryable = { query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<ThreadResults> };
type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };

/** An error from the database thread, rebuilt with PostgreSQL's fields (code, constraint, table...). */
function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(typeof fields.message === 'string' ? fields.message : 'database error');
  Object.assign(error, fields);
  return error;
}

/**
 * PGlite in a worker thread (docs/decisions/0010-pglite-in-a-worker-thread.md): the same calls as the PGlite client that
 * Drizzle's driver makes (query, transaction, close), answered by src/server/db/pglite-worker.mjs.
 * PostgreSQL's work then runs beside the event loop instead of blocking it, so HTTP parsing,
 * serialisation and queries overlap. PGlite stays one connection: a transaction holds it, and
 * other queries wait until it ends, as before.
 */
export class PGliteThread implements Queryable {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private failure: Error | undefined;
  /** Long work's turn (queueLongWorkBehind); until it is set, every query goes at once. */
  private longWorkTurn: (() => Promise<void>) | undefined;
  /** The end of the last long-work query or transaction queued: the next one goes after it. */
  private longWorkLane: Promise<void> = Promise.resolve();

  /** `loadDataDir`: a dump (.tar of PGlite's dumpDataDir) the database starts from instead of an empty cluster. */
  constructor(dir: string, { loadDataDir }: { loadDataDir?: string | undefined } = {}) {
    this.worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dir, loadDataDir } });
    // Like PGlite in the main thread, an idle database does not keep the process alive; a query does.
    this.worker.unref();
    this.worker.on('message', (message: { id: number; result?: unknown; error?: Record<string, unknown> }) => {
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (this.pending.size === 0) this.worker.unref();
      if (message.error) waiting.reject(rebuildError(message.error));
      else waiting.resolve(message.result);
    });
    const fail = (error: Error) => {
      this.failure = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Queries and transaction steps sent and not yet answered (the one running included): the metrics' queue depth. */
  get queued(): number {
    return this.pending.size;
  }

  private call<T>(message: Record<string, unknown>, id = this.nextId++): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<T>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  /**
   * Drizzle's parsers for dates, timestamps and intervals keep their text; functions cannot cross
   * threads, so their type ids go and the thread keeps those types' text itself.
   */
  private send(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number) {
    const wire = options && {
      rowMode: options.rowMode,
      textTypes: options.parsers ? Object.keys(options.parsers).map(Number) : undefined,
    };
    return this.call<ThreadResults>({ op: 'query', sql, params, options: wire, tx });
  }

  /**
   * From now on a query or transaction of long work (lib/long-work-scope.ts) goes one at a time, each
   * when `turn` resolves (no other user's request in flight, or a bounded wait), so another user's
   * query waits for at most the one of long work under way (docs/decisions/0030-long-work-queries-queue-behind-requests.md).
   * The queries inside a transaction go at once: the transaction holds the database anyway.
   */
  queueLongWorkBehind(turn: () => Promise<void>): void {
    this.longWorkTurn = turn;
  }

  private inTurn<T>(run: () => Promise<T>): Promise<T> {
    const turn = this.longWorkTurn;
    if (!turn || !inLongWork()) return run();
    const result = this.longWorkLane.then(async () => {
      await turn();
      return run();
    });
    this.longWorkLane = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults> {
    return this.inTurn(() => this.send(sql, params, options));
  }

  /** BEGIN, fn with a client bound to the transaction, then COMMIT, or ROLLBACK when fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.inTurn(() => this.runTransaction(fn));
  }

  private async runTransaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const txId = this.nextId++;
    await this.call({ op: 'begin' }, txId);
    const tx: Queryable = { query: (sql, params, options) => this.send(sql, params, options, txId) };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      await this.call({ op: 'end', tx: txId, commit: false }).catch(() => {});
      throw error;
    }
    await this.call({ op: 'end', tx: txId, commit: true });
    return result;
  }

  async close(): Promise<void> {
    if (!this.failure) await this.call({ op: 'close' }).catch(() => {});
    await this.worker.terminate();
  }
}
