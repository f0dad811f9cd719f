import { QueryClient } from '@tanstack/react-query';

/** Spec defaults (part 1 section 7): no retries, no refetch on focus, cached data never stale. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
    mutations: { retry: false },
  },
});
