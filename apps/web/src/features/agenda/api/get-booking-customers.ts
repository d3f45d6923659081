// GET /api/activities/{activityId}/booking-customers?text=: the activity's customers whose name,
// e-mail or phone holds the text, for staff booking on a customer's behalf.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingCustomer } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

/** Letters typed before the search starts. */
export const CUSTOMER_SEARCH_MIN = 2;

export const bookingCustomerKeys = {
  all: ['bookingCustomers'] as const,
  search: (activityId: number | null, text: string) =>
    [...bookingCustomerKeys.all, activityId, text] as const,
};

export const getBookingCustomers = (activityId: number, text: string) =>
  http.get<BookingCustomer[]>(`/api/activities/${activityId}/booking-customers`, {
    noActivity: true,
    query: { text },
  });

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
