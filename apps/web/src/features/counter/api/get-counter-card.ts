// GET /api/activities/{activityId}/cards/{cardCode}: the card at the counter, for staff of the
// current activity. A code that names no card of it is a 404, shown by the screen itself.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export const counterCardKeys = {
  all: ['counterCard'] as const,
  detail: (activityId: number | null, code: string | null) =>
    [...counterCardKeys.all, activityId, code] as const,
};

export const getCounterCard = (activityId: number, code: string) =>
  api.get('/api/activities/{activityId}/cards/{cardCode}', {
    path: { activityId, cardCode: code },
    noActivity: true,
    silent: true,
  });

export function useCounterCard(code: string | null) {
  const { activityId } = useSession();
  return useQuery(
    queryOptions({
      queryKey: counterCardKeys.detail(activityId, code),
      queryFn: () => getCounterCard(activityId as number, code as string),
      enabled: Boolean(activityId && code),
      retry: false,
    }),
  );
}
