import crypto from 'node:crypto';
import type { FastifyBaseLogger as Logger } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { rateLimitHits } from '../db/schema/index.ts';

/** One hit counted: the hits in the current window (this one included) and when that window ends. */
export type CountedHit = { hits: number; windowEndsAt: Date };

/**
 * Counts one hit on `key` in one statement (docs/domain.md, "Several instances"): a new row, or one
 * more hit in a window that has not ended, or a new window of one hit when it has. The upsert takes
 * the row's lock, so hits from any number of instances at once each see the others' counts.
 */
export async function countHit(db: DbOrTx, key: string, windowMs: number, now: Date): Promise<CountedHit> {
  const ended = sql`${rateLimitHits.windowEndsAt} <= ${now}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowEndsAt: new Date(now.getTime() + windowMs), hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        windowEndsAt: sql`CASE WHEN ${ended} THEN excluded.window_ends_at ELSE ${rateLimitHits.windowEndsAt} END`,
      },
    })
    .returning({ hits: rateLimitHits.hits, windowEndsAt: rateLimitHits.windowEndsAt });
  return row!;
}

/**
 * Removes the rows whose window ended before `before`: they say nothing any more (the next hit on
 * such a key starts a new window anyway). One indexed delete; the store runs it now and then, and a
 * nightly job may call it too. Answers how many rows went.
 */
export async function sweepRateLimitHits(db: DbOrTx, before: Date): Promise<number> {
  const removed = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowEndsAt, before))
    .returning({ key: rateLimitHits.key });
  return removed.length;
}

/** A route's counters are kept apart from another's; the stored key is a hash, never the address. */
export const rateLimitKey = (route: string, address: string) =>
  crypto.createHash('sha256').update(`rate-limit\u0000${route}\u0000${address}`).digest('hex');

/** How often one instance sweeps ended windows, at most (on a hit, after the answer's count). */
const SWEEP_EVERY_MS = 15 * 60 * 1000;

export type RateLimitStoreOptions = {
  db: Db;
  log: Logger;
  /** The clock of the windows (tests move it); the time of day otherwise. */
  now?: (() => Date) | undefined;
};

type RouteInfo = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A @fastify/rate-limit store (its documented `store` option: a class with `incr` and `child`)
 * counting in PostgreSQL, so that the public-form limits hold across every instance behind a load
 * balancer (docs/domain.md, "Several instances"). Each route gets a child store whose keys carry the
 * route. A failed count rejects the request like any database error (503 when the database is gone).
 */
export function postgresRateLimitStore(options: RateLimitStoreOptions): FastifyRateLimitStoreCtor {
  const now = options.now ?? (() => new Date());
  let lastSweep = 0;
  const sweepNowAndThen = (at: Date) => {
    if (at.getTime() - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = at.getTime();
    sweepRateLimitHits(options.db, at).catch((error: unknown) =>
      options.log.warn({ err: error }, 'rate limit sweep failed'),
    );
  };

  class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _globalOptions: unknown,
      private readonly route = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const at = now();
      countHit(options.db, rateLimitKey(this.route, key), timeWindow, at).then(
        (counted) => {
          callback(null, { current: counted.hits, ttl: Math.max(0, counted.windowEndsAt.getTime() - at.getTime()) });
          sweepNowAndThen(at);
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const info = (routeOptions as RouteInfo).routeInfo;
      const method = [info?.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(undefined, `${method} ${info?.url ?? ''}`);
    }
  }
  return PostgresRateLimitStore;
}
