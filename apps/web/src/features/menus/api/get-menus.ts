// GET /api/menus: the current activity's menu or price list, every entry with its category.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { menuEntryKeys } from '../../../lib/api/menu-entry-keys.ts';
import { offlineWorthy } from '../../../lib/offline.ts';
import { useSession } from '../../../lib/session.ts';

export const getMenus = (activityId: number) => api.list('/api/menus', { filters: { activityId } });

export const menusQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: menuEntryKeys.list(activityId),
    queryFn: () => getMenus(activityId as number),
    enabled: Boolean(activityId),
    // SPEC §4: the menu keeps its own dated copy, shown offline.
    ...offlineWorthy,
  });

export function useMenus() {
  return useQuery(menusQueryOptions(useSession().activityId));
}
