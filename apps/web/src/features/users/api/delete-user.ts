// DELETE /api/users/{id}: removes the user from the current activity (README Departures).
// Refusals (yourself, the last admin) show in the error snackbar.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { userKeys } from './get-users.ts';

export const deleteUser = (id: number) => http.delete<{ deleted: true }>(`/api/users/${id}`);

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
