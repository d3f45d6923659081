// GET /api/activities/{id}/bookingservices: the activity's services in use (name, minutes).
// Shared: the customer's booking screen, the staff's agenda and the admin's booking settings
// read them under one key, so the admin's change reaches the other two at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '../queryClient.ts';
import { useSession } from '../session.ts';
import { api } from './client.ts';

export const bookingServiceKeys = {
  all: ['bookingServices'] as const,
  list: (activityId: number | null) => [...bookingServiceKeys.all, activityId] as const,
};

export const getBookingServices = async (activityId: number) =>
  (
    await api.list('/api/activities/{id}/bookingservices', {
      path: { id: activityId },
      noActivity: true,
    })
  ).rows;

/** `enabled` false: the screen has no use for them (no request). */
export const bookingServicesQueryOptions = (activityId: number | null, enabled = true) =>
  queryOptions({
    queryKey: bookingServiceKeys.list(activityId),
    queryFn: () => getBookingServices(activityId as number),
    enabled: Boolean(activityId) && enabled,
    staleTime: 60_000,
  });

export function useBookingServices({
  enabled,
  ...config
}: { enabled?: boolean } & Omit<QueryConfig<typeof bookingServicesQueryOptions>, 'enabled'> = {}) {
  return useQuery({ ...bookingServicesQueryOptions(useSession().activityId, enabled), ...config });
}
