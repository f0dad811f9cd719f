import { z } from 'zod';
import { SAVED_VIEW_NAME_MAX, SAVED_VIEW_QUERY_MAX, savedViewLists, savedViewMessages } from '../domain/saved-views.ts';
import { changesBody, text } from './common.ts';
import { apiPath } from './paths.ts';

/** Saved views of the lists (docs/domain.md, "Saved views"). */
export const savedViewPaths = {
  list: apiPath('/api/saved-views'),
  counts: apiPath('/api/saved-views/counts'),
  one: apiPath('/api/saved-views/:id'),
};

const listField = z.enum(savedViewLists, { error: `List must be one of ${savedViewLists.join(', ')}` });
const nameField = text(savedViewMessages.nameRequired)
  .trim()
  .min(1, savedViewMessages.nameRequired)
  .max(SAVED_VIEW_NAME_MAX, `A view's name has at most ${SAVED_VIEW_NAME_MAX} characters`);
/** The list's address as the screen shows it, with or without its '?'; the server keeps the list's own part. */
const queryField = text().max(SAVED_VIEW_QUERY_MAX, `An address has at most ${SAVED_VIEW_QUERY_MAX} characters`);

/** GET /api/saved-views?list= and GET /api/saved-views/counts?list=. */
export const savedViewListQuery = z.strictObject({ list: listField });
export type SavedViewListQuery = z.infer<typeof savedViewListQuery>;

/** POST /api/saved-views: shared (with everyone) is an administrator's choice. */
export const createSavedViewBody = z.strictObject({
  list: listField,
  name: nameField,
  query: queryField.default(''),
  shared: z.boolean().default(false),
});
export type CreateSavedViewBody = z.input<typeof createSavedViewBody>;
export type CleanCreateSavedViewBody = z.output<typeof createSavedViewBody>;

/** PATCH /api/saved-views/{id}: rename, save the current address into it, share or stop sharing. */
export const updateSavedViewBody = changesBody({
  name: nameField.optional(),
  query: queryField.optional(),
  shared: z.boolean().optional(),
});
export type UpdateSavedViewBody = z.input<typeof updateSavedViewBody>;
export type CleanUpdateSavedViewBody = z.output<typeof updateSavedViewBody>;

export const savedView = z.object({
  id: z.number(),
  list: z.enum(savedViewLists),
  name: z.string(),
  /** The list's query string (no '?'), as canonicalViewQuery writes it. */
  query: z.string(),
  /** The address that opens the view: a bookmark or a message can carry it. */
  address: z.string(),
  shared: z.boolean(),
  ownerName: z.string(),
  /** The signed-in user saved it: only they may change or delete it. */
  isOwn: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedView = z.infer<typeof savedView>;

export const savedViewsAnswer = z.object({ items: z.array(savedView) });
export type SavedViewsAnswer = z.infer<typeof savedViewsAnswer>;

/** Each listed view's count: what its list shows as the total, under the caller's own scope. */
export const savedViewCountsAnswer = z.object({ counts: z.array(z.object({ id: z.number(), count: z.number() })) });
export type SavedViewCountsAnswer = z.infer<typeof savedViewCountsAnswer>;
