import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { workerImportPaths } from '../../../../shared/api/worker-import.ts';
import { replaceValuesAnswer, type ReplaceValuesAnswer } from '../../../../shared/api/worker-import-answers.ts';
import { countOf } from '../../../components/confirm.tsx';
import { api, ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { importKeys } from './import-keys.ts';
import { patchSession } from './update-session.ts';

export type Replacement = { column: string; find: string; replace: string };

/** POST /api/upload-workers/{sessionId}/replace-values: the cells of a column whose text is `find` become `replace` (or, with preview, are counted). */
export function replaceValues(
  sessionId: string,
  body: Replacement & { preview?: boolean },
): Promise<ReplaceValuesAnswer> {
  return api.post(workerImportPaths.replaceValues.build({ sessionId }), replaceValuesAnswer, body);
}

/** How many cells a replace would change (the preview counts the column's cells holding `find`, in every row). */
export function useReplacePreview(sessionId: string, column: string | null, find: string) {
  return useQuery({
    queryKey: importKeys.replacePreview(sessionId, column ?? '', find),
    queryFn: () => replaceValues(sessionId, { column: column ?? '', find, replace: '', preview: true }),
    enabled: column !== null && find !== '',
    placeholderData: keepPreviousData,
  });
}

/** Replaces in every row; the counts follow the new validation, the rows (and previews) are read again. */
export function useReplaceValues(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (replacement: Replacement) => replaceValues(sessionId, replacement),
    onSuccess: async ({ matchedCells, validationResults }, { column }) => {
      if (validationResults) patchSession(queryClient, sessionId, { validationResults });
      await queryClient.invalidateQueries({ queryKey: importKeys.rowsOf(sessionId) });
      const left = validationResults?.errorCount;
      toast({
        title: `Replaced ${countOf(matchedCells, 'cell')} in ${column}`,
        description:
          left === undefined
            ? undefined
            : left === 0
              ? 'No errors remain in the file.'
              : `${countOf(left, 'error')} remain in the file.`,
      });
    },
    onError: (error) =>
      toast({
        title: 'Replace failed',
        description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
        variant: 'destructive',
      }),
  });
}
