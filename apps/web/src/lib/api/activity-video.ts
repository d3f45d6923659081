// GET /api/activity-video/{id}: the current activity's home video, if any.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineWorthy } from '../offline.ts';
import { useSession } from '../session.ts';
import { api } from './client.ts';

export const activityVideoKeys = {
  all: ['activityVideo'] as const,
  detail: (activityId: number | null) => [...activityVideoKeys.all, activityId] as const,
};

export const getActivityVideo = (activityId: number) =>
  api.get('/api/activity-video/{activityId}', { path: { activityId }, noActivity: true });

export const activityVideoQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: activityVideoKeys.detail(activityId),
    queryFn: () => getActivityVideo(activityId as number),
    enabled: Boolean(activityId),
    ...offlineWorthy,
  });

/** Only asked when the home template shows a video. */
export function useActivityVideo(wanted: boolean) {
  const options = activityVideoQueryOptions(useSession().activityId);
  return useQuery({ ...options, enabled: wanted && options.enabled });
}
