// POST /api/users: a new user of the current activity, or an invitation to an existing account;
// the answer is the same either way (issue 15 F4). Errors are the form's to show: silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserBody } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';
import { userKeys } from './get-users.ts';

export type CreateUser = Omit<CreateUserBody, 'activityId'>;

export const createUser = (body: CreateUser) => api.post('/api/users', { body, silent: true });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
