// DELETE /api/users/{id}: removes the user from the current activity (docs/decisions/0006).
// Refusals (yourself, the last admin) show in the error snackbar.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { userKeys } from './get-users.ts';

export const deleteUser = (id: number) => api.delete('/api/users/{id}', { path: { id } });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
