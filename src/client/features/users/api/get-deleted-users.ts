import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { deletedUser, userPaths, type DeletedUser } from '../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';

export function getDeletedUsers(): Promise<DeletedUser[]> {
  return api.get(userPaths.deleted.build(), z.array(deletedUser));
}

export const deletedUsersQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'users', 'deleted'] as const, queryFn: getDeletedUsers });

export function useDeletedUsers() {
  return useQuery(deletedUsersQueryOptions());
}
