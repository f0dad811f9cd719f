import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminProfile, userPaths, type AdminProfile } from '../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type { AdminProfile };

export function getAdminProfile(): Promise<AdminProfile> {
  return api.get(userPaths.profile.build(), adminProfile);
}

export const adminProfileQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.adminProfile, queryFn: getAdminProfile });

export function useAdminProfile() {
  return useQuery(adminProfileQueryOptions());
}
