// DELETE /api/userregistrationcode/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { deviceKeys } from './get-devices.ts';

export const deleteDevice = (id: number) =>
  api.delete('/api/userregistrationcode/{id}', { path: { id } });

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
