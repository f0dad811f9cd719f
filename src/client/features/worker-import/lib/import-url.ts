import { reviewFilters, type ReviewFilter } from '../../../../shared/api/worker-import.ts';
import type { UrlPatch } from '../../../lib/use-url-state.ts';

/** The steps the address may ask for; the session's own status decides which are open (lib/steps.ts). */
export const requestableSteps = ['mapping', 'review', 'agency'] as const;
export type RequestableStep = (typeof requestableSteps)[number];

/** The Bulk Upload tab as its address holds it (beside the main page's own `tab=bulk-upload`). */
export type ImportUrlState = {
  /** The upload session under way, so a reload resumes it. */
  sessionId: string | null;
  step: RequestableStep | null;
  filter: ReviewFilter;
  page: number;
  /** The batch a submit made, so a reloaded Complete step still shows its counts. */
  batchId: number | null;
};

export const importParamNames = {
  sessionId: 'import',
  step: 'step',
  filter: 'filter',
  page: 'page',
  batchId: 'batch',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(values: readonly T[], text: string | null): T | null =>
  values.find((v) => v === text) ?? null;

/** Reads the address; anything unknown falls back to its default, so an edited or old link still opens. */
export function readImportUrl(params: URLSearchParams): ImportUrlState {
  const sessionId = params.get(importParamNames.sessionId);
  const page = params.get(importParamNames.page);
  const batch = params.get(importParamNames.batchId);
  return {
    sessionId: sessionId && UUID.test(sessionId) ? sessionId : null,
    step: oneOf(requestableSteps, params.get(importParamNames.step)),
    filter: oneOf(reviewFilters, params.get(importParamNames.filter)) ?? 'all',
    page: page && /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
    batchId: batch && /^[1-9]\d{0,9}$/.test(batch) ? Number(batch) : null,
  };
}

/** The address patch for a change; defaults stay out of the address. */
export function importUrlPatch(change: Partial<ImportUrlState>): UrlPatch {
  const patch: UrlPatch = {};
  for (const [key, value] of Object.entries(change) as [keyof ImportUrlState, unknown][]) {
    const isDefault = (key === 'filter' && value === 'all') || (key === 'page' && value === 1);
    patch[importParamNames[key]] = isDefault ? null : (value as string | number | null);
  }
  return patch;
}

/** Leaves the import: back to an empty Upload step. */
export const clearedImport: Partial<ImportUrlState> = {
  sessionId: null,
  step: null,
  filter: 'all',
  page: 1,
  batchId: null,
};
