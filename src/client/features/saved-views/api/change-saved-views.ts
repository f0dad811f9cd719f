import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageAnswer } from '../../../../shared/api/common.ts';
import {
  savedView,
  savedViewPaths,
  type CreateSavedViewBody,
  type UpdateSavedViewBody,
} from '../../../../shared/api/saved-views.ts';
import type { SavedViewList } from '../../../../shared/domain/saved-views.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { savedViewKeys } from './saved-view-keys.ts';

/** Every change to a list's views refreshes its views and their counts. */
function useViewMutation<Input>(list: SavedViewList, send: (input: Input) => Promise<unknown>, done: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async () => {
      toast({ title: done });
      await queryClient.invalidateQueries({ queryKey: savedViewKeys.ofList(list) });
    },
    onError: (error) =>
      toast({
        title: 'The view was not saved',
        description: messageOf(error, 'Please try again.'),
        variant: 'destructive',
      }),
  });
}

/** POST /api/saved-views. */
export const useCreateSavedView = (list: SavedViewList) =>
  useViewMutation(
    list,
    (body: CreateSavedViewBody) => api.post(savedViewPaths.list.build(), savedView, body),
    'View saved',
  );

/** PATCH /api/saved-views/{id}: its owner saves the current filters into it, shares it or stops sharing. */
export const useUpdateSavedView = (list: SavedViewList) =>
  useViewMutation(
    list,
    ({ id, body }: { id: number; body: UpdateSavedViewBody }) =>
      api.patch(savedViewPaths.one.build({ id }), savedView, body),
    'View updated',
  );

/** DELETE /api/saved-views/{id}. */
export const useDeleteSavedView = (list: SavedViewList) =>
  useViewMutation(list, (id: number) => api.delete(savedViewPaths.one.build({ id }), messageAnswer), 'View deleted');
