// GET /api/customer-addresses: the customer's addresses in the current activity.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../session.ts';
import { api } from './client.ts';

export const addressKeys = {
  all: ['customerAddresses'] as const,
  list: (activityId: number | null) => [...addressKeys.all, activityId] as const,
};

export const getAddresses = async () => (await api.list('/api/customer-addresses')).rows;

export const addressesQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: addressKeys.list(activityId),
    queryFn: getAddresses,
    enabled: Boolean(activityId),
  });

/** The profile's list, and the checkout's when it delivers (`wanted` false asks nothing). */
export function useAddresses(wanted = true) {
  const options = addressesQueryOptions(useSession().activityId);
  return useQuery({ ...options, enabled: wanted && options.enabled });
}
