import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agencyPaths, importAgenciesAnswer, type ImportAgenciesBody } from '../../../../shared/api/agencies.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { agencyKeys } from './agency-keys.ts';

/** POST /api/agencies/import (admin): the rows papaparse read; answers the added and skipped counts. */
export function useImportAgencies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportAgenciesBody) => api.post(agencyPaths.import.build(), importAgenciesAnswer, body),
    onSuccess: async ({ added, skipped }) => {
      toast({ title: 'Import Complete', description: `${added} agencies added, ${skipped} skipped` });
      await queryClient.invalidateQueries({ queryKey: agencyKeys.all });
    },
    onError: () => toast({ title: 'Failed to import agencies', variant: 'destructive' }),
  });
}
