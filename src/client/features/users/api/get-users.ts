import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { user, userPaths, type User } from '../../../../shared/api/users.ts';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export function getUsers(): Promise<User[]> {
  return api.get(userPaths.list.build(), z.array(user));
}

export const usersQueryOptions = () => queryOptions({ queryKey: queryKeys.users, queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
