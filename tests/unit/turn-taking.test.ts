import { describe, expect, it } from 'vitest';
import {
  CHUNK_PAUSE_MS,
  CHUNK_TARGET_MS,
  chunkPace,
  createTurnTaking,
  inParts,
  inTimedChunks,
  MAX_GIVE_WAY_MS,
  MIN_CHUNK_ROWS,
  nextChunkRows,
  RECENT_ARRIVAL_MS,
} from '../../src/server/lib/turn-taking.ts';

/** A clock the test moves, and the pauses asked of it (a pause of MAX_GIVE_WAY_MS never ends unless told). */
function testClock() {
  const clock = { time: 10_000, pauses: [] as number[], endGiveWay: () => {} };
  return {
    clock,
    now: () => clock.time,
    pause: (ms: number) => {
      clock.pauses.push(ms);
      if (ms !== MAX_GIVE_WAY_MS) return Promise.resolve();
      return new Promise<void>((resolve) => (clock.endGiveWay = resolve));
    },
  };
}

describe('turn taking between chunks of long work', () => {
  it('tells how long the app has been quiet: 0 while a request is in flight, since the last arrival after', () => {
    const { clock, ...c } = testClock();
    const turns = createTurnTaking(c);
    expect(turns.quietFor()).toBe(Number.POSITIVE_INFINITY);
    const ended = turns.started();
    clock.time += 5_000;
    expect(turns.quietFor()).toBe(0);
    ended();
    expect(turns.quietFor()).toBe(5_000);
    clock.time += 60_000;
    expect(turns.quietFor()).toBe(65_000);
  });

  it('pauses briefly after a recent arrival once it has ended (both engines: PGlite serves one query at a time, PostgreSQL shares the cores)', async () => {
    const { clock, ...c } = testClock();
    const turns = createTurnTaking(c);
    turns.started()();
    clock.time += RECENT_ARRIVAL_MS - 1;
    await turns.between();
    await turns.between(100);
    expect(clock.pauses).toEqual([CHUNK_PAUSE_MS, 100]);
  });

  it('does not pause before anyone arrived, nor when nobody arrived lately', async () => {
    const { clock, ...c } = testClock();
    const turns = createTurnTaking(c);
    await turns.between();
    turns.started()();
    clock.time += RECENT_ARRIVAL_MS;
    await turns.between();
    expect(clock.pauses).toEqual([]);
  });

  it('waits while a request is in flight, and goes on when the last one ends', async () => {
    const { clock: _clock, ...c } = testClock();
    const turns = createTurnTaking(c);
    const first = turns.started();
    const second = turns.started();
    let passed = false;
    const waiting = turns.between().then(() => (passed = true));
    first();
    first(); // ending twice counts once
    await Promise.resolve();
    expect(passed).toBe(false);
    second();
    await waiting;
    expect(passed).toBe(true);
  });

  it('waits at most MAX_GIVE_WAY_MS for a request that does not end', async () => {
    const { clock, ...c } = testClock();
    const turns = createTurnTaking(c);
    turns.started();
    const waiting = turns.between();
    expect(clock.pauses).toEqual([MAX_GIVE_WAY_MS]);
    clock.endGiveWay();
    await waiting;
  });
});

describe("long work's turn for each query (clear)", () => {
  it('goes at once when nobody is in flight, even just after an arrival: no pause', async () => {
    const { clock, ...c } = testClock();
    const turns = createTurnTaking(c);
    turns.started()();
    await turns.clear();
    expect(clock.pauses).toEqual([]);
  });

  it('waits while a request is in flight, at most MAX_GIVE_WAY_MS', async () => {
    const { clock, ...c } = testClock();
    const turns = createTurnTaking(c);
    const end = turns.started();
    let passed = false;
    const waiting = turns.clear().then(() => (passed = true));
    await Promise.resolve();
    expect(passed).toBe(false);
    end();
    await waiting;
    turns.started();
    const bounded = turns.clear();
    expect(clock.pauses).toEqual([MAX_GIVE_WAY_MS, MAX_GIVE_WAY_MS]);
    clock.endGiveWay();
    await bounded;
  });
});

describe('others about', () => {
  it('while a request is in flight, and for RECENT_ARRIVAL_MS after one arrived', () => {
    const { clock, ...c } = testClock();
    const turns = createTurnTaking(c);
    expect(turns.othersAbout()).toBe(false);
    const ended = turns.started();
    clock.time += RECENT_ARRIVAL_MS * 5;
    expect(turns.othersAbout()).toBe(true);
    ended();
    expect(turns.othersAbout()).toBe(false);
    turns.started()();
    clock.time += RECENT_ARRIVAL_MS - 1;
    expect(turns.othersAbout()).toBe(true);
    clock.time += 1;
    expect(turns.othersAbout()).toBe(false);
  });
});

describe('the rows of the next chunk', () => {
  it.each([
    { case: 'nobody about: as configured', msPerRow: 0.4, about: false, rows: 100 },
    { case: 'no pace yet: as configured', msPerRow: undefined, about: true, rows: 100 },
    { case: 'others about at 0.4 ms a row: 15 (6 ms)', msPerRow: 0.4, about: true, rows: 15 },
    { case: 'never past the configured rows', msPerRow: 0.01, about: true, rows: 100 },
    { case: 'never under MIN_CHUNK_ROWS', msPerRow: 50, about: true, rows: MIN_CHUNK_ROWS },
    { case: 'a pace of nothing: as configured', msPerRow: 0, about: true, rows: 100 },
  ])('$case', ({ msPerRow, about, rows }) => {
    expect(nextChunkRows(100, msPerRow, about)).toBe(rows);
  });

  it('a configured size below MIN_CHUNK_ROWS stays as configured', () => {
    expect(nextChunkRows(3, 1_000, true)).toBe(3);
  });

  it('aims at CHUNK_TARGET_MS', () => {
    expect(nextChunkRows(10_000, (4 * CHUNK_TARGET_MS) / 1_000, true)).toBe(250);
  });

  it('keeps the fastest pace: a chunk slowed by waiting behind others does not shrink the next', () => {
    const pace = chunkPace();
    expect(pace.nextRows(100, true)).toBe(100);
    pace.record(100, 40); // 0.4 ms a row
    expect(pace.nextRows(100, true)).toBe(15);
    pace.record(15, 60); // waited behind a request: 4 ms a row
    expect(pace.nextRows(100, true)).toBe(15);
    pace.record(15, 1.5); // 0.1 ms a row
    expect(pace.nextRows(100, true)).toBe(60);
    pace.record(0, 0);
    expect(pace.nextRows(100, false)).toBe(100);
  });
});

describe('writing in timed chunks', () => {
  it('writes every item once, in order, in chunks no larger than configured, with a turn between two', async () => {
    const items = Array.from({ length: 95 }, (_, i) => i);
    const chunks: number[][] = [];
    let turns = 0;
    await inTimedChunks(items, 40, async (chunk) => void chunks.push([...chunk]), {
      between: async () => void (turns += 1),
      othersAbout: () => false,
    });
    expect(chunks.map((c) => c.length)).toEqual([40, 40, 15]);
    expect(chunks.flat()).toEqual(items);
    expect(turns).toBe(2);
  });

  it('carries a pace over calls: a second call while others are about starts at the pace, not at the configured size', async () => {
    const pace = chunkPace();
    pace.record(100, 4 * CHUNK_TARGET_MS);
    const chunks: number[] = [];
    await inTimedChunks(
      Array.from({ length: 60 }, (_, i) => i),
      100,
      async (chunk) => void chunks.push(chunk.length),
      { between: async () => undefined, othersAbout: () => true },
      pace,
    );
    // The first chunk at the carried pace; the rest as fast as this test writes them.
    expect(chunks[0]).toBe(25);
    expect(chunks.reduce((a, b) => a + b, 0)).toBe(60);
  });

  it('writes nothing and takes no turn for no items', async () => {
    let calls = 0;
    await inTimedChunks([], 40, async () => void (calls += 1), {
      between: async () => void (calls += 1),
      othersAbout: () => true,
    });
    expect(calls).toBe(0);
  });
});

describe('a lookup in parts', () => {
  it('without turns is one query of every key', async () => {
    const asked: number[][] = [];
    const found = await inParts([1, 2, 3, 4, 5], 2, async (part) => (asked.push([...part]), part.map((n) => n * 10)));
    expect(asked).toEqual([[1, 2, 3, 4, 5]]);
    expect(found).toEqual([10, 20, 30, 40, 50]);
  });

  it('with turns asks parts of at most `size`, answers every result in order, a turn between two', async () => {
    const asked: number[][] = [];
    let turns = 0;
    const found = await inParts([1, 2, 3, 4, 5], 2, async (part) => (asked.push([...part]), part.map((n) => n * 10)), {
      between: async () => void (turns += 1),
      othersAbout: () => false,
    });
    expect(asked).toEqual([[1, 2], [3, 4], [5]]);
    expect(found).toEqual([10, 20, 30, 40, 50]);
    expect(turns).toBe(2);
  });
});
