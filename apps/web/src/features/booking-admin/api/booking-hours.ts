// GET and PUT /api/activities/{activityId}/booking-hours (issue 26): the activity's opening hours
// per weekday; none, the settings' range every day. Refusals are the form's to show: silent.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WeeklyRange } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export const bookingHoursKeys = {
  all: ['bookingHours'] as const,
  detail: (activityId: number | null) => [...bookingHoursKeys.all, activityId] as const,
};

const hoursQuery = (activityId: number | null) =>
  queryOptions({
    queryKey: bookingHoursKeys.detail(activityId),
    queryFn: () =>
      api.get('/api/activities/{activityId}/booking-hours', {
        path: { activityId: activityId as number },
        noActivity: true,
      }),
    enabled: Boolean(activityId),
    staleTime: 0,
  });

export function useBookingHours() {
  return useQuery(hoursQuery(useSession().activityId));
}

export function useSaveBookingHours() {
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: WeeklyRange[]) =>
      api.put('/api/activities/{activityId}/booking-hours', {
        path: { activityId: activityId as number },
        body: { hours },
        noActivity: true,
        silent: true,
      }),
    onSuccess: (saved) => queryClient.setQueryData(bookingHoursKeys.detail(activityId), saved),
  });
}
