import { skipToken, useQuery } from '@tanstack/react-query';

/**
 * The signed-in user's role, read from the current-user entry the app shell keeps (['auth',
 * 'user']); never fetched from here, since the shell only mounts signed-in screens once it is known.
 */
export function useCurrentRole(): string | null {
  const user = useQuery<{ role: string } | null>({ queryKey: ['auth', 'user'], queryFn: skipToken });
  return user.data?.role ?? null;
}
