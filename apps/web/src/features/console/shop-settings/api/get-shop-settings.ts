// GET /api/activities/{activityId}/shop-settings: the current activity's shop settings (admins):
// the minimum order, the preparation minutes, the shippings, the payments with what blocks each,
// the bank details and the pick-up windows. One key factory for the resource.
// Not offline-worthy: a form never edits last known data (lib/offline.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import { useSession } from '../../../../lib/session.ts';

export const shopSettingsKeys = {
  all: ['shopSettings'] as const,
  detail: (activityId: number | null) => [...shopSettingsKeys.all, activityId] as const,
};

export const getShopSettings = (activityId: number) =>
  api.get('/api/activities/{activityId}/shop-settings', {
    path: { activityId },
    noActivity: true,
  });

/** The owner edits them: read again whenever the screen opens. */
export const shopSettingsQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: shopSettingsKeys.detail(activityId),
    queryFn: () => getShopSettings(activityId as number),
    enabled: Boolean(activityId),
    staleTime: 0,
  });

export function useShopSettings() {
  return useQuery(shopSettingsQueryOptions(useSession().activityId));
}
