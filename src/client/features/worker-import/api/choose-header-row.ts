import { useMutation, useQueryClient } from '@tanstack/react-query';
import { workerImportPaths } from '../../../../shared/api/worker-import.ts';
import { uploadAnswer, type UploadAnswer } from '../../../../shared/api/worker-import-answers.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { importKeys } from './import-keys.ts';
import { patchSession } from './update-session.ts';

/** POST .../header-row: the file read again with this spreadsheet row as its header. */
export function chooseHeaderRow(sessionId: string, rowNumber: number): Promise<UploadAnswer> {
  return api.post(workerImportPaths.headerRow.build({ sessionId }), uploadAnswer, { rowNumber });
}

/** Another header row: the session takes the new headers, rows and proposed mapping; any mapping so far is gone. */
export function useChooseHeaderRow(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rowNumber: number) => chooseHeaderRow(sessionId, rowNumber),
    onSuccess: async (answer) => {
      patchSession(queryClient, sessionId, {
        ...answer,
        status: 'uploaded',
        columnMappings: null,
        validationResults: null,
      });
      await queryClient.invalidateQueries({ queryKey: importKeys.rowsOf(sessionId) });
    },
    onError: (error) =>
      toast({
        title: 'Could not read the file from that row',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}
