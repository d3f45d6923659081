// POST /api/users: a new user of the current activity, or an existing account joining it.
// Errors are the form's to show, so the call is silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody, ManagedUser } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { userKeys } from './get-users.ts';

export type CreateUser = Omit<CreateUserBody, 'activityId'>;

export const createUser = (body: CreateUser) =>
  http.post<ManagedUser>('/api/users', body, { silent: true });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
