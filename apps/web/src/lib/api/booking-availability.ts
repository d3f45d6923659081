// GET /api/app/bookings/dates: the 35 days of the calendar for one selection (service, operator
// or room, people): open and full days, closed times, anyone's busy times (times only), seats
// taken and the caller's own bookings. Shared: the customer's booking screens and the staff's
// booking on a customer's behalf read it under one key; a booking made, cancelled or answered
// by either reads it again.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryConfig } from '../queryClient.ts';
import { useSession } from '../session.ts';
import { api } from './client.ts';

export interface AvailabilityFilters {
  /** The calendar's first day (the server starts at its today when this is earlier). */
  date: string;
  numberOfPeoples: number;
  bookingServiceId?: number | undefined;
  bookingOperatorId?: number | undefined;
  /** A booking being moved: the calendar as if it were not there (its own time offered again). */
  moving?: number | undefined;
}

export const bookingAvailabilityKeys = {
  all: ['bookingAvailability'] as const,
  detail: (activityId: number | null, f: AvailabilityFilters) =>
    [...bookingAvailabilityKeys.all, activityId, f] as const,
};

export const getBookingAvailability = (activityId: number, f: AvailabilityFilters) =>
  api.get('/api/app/bookings/dates', {
    filters: {
      activityId,
      date: f.date,
      numberOfPeoples: f.numberOfPeoples,
      bookingServiceId: f.bookingServiceId,
      bookingOperatorId: f.bookingOperatorId,
      moving: f.moving,
    },
  });

/** `f` null or `enabled` false: the selection is not whole yet (no request). */
export const bookingAvailabilityQueryOptions = (
  activityId: number | null,
  f: AvailabilityFilters | null,
  enabled = true,
) =>
  queryOptions({
    queryKey: bookingAvailabilityKeys.detail(activityId, f as AvailabilityFilters),
    queryFn: () => getBookingAvailability(activityId as number, f as AvailabilityFilters),
    enabled: Boolean(activityId && f) && enabled,
  });

export function useBookingAvailability(
  f: AvailabilityFilters | null,
  {
    enabled,
    ...config
  }: { enabled?: boolean } & Omit<
    QueryConfig<typeof bookingAvailabilityQueryOptions>,
    'enabled'
  > = {},
) {
  return useQuery({
    ...bookingAvailabilityQueryOptions(useSession().activityId, f, enabled),
    ...config,
  });
}
