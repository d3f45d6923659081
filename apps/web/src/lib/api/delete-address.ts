// DELETE /api/app/customer-addresses/{id}.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addressKeys } from './addresses.ts';
import { api } from './client.ts';

export const deleteAddress = (id: number) =>
  api.delete('/api/app/customer-addresses/{id}', { path: { id } });

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
