// GET /api/activityimages/{id}: the current activity's gallery.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ActivityImage } from '@tessera/domain';
import { http } from '../http.ts';
import { useSession } from '../session.ts';

export const activityImageKeys = {
  all: ['activityImages'] as const,
  list: (activityId: number | null) => [...activityImageKeys.all, activityId] as const,
};

export const getActivityImages = (activityId: number) =>
  http.list<ActivityImage>(`/api/activityimages/${activityId}`, { noActivity: true });

export const activityImagesQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: activityImageKeys.list(activityId),
    queryFn: () => getActivityImages(activityId as number),
    enabled: Boolean(activityId),
  });

export function useActivityImages() {
  return useQuery(activityImagesQueryOptions(useSession().activityId));
}
