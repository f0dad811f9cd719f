// The embedded database's thread (docs/decisions/0010-pglite-in-a-worker-thread.md): PGlite runs here, off the event loop of the
// HTTP server; src/server/db/pglite-thread.ts posts it queries and transactions. Plain JavaScript
// so that it starts the same under tsx, vitest and node without a loader.
import { Blob } from 'node:buffer';
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// A dump to start from (workerData.loadDataDir, a .tar of dumpDataDir) skips creating an empty cluster.
const db = new PGlite(workerData.dir, {
  extensions: { pg_trgm },
  ...(workerData.loadDataDir ? { loadDataDir: new Blob([fs.readFileSync(workerData.loadDataDir)]) } : {}),
});
/** Open transactions by id: the PGlite transaction handle and how to end it. */
const transactions = new Map();
const ROLLBACK = Symbol('rollback');
const keepText = (value) => value;

/** Drizzle's parsers keep these types' text (dates, timestamps, intervals); functions cannot cross threads. */
function queryOptions(options) {
  if (!options) return undefined;
  const parsers = options.textTypes ? Object.fromEntries(options.textTypes.map((type) => [type, keepText])) : undefined;
  return { rowMode: options.rowMode, parsers };
}

/** PostgreSQL's fields of an error; never the statement's parameters or options (they hold row values). */
function errorFields(error) {
  if (!error || typeof error !== 'object') return { message: String(error), name: 'Error' };
  const {
    query: _query,
    params: _params,
    queryOptions: _options,
    ...fields
  } = Object.fromEntries(
    Object.entries(error).filter(
      ([, value]) => value === undefined || ['string', 'number', 'boolean'].includes(typeof value),
    ),
  );
  return { ...fields, message: error.message, name: error.name, stack: error.stack };
}

function reply(id, result, error) {
  parentPort.postMessage(error === undefined ? { id, result } : { id, error: errorFields(error) });
}

async function run(target, message) {
  const result = await target.query(message.sql, message.params, queryOptions(message.options));
  return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
}

function begin(id) {
  let started = false;
  // PGlite holds its lock for the whole callback: other queries wait, as on one connection.
  db.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        started = true;
        transactions.set(id, { tx, end: (commit) => (commit ? resolve() : reject(ROLLBACK)) });
        reply(id, null);
      }),
  ).then(
    () => transactions.get(id)?.ended(undefined),
    (error) =>
      started ? transactions.get(id)?.ended(error === ROLLBACK ? undefined : error) : reply(id, undefined, error),
  );
}

function end(message) {
  const open = transactions.get(message.tx);
  if (!open) return reply(message.id, undefined, new Error('no such transaction'));
  open.ended = (error) => {
    transactions.delete(message.tx);
    reply(message.id, null, error);
  };
  open.end(message.commit);
}

parentPort.on('message', (message) => {
  switch (message.op) {
    case 'query': {
      const target = message.tx === undefined ? db : transactions.get(message.tx)?.tx;
      if (!target) return reply(message.id, undefined, new Error('no such transaction'));
      run(target, message).then(
        (result) => reply(message.id, result),
        (error) => reply(message.id, undefined, error),
      );
      return;
    }
    case 'begin':
      return begin(message.id);
    case 'end':
      return end(message);
    case 'close':
      db.close().then(
        () => reply(message.id, null),
        (error) => reply(message.id, undefined, error),
      );
      return;
    default:
      reply(message.id, undefined, new Error(`unknown operation ${message.op}`));
  }
});

// A data folder that cannot be opened fails the first query with PGlite's own error.
db.waitReady.catch(() => {});
