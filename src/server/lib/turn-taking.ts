import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

/**
 * Turn taking between long work done in chunks and the requests of other users
 * (docs/decisions/0019-import-writes-in-chunks.md). PGlite serves one query at a time, in turn: a
 * request of several queries (the worker list makes several) waits a whole chunk for each unless the
 * long work pauses between chunks. The pause is paid only when someone else is there to use it: a
 * request arrived within RECENT_ARRIVAL_MS. PostgreSQL serves requests beside the work, so there it
 * never pauses.
 */
export type TurnTaking = {
  /** Called when a request arrives (the app's onRequest hook). */
  arrived: () => void;
  /** Between two chunks of long work: a pause (`pauseMs`) when others are about on PGlite, else the next turn of the event loop. */
  between: (pauseMs?: number) => Promise<void>;
};

/** How recent an arrival counts as someone waiting; lists are asked every few seconds at most while working. */
export const RECENT_ARRIVAL_MS = 1_000;
/** Long enough for a request of several queries to pass whole (measured in ADR 0019). */
export const CHUNK_PAUSE_MS = 50;

type Clock = { now: () => number; pause: (ms: number) => Promise<unknown> };
const realClock: Clock = { now: Date.now, pause: (ms) => sleep(ms) };

export function createTurnTaking(engine: 'pglite' | 'postgres', { now, pause }: Clock = realClock): TurnTaking {
  let lastArrival = Number.NEGATIVE_INFINITY;
  return {
    arrived() {
      lastArrival = now();
    },
    async between(pauseMs = CHUNK_PAUSE_MS) {
      if (engine === 'pglite' && now() - lastArrival < RECENT_ARRIVAL_MS) await pause(pauseMs);
      else await nextTurn();
    },
  };
}

/**
 * A lookup of many keys as several queries of `size` keys, with a turn for others between two
 * (`between`); without `between` (inside a transaction, which holds the database anyway) one query.
 */
export async function inParts<T, R>(
  items: readonly T[],
  size: number,
  find: (part: readonly T[]) => Promise<R[]>,
  between?: () => Promise<void>,
): Promise<R[]> {
  if (!between) return find(items);
  const found: R[] = [];
  for (let from = 0; from < items.length; from += size) {
    if (from > 0) await between();
    found.push(...(await find(items.slice(from, from + size))));
  }
  return found;
}
