// GET /api/activities/{id}/configurations: the current activity's configuration, cached in
// local storage with its date (SPEC §4) so the layout draws at once on the next visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityConfiguration } from '@tessera/domain';
import { http } from '../http.ts';
import { useSession } from '../session.ts';
import { KEYS, readCached, writeCached } from '../storage.ts';

export const configurationKeys = {
  all: ['configuration'] as const,
  detail: (activityId: number | null) => [...configurationKeys.all, activityId] as const,
};

export async function getConfiguration(activityId: number): Promise<ActivityConfiguration> {
  const data = await http.get<ActivityConfiguration>(
    `/api/activities/${activityId}/configurations`,
    { noActivity: true },
  );
  writeCached(KEYS.cache('configuration', activityId), data);
  return data;
}

export const configurationQueryOptions = (activityId: number | null) => {
  const cached = activityId
    ? readCached<ActivityConfiguration>(KEYS.cache('configuration', activityId))
    : null;
  return queryOptions({
    queryKey: configurationKeys.detail(activityId),
    queryFn: () => getConfiguration(activityId as number),
    enabled: Boolean(activityId),
    initialData: cached?.data,
    initialDataUpdatedAt: cached ? Date.parse(cached.date) : undefined,
    staleTime: 60_000,
  });
};

export function useConfiguration() {
  return useQuery(configurationQueryOptions(useSession().activityId));
}
