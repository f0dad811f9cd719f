import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  importMessages,
  type assignAgencyBody,
  type DuplicateAction,
  type SubmitAnswer,
} from '../../../../shared/api/worker-import.ts';
import { api } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { toastSpecError } from '../lib/toast-text.ts';
import { importKeys, workerListsKey } from './import-keys.ts';
import { patchSession } from './update-session.ts';

type Assignment = z.infer<typeof assignAgencyBody>;
export type SubmitRequest = Assignment & { duplicateActions: Record<string, DuplicateAction> };

const base = (sessionId: string) => `/api/upload-workers/${encodeURIComponent(sessionId)}`;

/** POST .../assign-agency-payroll: the agency and payroll company of every row. */
export function assignAgencyPayroll(sessionId: string, body: Assignment): Promise<unknown> {
  return api.post(`${base(sessionId)}/assign-agency-payroll`, body);
}

/** POST .../submit: one transaction; new workers land in Pending, duplicates chosen for update are updated. */
export function submitImport(sessionId: string, body: SubmitRequest): Promise<SubmitAnswer> {
  return api.post<SubmitAnswer>(`${base(sessionId)}/submit`, body);
}

/** Tells which of the two calls failed, so the toast is the spec's text for that one. */
class AssignmentFailed extends Error {}

/** The Agency step's Submit: assign, then submit; the answer is kept for the Complete step. */
export function useSubmitImport(sessionId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: SubmitRequest) => {
      const { agencyId, payrollCompanyId } = request;
      await assignAgencyPayroll(sessionId, { agencyId, payrollCompanyId }).catch((error: unknown) => {
        throw new AssignmentFailed(String(error));
      });
      return submitImport(sessionId, request);
    },
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
      toastSpecError(error instanceof AssignmentFailed ? importMessages.assignmentFailed : importMessages.submitFailed),
  });
}
