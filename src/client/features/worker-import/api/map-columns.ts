import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { importMessages, workerImportPaths, type mapColumnsBody } from '../../../../shared/api/worker-import.ts';
import { mapColumnsAnswer, type MapColumnsAnswer } from '../../../../shared/api/worker-import-answers.ts';
import { api } from '../../../lib/api-client.ts';
import { toastSpecError } from '../lib/toast-text.ts';
import { patchSession } from './update-session.ts';

export type ColumnMappings = z.infer<typeof mapColumnsBody>['columnMappings'];

/** POST /api/upload-workers/{sessionId}/map-columns: header of the file -> worker field (null ignores it). */
export function mapColumns(sessionId: string, columnMappings: ColumnMappings): Promise<MapColumnsAnswer> {
  return api.post(workerImportPaths.mapColumns.build({ sessionId }), mapColumnsAnswer, { columnMappings });
}

/** Saves the mapping; the session is 'mapped' and its earlier validation no longer holds. */
export function useMapColumns(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (columnMappings: ColumnMappings) => mapColumns(sessionId, columnMappings),
    onSuccess: ({ columnMappings }) =>
      patchSession(queryClient, sessionId, { status: 'mapped', columnMappings, validationResults: null }),
    onError: () => toastSpecError(importMessages.mappingFailed),
  });
}
