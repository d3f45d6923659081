// DELETE /api/app/customer-addresses/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http.ts';
import { addressKeys } from './addresses.ts';

export const deleteAddress = (id: number) =>
  http.delete<{ deleted: boolean }>(`/api/app/customer-addresses/${id}`);

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
