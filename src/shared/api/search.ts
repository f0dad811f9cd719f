import { z } from 'zod';
import { searchResultTypes, SEARCH_LIMIT_DEFAULT, SEARCH_LIMIT_MAX, SEARCH_TEXT_MAX } from '../domain/search.ts';
import { text } from './common.ts';
import { apiPath } from './paths.ts';

/** Search across the app (docs/domain.md, "Search and the command palette"): a public contract. */
export const searchPaths = {
  search: apiPath('/api/search'),
};

/** What a bad search says (400 VALIDATION_ERROR, the field named in details). */
export const searchMessages = {
  q: `Type 1 to ${SEARCH_TEXT_MAX} characters to search`,
  limit: `Limit must be a whole number from 1 to ${SEARCH_LIMIT_MAX}`,
} as const;

/** A limit from a query string: ASCII digits only (never '1e1' or ' 5'), 1 to 50. */
const limitValue = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v),
  z
    .number({ error: searchMessages.limit })
    .int(searchMessages.limit)
    .min(1, searchMessages.limit)
    .max(SEARCH_LIMIT_MAX, searchMessages.limit),
);

/** GET /api/search?q=&limit=: q is 1 to 100 characters once trimmed; limit 1 to 50, 10 by default. */
export const searchQuery = z.strictObject({
  q: text(searchMessages.q).trim().min(1, searchMessages.q).max(SEARCH_TEXT_MAX, searchMessages.q),
  limit: limitValue.default(SEARCH_LIMIT_DEFAULT),
});
export type SearchQuery = z.input<typeof searchQuery>;

export const searchResult = z.object({
  type: z.enum(searchResultTypes),
  /** The record's id; a screen's own name (workers, new-ticket ...). */
  id: z.union([z.number(), z.string()]),
  title: z.string(),
  subtitle: z.string(),
  /** The client address that opens it (/workers/12, /agency/3, /tickets?ticket=5, /?tab=payroll ...). */
  url: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

/** Best first, only what the signed-in user may see. */
export const searchAnswer = z.object({ results: z.array(searchResult) });
export type SearchAnswer = z.infer<typeof searchAnswer>;
