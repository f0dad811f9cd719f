import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rtwCheck, rtwCheckPaths, type RtwCheck, type RtwCheckFields } from '../../../../shared/api/rtw-checks.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { rtwChecksQueryOptions } from './get-rtw-checks.ts';
import { workerKeys } from './worker-keys.ts';

export type RecordRtwCheckInput = { workerId: number; fields: RtwCheckFields; evidence: readonly File[] };

/** The multipart body: the fields as text (a blank one left out), then each file under `evidence`. */
export function rtwCheckFormData(fields: RtwCheckFields, evidence: readonly File[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    form.append(name, String(value));
  }
  // The files go last so the server has read the other fields when it streams them.
  for (const file of evidence) form.append('evidence', file, file.name);
  return form;
}

/** JSON without evidence, multipart with it (the contract takes both). */
export function recordRtwCheck({ workerId, fields, evidence }: RecordRtwCheckInput): Promise<RtwCheck> {
  const body = evidence.length > 0 ? rtwCheckFormData(fields, evidence) : fields;
  return api.post(rtwCheckPaths.list.build({ id: workerId }), rtwCheck, body);
}

/**
 * Failures are the form's to show. A new check changes the worker's standing, so the section, the
 * worker and the lists (which show its status) are fetched again.
 */
export function useRecordRtwCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordRtwCheck,
    onSuccess: async (_check, { workerId }) => {
      toast({ title: 'Right-to-work check recorded' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rtwChecksQueryOptions(workerId).queryKey }),
        queryClient.invalidateQueries({ queryKey: workerKeys.detail(workerId) }),
        queryClient.invalidateQueries({ queryKey: workerKeys.lists() }),
      ]);
    },
  });
}
