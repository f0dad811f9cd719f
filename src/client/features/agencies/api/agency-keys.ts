/**
 * Query keys of the agencies feature. Every list (active, archived, the admin panel's) lives under
 * ['agencies', 'list']; everything about one agency under ['agencies', 'agency', id], so a change
 * to an agency refreshes its detail, enhanced detail and panels with one invalidation. The shared
 * agency options (`lib/agency-options.ts`) sit at ['agencies', 'options'].
 */
export const agencyKeys = {
  all: ['agencies'] as const,
  lists: () => ['agencies', 'list'] as const,
  list: (params: object) => ['agencies', 'list', params] as const,
  summary: () => ['agencies', 'summary'] as const,
  agency: (id: number) => ['agencies', 'agency', id] as const,
  part: (id: number, part: AgencyPart) => ['agencies', 'agency', id, part] as const,
};

export type AgencyPart = 'detail' | 'enhanced' | 'contacts' | 'commercial' | 'documents' | 'communications';
