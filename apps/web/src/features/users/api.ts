// User management calls (SPEC §7 "Users and profile"; contract: accounts API, "Admin users").
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody, ManagedUser, UpdateUserBody, USER_SORTS } from '@tessera/domain';
import { http } from '../../lib/http.ts';
import { useSession } from '../../lib/session.ts';

export type UserSort = (typeof USER_SORTS)[number];

export interface UsersQuery {
  /** 0-based, as the pagination component counts; the API's page is 1-based. */
  page: number;
  rowsPerPage: number;
  sortBy: UserSort;
  descending: boolean;
  search: string;
}

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

const KEY = 'users';

/** One page of the current activity's users; the previous page stays shown while loading. */
export function useUsers(q: UsersQuery, enabled: boolean) {
  const activityId = useSession().activityId;
  return useQuery({
    queryKey: [KEY, activityId, q],
    enabled: enabled && Boolean(activityId),
    placeholderData: keepPreviousData,
    queryFn: () => http.list<ManagedUser>('/api/users', usersRequest(q)),
  });
}

export type SaveUser =
  | { id?: undefined; body: Omit<CreateUserBody, 'activityId'> }
  | { id: number; body: Omit<UpdateUserBody, 'activityId'> };

/** Creates (POST) or updates (PUT) a user. Errors are the form's to show, so the call is silent. */
export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: SaveUser) =>
      save.id === undefined
        ? http.post<ManagedUser>('/api/users', save.body, { silent: true })
        : http.put<ManagedUser>(`/api/users/${save.id}`, save.body, { silent: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** Deletes a user; refusals (yourself, the last admin) show in the error snackbar. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete<{ deleted: true }>(`/api/users/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
