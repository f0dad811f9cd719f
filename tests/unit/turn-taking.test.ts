import { describe, expect, it } from 'vitest';
import { CHUNK_PAUSE_MS, createTurnTaking, RECENT_ARRIVAL_MS } from '../../src/server/lib/turn-taking.ts';

/** A clock the test moves, and the pauses asked of it. */
function testClock() {
  const clock = { time: 10_000, pauses: [] as number[] };
  return {
    clock,
    now: () => clock.time,
    pause: async (ms: number) => void clock.pauses.push(ms),
  };
}

describe('turn taking between chunks of long work', () => {
  it('on PGlite pauses after a recent arrival, so a request of several queries passes whole', async () => {
    const { clock, ...c } = testClock();
    const turns = createTurnTaking('pglite', c);
    turns.arrived();
    clock.time += RECENT_ARRIVAL_MS - 1;
    await turns.between();
    await turns.between(100);
    expect(clock.pauses).toEqual([CHUNK_PAUSE_MS, 100]);
  });

  it('on PGlite does not pause before anyone arrived, nor when nobody arrived lately', async () => {
    const { clock, ...c } = testClock();
    const turns = createTurnTaking('pglite', c);
    await turns.between();
    turns.arrived();
    clock.time += RECENT_ARRIVAL_MS;
    await turns.between();
    expect(clock.pauses).toEqual([]);
  });

  it('on PostgreSQL never pauses: requests are served beside the work', async () => {
    const { clock, ...c } = testClock();
    const turns = createTurnTaking('postgres', c);
    turns.arrived();
    await turns.between();
    expect(clock.pauses).toEqual([]);
  });
});
