// GET /api/app/bookings/dates: the 35 days of the calendar for one selection (service, operator
// or room, people): open and full days, closed times, anyone's busy times (times only), seats
// taken and the caller's own bookings. Read again after a booking or a cancellation.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingAvailability } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export interface AvailabilityFilters {
  /** The calendar's first day (the server starts at its today when this is earlier). */
  date: string;
  numberOfPeoples: number;
  bookingServiceId?: number;
  bookingOperatorId?: number;
}

export const bookingAvailabilityKeys = {
  all: ['bookingAvailability'] as const,
  detail: (activityId: number | null, f: AvailabilityFilters) =>
    [...bookingAvailabilityKeys.all, activityId, f] as const,
};

export const getBookingAvailability = (activityId: number, f: AvailabilityFilters) =>
  http.get<BookingAvailability>('/api/app/bookings/dates', {
    filters: {
      activityId,
      date: f.date,
      numberOfPeoples: f.numberOfPeoples,
      bookingServiceId: f.bookingServiceId,
      bookingOperatorId: f.bookingOperatorId,
    },
  });

/** `enabled` false until the selection is whole (a service chosen). */
export const bookingAvailabilityQueryOptions = (
  activityId: number | null,
  f: AvailabilityFilters,
  enabled = true,
) =>
  queryOptions({
    queryKey: bookingAvailabilityKeys.detail(activityId, f),
    queryFn: () => getBookingAvailability(activityId as number, f),
    enabled: Boolean(activityId) && enabled,
    // Another number of people keeps the calendar on screen while its days are asked.
    placeholderData: keepPreviousData,
  });

export function useBookingAvailability(f: AvailabilityFilters, enabled: boolean) {
  return useQuery(bookingAvailabilityQueryOptions(useSession().activityId, f, enabled));
}
