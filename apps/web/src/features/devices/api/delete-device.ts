// DELETE /api/userregistrationcode/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { deviceKeys } from './get-devices.ts';

export const deleteDevice = (id: number) =>
  http.delete<{ deleted: boolean }>(`/api/userregistrationcode/${id}`);

export function useDeleteDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deviceKeys.all }),
  });
}
