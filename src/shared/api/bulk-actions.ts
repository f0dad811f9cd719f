import { z } from 'zod';
import { BULK_ACTION_LIMIT, bulkMessages } from '../domain/bulk-actions.ts';
import { ticketPriorities } from '../domain/tickets.ts';
import { workerDocumentTypes } from '../domain/worker-documents.ts';
import { SAVED_VIEW_QUERY_MAX } from '../domain/saved-views.ts';
import { calendarDate, idNumber, text } from './common.ts';
import { apiPath } from './paths.ts';

/** Bulk actions on the tickets and workers lists (docs/domain.md, "Bulk actions"). */
export const bulkActionPaths = {
  tickets: apiPath('/api/bulk-actions/tickets'),
  workers: apiPath('/api/bulk-actions/workers'),
  undo: apiPath('/api/bulk-actions/:id/undo'),
};

/**
 * Which rows: the ids chosen on the page, or every match of the list's address (its query string,
 * read as the screen reads it) with the count the confirmation showed, so a list that changed
 * meanwhile is refused rather than acted on blindly.
 */
const selection = {
  ids: z.array(idNumber).min(1, bulkMessages.chooseRows).max(BULK_ACTION_LIMIT, bulkMessages.tooMany).optional(),
  query: text().max(SAVED_VIEW_QUERY_MAX).optional(),
  expectedCount: z.number().int().min(0).max(1_000_000).optional(),
};
const oneSelection = (body: { ids?: unknown; query?: unknown }) =>
  (body.ids === undefined) !== (body.query === undefined);
const selectionRule = { message: bulkMessages.chooseRows, path: ['ids'] };

export const ticketBulkBody = z
  .discriminatedUnion('action', [
    z.strictObject({ action: z.literal('claim'), ...selection }),
    z.strictObject({ action: z.literal('assign'), assignedTo: idNumber, ...selection }),
    z.strictObject({ action: z.literal('close'), ...selection }),
    z.strictObject({
      action: z.literal('priority'),
      priority: z.enum(ticketPriorities, { error: `Priority must be one of ${ticketPriorities.join(', ')}` }),
      ...selection,
    }),
  ])
  .refine(oneSelection, selectionRule);
export type TicketBulkBody = z.input<typeof ticketBulkBody>;
export type CleanTicketBulkBody = z.output<typeof ticketBulkBody>;

const documentTypeValues = workerDocumentTypes.map((t) => t.value) as [string, ...string[]];
export const workerBulkBody = z
  .discriminatedUnion('action', [
    z.strictObject({ action: z.literal('leave'), p45Date: calendarDate, ...selection }),
    z.strictObject({
      action: z.literal('request-document'),
      documentType: z.enum(documentTypeValues, { error: 'Choose a document type' }),
      notes: text().trim().max(1000).optional(),
      ...selection,
    }),
  ])
  .refine(oneSelection, selectionRule);
export type WorkerBulkBody = z.input<typeof workerBulkBody>;
export type CleanWorkerBulkBody = z.output<typeof workerBulkBody>;

/** A row the action could not be done to: its id, how the list names it, and why. */
export const bulkRowFailure = z.object({ id: z.number(), label: z.string(), message: z.string() });
export type BulkRowFailure = z.infer<typeof bulkRowFailure>;

export const bulkActionAnswer = z.object({
  id: z.number(),
  action: z.string(),
  selected: z.number(),
  succeeded: z.number(),
  failed: z.array(bulkRowFailure),
  /** "28 closed, 2 could not be". */
  message: z.string(),
  /** Until when Undo is taken; null when the action cannot be undone. */
  undoUntil: z.string().nullable(),
});
export type BulkActionAnswer = z.infer<typeof bulkActionAnswer>;

export const bulkUndoAnswer = z.object({
  restored: z.number(),
  /** Rows changed since the action: left as they are. */
  skipped: z.array(bulkRowFailure),
  message: z.string(),
});
export type BulkUndoAnswer = z.infer<typeof bulkUndoAnswer>;
