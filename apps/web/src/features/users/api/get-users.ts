// GET /api/users: one page of the current activity's users, sorted and searched on the server.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { USER_SORTS } from '@tessera/domain';
import type { TableQuery } from '../../../components/DataTable.tsx';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export type UserSort = (typeof USER_SORTS)[number];
export type UsersQuery = TableQuery<UserSort>;

export const userKeys = {
  all: ['users'] as const,
  list: (activityId: number | null, q: UsersQuery) => [...userKeys.all, activityId, q] as const,
};

/** The GET /api/users parameters of a list query (activityId is added by the http client). */
export function usersRequest(q: UsersQuery) {
  return {
    query: {
      page: q.page + 1,
      rowsPerPage: q.rowsPerPage,
      sortBy: q.sortBy,
      descending: q.descending,
    },
    filters: { search: q.search.trim() || undefined },
  };
}

export const getUsers = (q: UsersQuery) => api.list('/api/users', usersRequest(q));

/** The previous page stays shown while the next one loads. */
export const usersQueryOptions = (activityId: number | null, q: UsersQuery) =>
  queryOptions({
    queryKey: userKeys.list(activityId, q),
    queryFn: () => getUsers(q),
    enabled: Boolean(activityId),
    placeholderData: keepPreviousData,
  });

export function useUsers(q: UsersQuery) {
  return useQuery(usersQueryOptions(useSession().activityId, q));
}
