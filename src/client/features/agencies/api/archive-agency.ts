import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agency, agencyPaths } from '../../../../shared/api/agencies.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { agencyKeys } from './agency-keys.ts';

/** PUT /api/agencies/{id}/archive or /unarchive (admin; docs/domain.md, Agencies). */
export const setArchived = ({ id, archived }: { id: number; archived: boolean }) =>
  api.put((archived ? agencyPaths.archive : agencyPaths.unarchive).build({ id }), agency);

/**
 * Archive and Unarchive with the spec's toasts (docs/domain.md). The detail page words its
 * failure 'Error archiving agency', the admin list 'Failed to archive agency'.
 */
export function useSetArchived({ archiveFailure = 'Failed to archive agency' } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setArchived,
    onSuccess: async (_answer, { archived }) => {
      toast({ title: archived ? 'Agency archived successfully' : 'Agency unarchived successfully' });
      await queryClient.invalidateQueries({ queryKey: agencyKeys.all });
    },
    onError: (_error, { archived }) =>
      toast({ title: archived ? archiveFailure : 'Failed to unarchive agency', variant: 'destructive' }),
  });
}
