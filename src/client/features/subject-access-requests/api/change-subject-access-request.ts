import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  sarCreated,
  sarPaths,
  subjectAccessRequest,
  type SarChangesBody,
  type SarCreateInput,
} from '../../../../shared/api/subject-access-requests.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { sarKeys } from './sar-keys.ts';

export const recordSubjectAccessRequest = (body: SarCreateInput) => api.post(sarPaths.list.build(), sarCreated, body);

export const changeSubjectAccessRequest = ({ id, body }: { id: number; body: SarChangesBody }) =>
  api.patch(sarPaths.one.build({ id }), subjectAccessRequest, body);

/** Record a request: the register changes (the form shows field refusals itself). */
export function useRecordSubjectAccessRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSubjectAccessRequest,
    onSuccess: async () => {
      toast({ title: 'Subject access request recorded' });
      await queryClient.invalidateQueries({ queryKey: sarKeys.all });
    },
  });
}

/** Extend or mark completed: the register changes. */
export function useChangeSubjectAccessRequest(success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubjectAccessRequest,
    onSuccess: async () => {
      toast({ title: success });
      await queryClient.invalidateQueries({ queryKey: sarKeys.all });
    },
    onError: (error) =>
      toast({
        title: 'Failed to update the request',
        description: messageOf(error, 'An error occurred while saving the request.'),
        variant: 'destructive',
      }),
  });
}
