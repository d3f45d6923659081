// The customer's addresses, where a courier or home order goes (SPEC §7): GET and POST
// /api/customer-addresses (activityId added by the http client), and the towns an address may
// be in (GET /api/countries/actvity/{id}). The profile has the same calls for its own screen:
// a feature does not import another one.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Country, CustomerAddress, CustomerAddressBody } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

/** The profile's key: an address added here shows there too, and back. */
export const addressKeys = {
  all: ['customerAddresses'] as const,
  list: (activityId: number | null) => [...addressKeys.all, activityId] as const,
};

export const getAddresses = async () =>
  (await http.list<CustomerAddress>('/api/customer-addresses')).rows;

/** Asked for a courier or home delivery only. */
export function useAddresses(enabled: boolean) {
  const activityId = useSession().activityId;
  return useQuery(
    queryOptions({
      queryKey: addressKeys.list(activityId),
      queryFn: getAddresses,
      enabled: Boolean(activityId) && enabled,
    }),
  );
}

export const addAddress = (body: Omit<CustomerAddressBody, 'activityId'>) =>
  http.post<CustomerAddress>('/api/customer-addresses', body);

export function useAddAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAddress,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  });
}

export const getActivityCountries = async (activityId: number) =>
  (await http.list<Country>(`/api/countries/actvity/${activityId}`)).rows;

/** Asked when the add-address dialog opens. */
export function useActivityCountries(wanted: boolean) {
  const activityId = useSession().activityId;
  return useQuery({
    queryKey: ['activityCountries', activityId],
    queryFn: () => getActivityCountries(activityId as number),
    enabled: Boolean(activityId) && wanted,
    staleTime: 5 * 60_000,
  });
}
