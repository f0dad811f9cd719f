import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../../../shared/api/auth.ts';
import { api, ApiError } from '../../../lib/api-client.ts';

export const currentUserQueryKey = ['auth', 'user'] as const;

/** Signed in exactly when this answers a user; a 401 means signed out, not a failure (part 1 section 4). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Fresh 2 minutes, kept 5 minutes, one retry after 2 s (part 1 section 9). */
export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getCurrentUser,
  staleTime: 120_000,
  gcTime: 300_000,
  retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiError && error.status === 401),
  retryDelay: 2_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}

/** The name the header shows: full name, else e-mail, else 'User'. */
export function displayNameOf(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'> | null | undefined): string {
  const fullName = [user?.firstName, user?.lastName].map((s) => s?.trim()).filter(Boolean).join(' ');
  return fullName || user?.email || 'User';
}
