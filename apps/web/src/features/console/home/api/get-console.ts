// GET /api/activities/{activityId}/console: the console home's set-up steps and what waits for
// the staff. Read again each time the home opens: a save elsewhere changes it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import { offlineWorthy } from '../../../../lib/offline.ts';
import { useSession } from '../../../../lib/session.ts';

export const consoleKeys = {
  all: ['console'] as const,
  summary: (activityId: number | null) => [...consoleKeys.all, activityId] as const,
};

export const consoleQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: consoleKeys.summary(activityId),
    queryFn: () =>
      api.get('/api/activities/{activityId}/console', {
        path: { activityId: activityId as number },
        noActivity: true,
      }),
    enabled: Boolean(activityId),
    staleTime: 0,
    ...offlineWorthy,
  });

export const useConsoleSummary = () => useQuery(consoleQueryOptions(useSession().activityId));
