import { queryOptions, useQuery } from '@tanstack/react-query';
import { workerImportPaths } from '../../../../shared/api/worker-import.ts';
import { importSession, type ImportSession } from '../../../../shared/api/worker-import-answers.ts';
import { api } from '../../../lib/api-client.ts';
import { importKeys } from './import-keys.ts';

/** GET /api/upload-workers/{sessionId}: the session's state, so a reload resumes at its step. */
export function getImportSession(sessionId: string): Promise<ImportSession> {
  return api.get(workerImportPaths.session.build({ sessionId }), importSession);
}

export const importSessionQueryOptions = (sessionId: string) =>
  queryOptions({ queryKey: importKeys.session(sessionId), queryFn: () => getImportSession(sessionId) });

/** null asks for nothing (no import under way). */
export function useImportSession(sessionId: string | null) {
  return useQuery({ ...importSessionQueryOptions(sessionId ?? ''), enabled: sessionId !== null });
}
