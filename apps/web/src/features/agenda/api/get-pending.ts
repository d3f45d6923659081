// GET /api/activities/{activityId}/agenda/pending: the inbox of booking requests still waiting, of
// every date, the oldest request first, a page at a time (keys shared with the drawer's count).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { bookingPendingKeys } from '../../../lib/api/booking-pending.ts';
import { api, type Row } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export type PendingBooking = Row<'/api/activities/{activityId}/agenda/pending'>;

export const getPending = (activityId: number, page: number, rowsPerPage: number) =>
  api.list('/api/activities/{activityId}/agenda/pending', {
    path: { activityId },
    noActivity: true,
    query: { page, rowsPerPage },
  });

export function usePendingBookings(page: number, rowsPerPage: number, enabled = true) {
  const { activityId } = useSession();
  return useQuery(
    queryOptions({
      queryKey: bookingPendingKeys.page(activityId, page, rowsPerPage),
      queryFn: () => getPending(activityId as number, page, rowsPerPage),
      enabled: enabled && Boolean(activityId),
      placeholderData: keepPreviousData,
    }),
  );
}
