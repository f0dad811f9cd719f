import { describe, expect, it } from 'vitest';
import { pageSlice } from '../../src/server/lib/page-slice.ts';

describe('pageSlice: a page in the far half is read from the end', () => {
  it.each([
    // total, limit, offset -> slice
    [100, 20, 0, { limit: 20, offset: 0, fromEnd: false }],
    [100, 20, 40, { limit: 20, offset: 40, fromEnd: false }],
    [100, 20, 60, { limit: 20, offset: 20, fromEnd: true }],
    [100, 20, 80, { limit: 20, offset: 0, fromEnd: true }],
    [95, 20, 80, { limit: 15, offset: 0, fromEnd: true }],
    [95, 20, 60, { limit: 20, offset: 15, fromEnd: true }],
    [10_000, 25, 9_975, { limit: 25, offset: 0, fromEnd: true }],
    [0, 20, 0, { limit: 20, offset: 0, fromEnd: false }],
    [30, 20, 40, { limit: 20, offset: 40, fromEnd: false }],
    [1, 20, 0, { limit: 20, offset: 0, fromEnd: false }],
  ])('total %i, limit %i, offset %i', (total, limit, offset, slice) => {
    expect(pageSlice(total, { limit, offset })).toEqual(slice);
  });

  it('covers every entry exactly once, page by page, whatever the total and page size', () => {
    for (const total of [0, 1, 19, 20, 21, 99, 100, 101]) {
      for (const limit of [1, 7, 20]) {
        const seen: number[] = [];
        for (let offset = 0; offset < total; offset += limit) {
          const s = pageSlice(total, { limit, offset });
          const ids = Array.from({ length: Math.max(0, Math.min(s.limit, total - s.offset)) }, (_, i) => s.offset + i);
          seen.push(...(s.fromEnd ? ids.map((i) => total - 1 - i).reverse() : ids));
        }
        expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
      }
    }
  });
});
