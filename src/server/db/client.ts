import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { within } from '../lib/within.ts';
import { PGliteThread } from './pglite-thread.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** One type for both drivers: repositories never know which engine runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A repository takes either the database or a transaction. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  engine: 'postgres' | 'pglite';
  /** PostgreSQL's connection string (the job queue opens its own pool on it); undefined on PGlite. */
  connectionString: string | undefined;
  /** Applies the migrations of `folder` not yet applied (default drizzle/; a restore passes a shorter journal). */
  migrate: (folder?: string) => Promise<void>;
  close: () => Promise<void>;
  /** PostgreSQL only: a new connection of its own, outside the pool (the events' LISTEN, lib/events.ts). */
  newClient?: () => pg.Client;
  /**
   * Resolves when the database answers `select 1` within `timeoutMs` (the readiness check,
   * lib/readiness.ts). On PostgreSQL it goes through one connection of its own, so a pool busy with
   * long queries is not taken for a dead database, and a dead one never holds a pooled connection.
   */
  ping: (timeoutMs: number) => Promise<void>;
  /** What the metrics show of the connections (lib/metrics.ts): the pool's, or PGlite's queue of queries. */
  stats: () => DatabaseStats;
  /**
   * PGlite only (one connection): long work's queries go one at a time, each when `turn` resolves
   * (src/server/db/pglite-thread.ts). PostgreSQL serves other users beside long work on connections of their own.
   */
  queueLongWorkBehind?: (turn: () => Promise<void>) => void;
};

export type DatabaseStats =
  { engine: 'postgres'; total: number; idle: number; waiting: number } | { engine: 'pglite'; queued: number };

export const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

export type DatabaseOptions = {
  databaseUrl?: string | undefined;
  /** Folder for PGlite's files; 'memory://' keeps it in memory (tests). */
  pgliteDir?: string;
  /**
   * A PGlite dump (.tar of dumpDataDir) to start from instead of an empty cluster, which PGlite
   * takes seconds to create: tests start each in-memory database from one migrated once (tests/setup).
   */
  pgliteLoadDataDir?: string | undefined;
  /**
   * Called when an idle pooled connection dies (server restart, terminated backend). The pool
   * drops that connection and opens a new one on demand; without a handler pg would crash the process.
   */
  onIdleError?: (error: Error) => void;
};

/** The advisory lock that one migrating instance holds (any number, the same for every instance). */
const MIGRATION_LOCK = 7_240_211;

/**
 * Instances started together apply the migrations once (docs/domain.md, "Several instances"): each
 * takes the advisory lock on a connection of its own; the first applies what is missing, the others
 * wait, then find the migrations table complete and apply nothing.
 */
async function migrateUnderLock(pool: pg.Pool, folder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: folder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

export function openDatabase(options: DatabaseOptions): Database {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    pool.on('error', options.onIdleError ?? ((error) => console.warn(`database connection lost: ${error.message}`)));
    // A connection lost while checked out (mid-query, or between a transaction's queries) is also an
    // 'error' event on its client, which would end the process without a listener (issue 7). The query
    // rejects with the cause and the request answers 503 (error handler); on release the pool drops
    // the dead client and opens a new one on demand, so this listener has nothing more to do.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const pinger = pingPool(options.databaseUrl);
    return {
      db,
      engine: 'postgres',
      connectionString: options.databaseUrl,
      migrate: (folder = migrationsFolder) => migrateUnderLock(pool, folder),
      close: async () => {
        await pinger.close();
        await pool.end();
      },
      newClient: () => new pg.Client({ connectionString: options.databaseUrl, keepAlive: true }),
      ping: pinger.ping,
      stats: () => ({ engine: 'postgres', total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) fs.mkdirSync(dir, { recursive: true });
  // PGlite runs in its own thread (docs/decisions/0010-pglite-in-a-worker-thread.md); Drizzle's driver sees the calls it makes of PGlite.
  const client = new PGliteThread(dir, { loadDataDir: options.pgliteLoadDataDir });
  const db = drizzlePglite(client as unknown as PGlite, { schema }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    connectionString: undefined,
    migrate: (folder = migrationsFolder) => migratePglite(db as never, { migrationsFolder: folder }),
    close: () => client.close(),
    ping: async (timeoutMs) => {
      await within(client.query('select 1'), timeoutMs);
    },
    stats: () => ({ engine: 'pglite', queued: client.queued }),
    queueLongWorkBehind: (turn) => client.queueLongWorkBehind(turn),
  };
}

/**
 * The readiness check's own connection (at most one, outside the pool of 10): opening it and each
 * query are bounded by the caller's timeout, and a connection the server dropped is replaced on the
 * next check. Opened on the first check only.
 */
function pingPool(connectionString: string) {
  let pool: pg.Pool | undefined;
  const open = (timeoutMs: number) => {
    if (pool) return pool;
    pool = new pg.Pool({
      connectionString,
      max: 1,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      idleTimeoutMillis: 60_000,
      keepAlive: true,
    });
    // A dropped idle connection (restart, failover) is removed by the pool; nothing to do here.
    pool.on('error', () => {});
    pool.on('connect', (c) => c.on('error', () => {}));
    return pool;
  };
  return {
    ping: async (timeoutMs: number) => {
      await within(open(timeoutMs).query('select 1'), timeoutMs);
    },
    close: async () => {
      await pool?.end().catch(() => undefined);
    },
  };
}
