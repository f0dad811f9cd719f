import type { TrailPageParams } from '../lib/trail-url.ts';

/**
 * Query keys of the audit trail, all under ['audit-trail']. Nothing on the screen changes the trail
 * (entries are never edited), so nothing here invalidates them; a page is simply read again when
 * the screen is opened or refocused.
 */
export const auditKeys = {
  all: ['audit-trail'] as const,
  page: (params: TrailPageParams) => ['audit-trail', 'page', params] as const,
};
