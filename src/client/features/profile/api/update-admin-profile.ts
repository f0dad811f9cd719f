import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminProfile, userPaths, type UpdateProfileBody } from '../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';
import { messageOf } from '../../../lib/errors.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toast.ts';
import { omitBlankPassword } from '../lib/omit-blank-password.ts';
import { adminProfileQueryOptions, type AdminProfile } from './get-admin-profile.ts';

export function updateAdminProfile(body: UpdateProfileBody): Promise<AdminProfile> {
  return api.put(userPaths.profile.build(), adminProfile, omitBlankPassword(body));
}

/** The header shows the signed-in user's name from the current-user query, so that is refreshed too. */
export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProfile,
    onSuccess: async () => {
      toast({ title: 'Profile updated successfully' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminProfileQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: queryKeys.users }),
        queryClient.invalidateQueries({ queryKey: queryKeys.currentUser }),
      ]);
    },
    onError: (error) =>
      toast({
        title: 'Error updating profile',
        description: messageOf(error, 'An error occurred while updating your profile.'),
        variant: 'destructive',
      }),
  });
}
