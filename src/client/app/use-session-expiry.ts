import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { loginPathReturningTo } from '../lib/next-path.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { toast } from '../lib/toast.ts';

/**
 * A 401 during use means the session ended: the api-client announces it with 'crm:unauthorised';
 * the cached user and data are cleared and the login page opens (docs/domain.md). Ignored when
 * nobody is signed in, e.g. a request still in flight as the user logs out. The login address
 * carries the page the user was on (?next=), where signing in returns (issue 9).
 */
export function useSessionExpiry() {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  useEffect(() => {
    function onUnauthorised() {
      if (!queryClient.getQueryData(queryKeys.currentUser)) return;
      queryClient.setQueryData(queryKeys.currentUser, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.currentUser[0] });
      navigate(loginPathReturningTo(`${window.location.pathname}${window.location.search}`), { replace: true });
      toast({ title: 'Session expired', description: 'Please sign in again.', variant: 'destructive' });
    }
    window.addEventListener('crm:unauthorised', onUnauthorised);
    return () => window.removeEventListener('crm:unauthorised', onUnauthorised);
  }, [queryClient, navigate]);
}
