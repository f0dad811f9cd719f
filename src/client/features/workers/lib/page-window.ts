/**
 * The page numbers to offer: at most `size` consecutive pages around the current one, shifted
 * at either end so there are always `size` when that many exist (docs/domain.md: up to 5).
 */
export function pageWindow(page: number, totalPages: number, size = 5): number[] {
  if (totalPages <= 0) return [];
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
