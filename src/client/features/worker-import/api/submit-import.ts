import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  importMessages,
  workerImportPaths,
  type assignAgencyBody,
  type DuplicateAction,
} from '../../../../shared/api/worker-import.ts';
import { submitAnswer, type SubmitAnswer } from '../../../../shared/api/worker-import-answers.ts';
import { api, ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { toastSpecError } from '../lib/toast-text.ts';
import { importKeys, workerListsKey } from './import-keys.ts';
import { patchSession } from './update-session.ts';

type Assignment = z.infer<typeof assignAgencyBody>;
export type SubmitRequest = Assignment & { duplicateActions: Record<string, DuplicateAction> };

/**
 * POST .../submit, the one request of the Agency step: it carries the agency and payroll company
 * itself (docs/domain.md), so a refused submit leaves the session as it was, never assigned
 * but not submitted. One transaction; new workers land in Pending, duplicates chosen for update are updated.
 */
export function submitImport(sessionId: string, body: SubmitRequest): Promise<SubmitAnswer> {
  return api.post(workerImportPaths.submit.build({ sessionId }), submitAnswer, body);
}

/** The server refused the agency or the payroll company (a field error on either): the spec's assignment text. */
const isAssignmentRefused = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 400 &&
  Array.isArray(error.body?.details) &&
  (error.body.details as { field?: string }[]).some((d) => d.field === 'agencyId' || d.field === 'payrollCompanyId');

/** The Agency step's Submit: one request; the answer is kept for the Complete step. */
export function useSubmitImport(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SubmitRequest) => submitImport(sessionId, request),
    onSuccess: async (answer, { agencyId, payrollCompanyId }) => {
      queryClient.setQueryData(importKeys.result(sessionId), answer);
      patchSession(queryClient, sessionId, { status: 'submitted', agencyId, payrollCompanyId });
      toast({ title: 'Import complete', description: answer.note });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: importKeys.batches }),
        queryClient.invalidateQueries({ queryKey: workerListsKey }),
      ]);
    },
    onError: (error) =>
      toastSpecError(isAssignmentRefused(error) ? importMessages.assignmentFailed : importMessages.submitFailed),
  });
}
