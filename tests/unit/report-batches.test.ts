import { describe, expect, it } from 'vitest';
import { CHUNK_TARGET_MS, MIN_CHUNK_ROWS } from '../../src/server/lib/turn-taking.ts';
import { byNumber, keysetBatches } from '../../src/server/modules/reports/report-batches.ts';

// docs/decisions/0025-long-work-gives-way.md: a report reads by keyset, its batches sized by time
// while others are about (at most the configured size), a turn for others before each but the first.
const ids = Array.from({ length: 5_000 }, (_, i) => i + 1);

/** A read of `limit` ids after `after`, taking `msPerRow` of a pretend clock (the test's performance.now). */
function reader(msPerRow: number, clock: { now: number }) {
  const limits: number[] = [];
  const read = (after: number | null, limit: number) => {
    limits.push(limit);
    const rows = ids.filter((id) => after === null || id > after).slice(0, limit);
    clock.now += rows.length * msPerRow;
    return Promise.resolve(rows);
  };
  return { read, limits };
}

async function readAll(options: { msPerRow: number; othersAbout: boolean; withTurns: boolean }) {
  const clock = { now: 0 };
  const realNow = performance.now.bind(performance);
  performance.now = () => clock.now;
  try {
    const { read, limits } = reader(options.msPerRow, clock);
    let turns = 0;
    const rows: number[] = [];
    for await (const batch of keysetBatches<number, number>({
      read,
      keyOf: (id) => id,
      compare: byNumber,
      batchSize: 2_000,
      turns: options.withTurns
        ? {
            between: () => {
              turns += 1;
              return Promise.resolve();
            },
            othersAbout: () => options.othersAbout,
          }
        : undefined,
    }))
      rows.push(...batch);
    return { rows, limits, turns };
  } finally {
    performance.now = realNow;
  }
}

describe('keysetBatches', () => {
  it('reads the configured size while nobody else is about', async () => {
    const { rows, limits, turns } = await readAll({ msPerRow: 0.05, othersAbout: false, withTurns: true });
    expect(rows).toEqual(ids);
    expect(limits).toEqual([2_000, 2_000, 2_000]);
    expect(turns).toBe(2);
  });

  it('while others are about, reads as many rows as its pace reads in CHUNK_TARGET_MS after the first batch', async () => {
    const { rows, limits } = await readAll({ msPerRow: 0.05, othersAbout: true, withTurns: true });
    expect(rows).toEqual(ids);
    const fitting = CHUNK_TARGET_MS / 0.05;
    expect(limits.slice(0, 3)).toEqual([2_000, fitting, fitting]);
    expect(limits.every((limit) => limit >= MIN_CHUNK_ROWS && limit <= 2_000)).toBe(true);
  });

  it('without turns reads the configured size and takes no turn', async () => {
    const { rows, limits } = await readAll({ msPerRow: 1, othersAbout: true, withTurns: false });
    expect(rows).toEqual(ids);
    expect(limits).toEqual([2_000, 2_000, 2_000]);
  });
});
