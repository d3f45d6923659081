// GET /api/activities/{id}/booking-settings: hours, step and seats (a room without seats of its
// own has these).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingSettings } from '@tessera/domain';
import { http } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';

export const settingsKeys = {
  all: ['agendaSetup', 'settings'] as const,
  of: (activityId: number | null) => [...settingsKeys.all, activityId] as const,
};

export const getBookingSettings = (activityId: number) =>
  http.get<BookingSettings>(`/api/activities/${activityId}/booking-settings`, { noActivity: true });

export function useBookingSettings() {
  const { activityId } = useSession();
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.of(activityId),
      queryFn: () => getBookingSettings(activityId as number),
      enabled: Boolean(activityId),
      staleTime: 60_000,
    }),
  );
}
