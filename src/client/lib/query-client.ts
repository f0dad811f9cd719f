import { QueryClient } from '@tanstack/react-query';

/** Spec defaults (docs/domain.md): no retries, no refetch on focus, cached data never stale. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
    mutations: { retry: false },
  },
});
