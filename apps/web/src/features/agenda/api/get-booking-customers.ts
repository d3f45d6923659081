// GET /api/activities/{activityId}/booking-customers?text=: the activity's customers whose name,
// e-mail or phone holds the text, for staff booking on a customer's behalf.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

/** Letters typed before the search starts. */
export const CUSTOMER_SEARCH_MIN = 2;

export const bookingCustomerKeys = {
  all: ['bookingCustomers'] as const,
  search: (activityId: number | null, text: string) =>
    [...bookingCustomerKeys.all, activityId, text] as const,
};

export const getBookingCustomers = async (activityId: number, text: string) =>
  (
    await api.list('/api/activities/{activityId}/booking-customers', {
      path: { activityId },
      noActivity: true,
      query: { text },
    })
  ).rows;

export function useBookingCustomers(text: string) {
  const { activityId } = useSession();
  const search = text.trim();
  return useQuery(
    queryOptions({
      queryKey: bookingCustomerKeys.search(activityId, search),
      queryFn: () => getBookingCustomers(activityId as number, search),
      enabled: Boolean(activityId) && search.length >= CUSTOMER_SEARCH_MIN,
      placeholderData: keepPreviousData,
    }),
  );
}
