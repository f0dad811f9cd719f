import { z } from 'zod';

/**
 * Optional paging of a list (docs/domain.md, "Paged lists"): with ?page the answer is { items, total, page,
 * pageSize }; without it the plain array of docs/domain.md stays the answer.
 */
export const pageFields = {
  page: z.coerce.number().int().min(1).max(100000).optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
};

export const paged = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), pageSize: z.number() });

/** Cleanup calls (expired users, expired access requests) answer how many rows they removed. */
export const deletedCountAnswer = z.object({ deletedCount: z.number() });
export type DeletedCountAnswer = z.infer<typeof deletedCountAnswer>;
