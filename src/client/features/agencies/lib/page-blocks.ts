/**
 * The agency pager (docs/domain.md, Agencies): page numbers come in fixed blocks of 5 (1-5,
 * 6-10, ...), the block holding the current page is shown, and a jump-to-page selector reaches
 * any page.
 */
export const PAGE_BLOCK = 5;

/** The block of page numbers that holds `page`. */
export function pageBlock(page: number, totalPages: number, size = PAGE_BLOCK): number[] {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(1, page), totalPages);
  const start = Math.floor((current - 1) / size) * size + 1;
  const end = Math.min(start + size - 1, totalPages);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
