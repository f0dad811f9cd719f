/** The tab's query keys, under ['admin', 'subject-access-requests'] so one invalidation refreshes every page. */
export const sarKeys = {
  all: ['admin', 'subject-access-requests'] as const,
  list: (query: { status: string; page: number; limit: number }) =>
    ['admin', 'subject-access-requests', 'list', query] as const,
  workers: (q: string) => ['admin', 'subject-access-requests', 'workers', q] as const,
};
