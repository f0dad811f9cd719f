import { queryOptions, useQuery } from '@tanstack/react-query';
import { workerImportPaths } from '../../../../shared/api/worker-import.ts';
import { unfinishedImports, type UnfinishedImport } from '../../../../shared/api/worker-import-answers.ts';
import { api } from '../../../lib/api-client.ts';
import { importKeys } from './import-keys.ts';

/** GET /api/upload-workers/sessions: the user's imports left at upload, mapping or review, latest first. */
export function getUnfinishedImports(): Promise<UnfinishedImport[]> {
  return api.get(workerImportPaths.sessions.build(), unfinishedImports);
}

export const unfinishedImportsQueryOptions = () =>
  queryOptions({ queryKey: importKeys.unfinished, queryFn: getUnfinishedImports, staleTime: 0 });

export function useUnfinishedImports() {
  return useQuery(unfinishedImportsQueryOptions());
}
