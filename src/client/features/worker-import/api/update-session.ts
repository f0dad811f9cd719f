import type { QueryClient } from '@tanstack/react-query';
import type { ImportSession } from '../../../../shared/api/worker-import-answers.ts';
import { importKeys } from './import-keys.ts';

/** Writes what a call changed into the cached session, so the screen follows without a refetch. */
export function patchSession(queryClient: QueryClient, sessionId: string, patch: Partial<ImportSession>) {
  queryClient.setQueryData<ImportSession>(importKeys.session(sessionId), (session) =>
    session ? { ...session, ...patch } : session,
  );
}
