// GET /api/activityimages/{id}: the current activity's gallery.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineWorthy } from '../offline.ts';
import { useSession } from '../session.ts';
import { api } from './client.ts';

export const activityImageKeys = {
  all: ['activityImages'] as const,
  list: (activityId: number | null) => [...activityImageKeys.all, activityId] as const,
};

export const getActivityImages = (activityId: number) =>
  api.list('/api/activityimages/{activityId}', { path: { activityId }, noActivity: true });

export const activityImagesQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: activityImageKeys.list(activityId),
    queryFn: () => getActivityImages(activityId as number),
    enabled: Boolean(activityId),
    // The home's gallery shows offline (the service worker keeps the images).
    ...offlineWorthy,
  });

export function useActivityImages() {
  return useQuery(activityImagesQueryOptions(useSession().activityId));
}
