import { queryOptions, useQuery } from '@tanstack/react-query';
import { workerImportPaths } from '../../../../shared/api/worker-import.ts';
import { errorColumnsAnswer, type ErrorColumnsAnswer } from '../../../../shared/api/worker-import-answers.ts';
import { api } from '../../../lib/api-client.ts';
import { importKeys } from './import-keys.ts';

/** GET /api/upload-workers/{sessionId}/error-columns: the columns with errors in the whole file, with their values in error. */
export function getErrorColumns(sessionId: string): Promise<ErrorColumnsAnswer> {
  return api.get(workerImportPaths.errorColumns.build({ sessionId }), errorColumnsAnswer);
}

export const errorColumnsQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: importKeys.errorColumns(sessionId), queryFn: () => getErrorColumns(sessionId) });

export function useErrorColumns(sessionId: string) {
  return useQuery(errorColumnsQueryOptions(sessionId));
}
