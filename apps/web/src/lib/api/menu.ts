// GET /api/activities/{id}/menu: the current activity's menu switches, cached like the
// configuration (SPEC §4).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityMenu } from '@tessera/domain';
import { http } from '../http.ts';
import { useSession } from '../session.ts';
import { KEYS, readCached, writeCached } from '../storage.ts';

export const menuKeys = {
  all: ['menu'] as const,
  detail: (activityId: number | null) => [...menuKeys.all, activityId] as const,
};

export async function getMenu(activityId: number): Promise<ActivityMenu> {
  const data = await http.get<ActivityMenu>(`/api/activities/${activityId}/menu`, {
    noActivity: true,
  });
  writeCached(KEYS.cache('menu', activityId), data);
  return data;
}

export const menuQueryOptions = (activityId: number | null) => {
  const cached = activityId ? readCached<ActivityMenu>(KEYS.cache('menu', activityId)) : null;
  return queryOptions({
    queryKey: menuKeys.detail(activityId),
    queryFn: () => getMenu(activityId as number),
    enabled: Boolean(activityId),
    initialData: cached?.data,
    initialDataUpdatedAt: cached ? Date.parse(cached.date) : undefined,
    staleTime: 60_000,
  });
};

export function useMenu() {
  return useQuery(menuQueryOptions(useSession().activityId));
}
