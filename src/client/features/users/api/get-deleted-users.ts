import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeletedUser } from '../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';

export function getDeletedUsers(): Promise<DeletedUser[]> {
  return api.get<DeletedUser[]>('/api/admin/users/deleted');
}

export const deletedUsersQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'users', 'deleted'] as const, queryFn: getDeletedUsers });

export function useDeletedUsers() {
  return useQuery(deletedUsersQueryOptions());
}
