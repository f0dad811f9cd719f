/**
 * A small seeded generator (mulberry32): the same seed gives the same demo data, which makes a
 * failing test or a benchmark repeatable; a fresh random seed per run keeps runs apart.
 */
export type Rng = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  int: (min: number, max: number) => number;
  chance: (probability: number) => boolean;
  pick: <T>(items: readonly T[]) => T;
  /** One item, drawn by weight. */
  weighted: <T>(items: readonly T[], weightOf: (item: T) => number) => T;
  digits: (count: number) => string;
};

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: (items, weightOf) => {
      const total = items.reduce((sum, item) => sum + weightOf(item), 0);
      let roll = next() * total;
      for (const item of items) {
        roll -= weightOf(item);
        if (roll < 0) return item;
      }
      return items[items.length - 1]!;
    },
    digits: (count) => {
      let out = '';
      for (let i = 0; i < count; i += 1) out += String(Math.floor(next() * 10));
      return out;
    },
  };
}
