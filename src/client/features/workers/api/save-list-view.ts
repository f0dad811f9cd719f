import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths, currentUser, type CurrentUser, type WorkerListView } from '../../../../shared/api/auth.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PUT /api/auth/preferences: the person's cards-or-table choice, kept on the server for every browser. */
export function saveListView(workerListView: WorkerListView): Promise<CurrentUser> {
  return api.put(authPaths.preferences.build(), currentUser, { workerListView });
}

/** The answer is the current user with the new choice: the shell's entry takes it as is. */
export function useSaveListView() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveListView,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.currentUser, user),
  });
}
