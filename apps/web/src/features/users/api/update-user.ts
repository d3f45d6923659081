// PUT /api/users/{id}: the membership (roles, active) in the current activity and, for a
// super admin, the account fields. Errors are the form's to show, so the call is silent.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManagedUser, UpdateUserBody } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { userKeys } from './get-users.ts';

export type UpdateUser = { id: number; body: Omit<UpdateUserBody, 'activityId'> };

export const updateUser = ({ id, body }: UpdateUser) =>
  http.put<ManagedUser>(`/api/users/${id}`, body, { silent: true });

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
