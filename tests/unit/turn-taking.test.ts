import { describe, expect, it } from 'vitest';
import {
  CHUNK_PAUSE_MS,
  createTurnTaking,
  MAX_GIVE_WAY_MS,
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
  it('on PGlite pauses briefly after a recent arrival once it has ended', async () => {
    const { clock, ...c } = testClock();
    const turns = createTurnTaking('pglite', c);
    turns.started()();
    clock.time += RECENT_ARRIVAL_MS - 1;
    await turns.between();
    await turns.between(100);
    expect(clock.pauses).toEqual([CHUNK_PAUSE_MS, 100]);
  });

  it('on PGlite does not pause before anyone arrived, nor when nobody arrived lately', async () => {
    const { clock, ...c } = testClock();
    const turns = createTurnTaking('pglite', c);
    await turns.between();
    turns.started()();
    clock.time += RECENT_ARRIVAL_MS;
    await turns.between();
    expect(clock.pauses).toEqual([]);
  });

  it.each(['pglite', 'postgres'] as const)(
    'on %s waits while a request is in flight, and goes on when the last one ends',
    async (engine) => {
      const { clock: _clock, ...c } = testClock();
      const turns = createTurnTaking(engine, c);
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
    },
  );

  it('waits at most MAX_GIVE_WAY_MS for a request that does not end', async () => {
    const { clock, ...c } = testClock();
    const turns = createTurnTaking('postgres', c);
    turns.started();
    const waiting = turns.between();
    expect(clock.pauses).toEqual([MAX_GIVE_WAY_MS]);
    clock.endGiveWay();
    await waiting;
  });

  it('on PostgreSQL never pauses when nobody is in flight: requests are served beside the work', async () => {
    const { clock, ...c } = testClock();
    const turns = createTurnTaking('postgres', c);
    turns.started()();
    await turns.between();
    expect(clock.pauses).toEqual([]);
  });
});
