/** The search area's query keys, all under ['search']. */
export const searchKeys = {
  all: ['search'] as const,
  results: (q: string) => ['search', 'results', q] as const,
};
