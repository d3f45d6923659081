// PUT /api/users/{id}: the membership (roles, active) in the current activity and, for a
// super admin, the account fields. Errors are the form's to show, so the call is silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateUserBody } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';
import { userKeys } from './get-users.ts';

export type UpdateUser = { id: number; body: Omit<UpdateUserBody, 'activityId'> };

export const updateUser = ({ id, body }: UpdateUser) =>
  api.put('/api/users/{id}', { path: { id }, body, silent: true });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
