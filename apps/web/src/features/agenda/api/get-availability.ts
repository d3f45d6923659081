// GET /api/app/bookings/dates: the calendar's 35 days for one selection (service and operator,
// or people and room), with the busy times and seats taken that `checkSlot` reads.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingAvailability } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export interface AvailabilityFilters {
  date: string;
  numberOfPeoples: number;
  bookingServiceId?: number | undefined;
  bookingOperatorId?: number | undefined;
}

export const availabilityKeys = {
  all: ['agendaAvailability'] as const,
  of: (activityId: number | null, f: AvailabilityFilters) =>
    [...availabilityKeys.all, activityId, f] as const,
};

export const getAvailability = (f: AvailabilityFilters) =>
  http.get<BookingAvailability>('/api/app/bookings/dates', { filters: { ...f } });

export function useAvailability(filters: AvailabilityFilters | null) {
  const { activityId } = useSession();
  return useQuery(
    queryOptions({
      queryKey: availabilityKeys.of(activityId, filters as AvailabilityFilters),
      queryFn: () => getAvailability(filters as AvailabilityFilters),
      enabled: Boolean(activityId && filters),
    }),
  );
}
