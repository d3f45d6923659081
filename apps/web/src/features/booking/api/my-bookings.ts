// GET /api/activities/{id}/bookings: one page of the caller's own bookings, upcoming first, then
// past ones newest first. Offline-worthy: a customer checks the time of a booking anywhere.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { offlineWorthy } from '../../../lib/offline.ts';
import { useSession } from '../../../lib/session.ts';

/** A page of bookings: 0-based as the pagination counts (the API's page is 1-based). */
export interface MyBookingsPage {
  page: number;
  rowsPerPage: number;
}

export const myBookingKeys = {
  all: ['myBookings'] as const,
  list: (activityId: number | null, q: MyBookingsPage) =>
    [...myBookingKeys.all, activityId, q] as const,
};

export const getMyBookings = (activityId: number, q: MyBookingsPage) =>
  api.list('/api/activities/{id}/bookings', {
    path: { id: activityId },
    noActivity: true,
    query: { page: q.page + 1, rowsPerPage: q.rowsPerPage },
  });

/** The previous page stays shown while the next one loads. */
export const myBookingsQueryOptions = (activityId: number | null, q: MyBookingsPage) =>
  queryOptions({
    queryKey: myBookingKeys.list(activityId, q),
    queryFn: () => getMyBookings(activityId as number, q),
    enabled: Boolean(activityId),
    placeholderData: keepPreviousData,
    ...offlineWorthy,
  });

export function useMyBookings(q: MyBookingsPage) {
  return useQuery(myBookingsQueryOptions(useSession().activityId, q));
}
