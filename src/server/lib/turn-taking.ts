import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';

/**
 * Turn taking between long work done in chunks and the requests of other users
 * (docs/decisions/0019-import-writes-in-chunks.md, docs/decisions/0025-long-work-gives-way.md).
 * Long work (an import, a payroll upload's check, a report) calls `between` between two chunks.
 * While another user's request is in flight, `between` waits until none is (at most MAX_GIVE_WAY_MS),
 * on both engines: the request then runs its queries and its code without a chunk in the way, so it
 * waits for at most the one chunk already under way. Requests of long work (routes marked
 * `longWork`, and streams) are not counted, or two of them would wait for each other. Then, when a
 * request arrived lately (RECENT_ARRIVAL_MS), the work pauses briefly, so the next request of a
 * screen gets in before the next chunk (PGlite serves one query at a time) and finds the cores free
 * (PostgreSQL serves it beside the work, on the same few cores); otherwise the work goes on at the
 * next turn of the event loop.
 */
export type TurnTaking = {
  /** A request that is not long work arrived (the app's onRequest hook); call the answer when it has ended. */
  started: () => () => void;
  /**
   * Between two chunks of long work: gives way to requests in flight, or pauses (`pauseMs`) after a
   * recent arrival; 0 for work that holds only the event loop (parsing), not the database.
   */
  between: (pauseMs?: number) => Promise<void>;
  /**
   * Resolves at once when no other user's request is in flight, else when none is (at most
   * MAX_GIVE_WAY_MS): the turn each of long work's queries waits for on PGlite (src/server/db/pglite-thread.ts).
   */
  clear: () => Promise<void>;
  /** Whether another user's request is in flight or arrived lately (RECENT_ARRIVAL_MS): long work then keeps its chunks short. */
  othersAbout: () => boolean;
  /** Milliseconds since another user's request last arrived (0 while one is in flight; Infinity before the first). */
  quietFor: () => number;
};

/** How recent an arrival counts as someone about; lists are asked every few seconds at most while working. */
export const RECENT_ARRIVAL_MS = 1_000;
/** The pause after a recent arrival with nobody in flight: room for the next request of a screen. */
export const CHUNK_PAUSE_MS = 10;
/** The longest long work waits for requests in flight (a slow request must not stop it). */
export const MAX_GIVE_WAY_MS = 250;

type Clock = { now: () => number; pause: (ms: number) => Promise<unknown> };
const realClock: Clock = { now: Date.now, pause: (ms) => sleep(ms) };

export function createTurnTaking({ now, pause }: Clock = realClock): TurnTaking {
  let lastArrival = Number.NEGATIVE_INFINITY;
  let inFlight = 0;
  const waiting = new Set<() => void>();
  const nobodyInFlight = () =>
    new Promise<void>((resolve) => {
      waiting.add(resolve);
    });
  return {
    started() {
      lastArrival = now();
      inFlight += 1;
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        inFlight -= 1;
        if (inFlight > 0) return;
        for (const resolve of waiting) resolve();
        waiting.clear();
      };
    },
    othersAbout: () => inFlight > 0 || now() - lastArrival < RECENT_ARRIVAL_MS,
    quietFor: () => (inFlight > 0 ? 0 : now() - lastArrival),
    clear: async () => {
      if (inFlight > 0) await Promise.race([nobodyInFlight(), pause(MAX_GIVE_WAY_MS)]);
    },
    async between(pauseMs = CHUNK_PAUSE_MS) {
      const gaveWay = inFlight > 0;
      if (gaveWay) await Promise.race([nobodyInFlight(), pause(MAX_GIVE_WAY_MS)]);
      // Then room for the next request of the same screen, which is often on its way.
      if (pauseMs > 0 && now() - lastArrival < RECENT_ARRIVAL_MS) await pause(pauseMs);
      else if (!gaveWay) await nextTurn();
    },
  };
}

/** The database time a chunk of long work aims at while others are about: what a request may wait behind it. */
export const CHUNK_TARGET_MS = 6;
/** The fewest rows a chunk shrinks to, so the work still moves when the database is slow. */
export const MIN_CHUNK_ROWS = 10;

/**
 * The rows of long work's next chunk (docs/decisions/0025-long-work-gives-way.md): `configured`
 * while nobody else is about; while others are, as many as take about CHUNK_TARGET_MS at `msPerRow`
 * (the work's own pace), between MIN_CHUNK_ROWS and `configured`.
 */
export function nextChunkRows(configured: number, msPerRow: number | undefined, othersAbout: boolean): number {
  if (!othersAbout || msPerRow === undefined) return configured;
  const fitting = msPerRow <= 0 ? configured : Math.floor(CHUNK_TARGET_MS / msPerRow);
  return Math.max(Math.min(MIN_CHUNK_ROWS, configured), Math.min(configured, fitting));
}

/**
 * The pace of a piece of long work: the fastest milliseconds per row of its chunks so far. A chunk
 * timed while it waited behind other requests (PGlite serves one at a time) only looks slower,
 * never faster, so the fastest is the work's own pace; the next chunk is sized from it.
 */
export function chunkPace() {
  let msPerRow: number | undefined;
  return {
    record(rows: number, ms: number) {
      if (rows <= 0) return;
      const pace = ms / rows;
      if (msPerRow === undefined || pace < msPerRow) msPerRow = pace;
    },
    nextRows: (configured: number, othersAbout: boolean) => nextChunkRows(configured, msPerRow, othersAbout),
  };
}

/**
 * Writes `items` in chunks of at most `configured` (sized by their pace while others are about),
 * with a turn for others between two; without `turns` (inside a transaction, which holds the
 * database anyway) in one write. `pace` carries the work's pace over several calls (an upload's
 * batches), so only its first chunk is written without one.
 */
export async function inTimedChunks<T>(
  items: readonly T[],
  configured: number,
  write: (chunk: readonly T[]) => Promise<void>,
  turns?: Pick<TurnTaking, 'between' | 'othersAbout'>,
  pace = chunkPace(),
): Promise<void> {
  if (!turns) return write(items);
  for (let from = 0; from < items.length;) {
    if (from > 0) await turns.between();
    const chunk = items.slice(from, from + pace.nextRows(configured, turns.othersAbout()));
    const started = performance.now();
    await write(chunk);
    pace.record(chunk.length, performance.now() - started);
    from += chunk.length;
  }
}

/**
 * A lookup of many keys as several queries of at most `size` keys (fewer while others are about:
 * inTimedChunks), with a turn for others between two; without `turns` (inside a transaction, which
 * holds the database anyway) one query.
 */
export async function inParts<T, R>(
  items: readonly T[],
  size: number,
  find: (part: readonly T[]) => Promise<R[]>,
  turns?: Pick<TurnTaking, 'between' | 'othersAbout'>,
): Promise<R[]> {
  const found: R[] = [];
  await inTimedChunks(items, size, async (part) => void found.push(...(await find(part))), turns);
  return found;
}
