import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { authPaths, currentUser, type CurrentUser } from '../../shared/api/auth.ts';
import { api, ApiError } from './api-client.ts';
import { fullName } from './full-name.ts';
import { queryKeys } from './query-keys.ts';

/**
 * Signed out: 401, or 403 MFA_REQUIRED for a session that holds the password alone (docs/domain.md,
 * "Multi-factor sign-in"), whose second factor the login page asks for.
 */
const meansSignedOut = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.body?.code === 'MFA_REQUIRED');

/** Signed in exactly when this answers a user; signed out is not a failure (docs/domain.md). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await api.get(authPaths.user.build(), currentUser);
  } catch (error) {
    if (meansSignedOut(error)) return null;
    throw error;
  }
}

/** Fresh 2 minutes, kept 5 minutes, one retry after 2 s (docs/domain.md). */
export const currentUserQueryOptions = queryOptions({
  queryKey: queryKeys.currentUser,
  queryFn: getCurrentUser,
  staleTime: 120_000,
  gcTime: 300_000,
  retry: (failureCount, error) => failureCount < 1 && !meansSignedOut(error),
  retryDelay: 2_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}

/**
 * The signed-in user's role, read from the entry the app shell keeps; never fetched from here,
 * since the shell only mounts signed-in screens once the user is known.
 */
export function useCurrentRole(): string | null {
  const user = useQuery<{ role: string } | null>({ queryKey: queryKeys.currentUser, queryFn: skipToken });
  return user.data?.role ?? null;
}

/** The signed-in user's id, from the shell's current-user entry (never fetched from here). */
export function useCurrentUserId(): number | null {
  const user = useQuery<{ id: number } | null>({ queryKey: queryKeys.currentUser, queryFn: skipToken });
  return user.data?.id ?? null;
}

/** The name the header shows: full name, else e-mail, else 'User'. */
export function displayNameOf(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'> | null | undefined): string {
  return (user && fullName(user)) || 'User';
}

/** The agency a client user is tied to (null for staff), read like the role from the shell's entry. */
export function useClientAgencyId(): number | null {
  const user = useQuery<{ role: string; agencyId?: number | null } | null>({
    queryKey: queryKeys.currentUser,
    queryFn: skipToken,
  });
  return user.data?.role === 'client' ? (user.data.agencyId ?? null) : null;
}
