// GET /api/app/packcustomers/customers?activityId: the customer's packs in the current activity
// (those with uses left first), each with its printed code, uses and uses left, validity.
// Offline-worthy, as the coupons.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineWorthy } from '../offline.ts';
import { useSession } from '../session.ts';
import { api } from './client.ts';

export const packCustomerKeys = {
  all: ['packCustomers'] as const,
  list: (activityId: number | null) => [...packCustomerKeys.all, activityId] as const,
};

export const getPackCustomers = async (activityId: number) =>
  (
    await api.list('/api/app/packcustomers/customers', {
      noActivity: true,
      query: { activityId },
    })
  ).rows;

export const packCustomersQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: packCustomerKeys.list(activityId),
    queryFn: () => getPackCustomers(activityId as number),
    enabled: Boolean(activityId),
    ...offlineWorthy,
  });

export function usePackCustomers() {
  return useQuery(packCustomersQueryOptions(useSession().activityId));
}
