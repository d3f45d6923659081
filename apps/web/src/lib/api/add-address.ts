// POST /api/customer-addresses: a new address (activityId is added by the http client). Silent:
// the dialog shows the server's refusal (CAP, town, phone) under its field.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CustomerAddressBody } from '@tessera/domain';
import { addressKeys } from './addresses.ts';
import { api } from './client.ts';

export const addAddress = (body: Omit<CustomerAddressBody, 'activityId'>) =>
  api.post('/api/customer-addresses', { body, silent: true });

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}
