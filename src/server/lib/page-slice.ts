/**
 * Where a numbered page is read from (docs/domain.md, "Paged lists"). A page in the near half of the
 * list is read as it is: skip `offset` entries of the list's index, take `limit`. A page in the far
 * half is the same entries read from the other end: the index walked backwards, `total - end`
 * skipped, and the rows put back in the list's order by the outer query. So the index entries
 * walked past are never more than half the list, and the last page costs what the first does.
 */
export type PageSlice = { limit: number; offset: number; fromEnd: boolean };

export function pageSlice(total: number, page: { limit: number; offset: number }): PageSlice {
  const { limit, offset } = page;
  if (offset >= total || offset * 2 < total) return { limit, offset, fromEnd: false };
  const end = Math.min(offset + limit, total);
  return { limit: end - offset, offset: total - end, fromEnd: true };
}
