// GET /app/activities/{id}: the business a sign-up is for. Public.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rememberBrand } from '../../../components/Brand.tsx';
import { api } from '../../../lib/api/client.ts';

export const publicActivityKeys = {
  all: ['publicActivity'] as const,
  detail: (activityId: number | null) => [...publicActivityKeys.all, activityId] as const,
};

/** The activity a sign-up is for is also the brand of the screens before sign-in. */
export const getPublicActivity = (activityId: number) =>
  api
    .get('/app/activities/{id}', { path: { id: activityId }, noActivity: true, silent: true })
    .then((activity) => {
      rememberBrand(activity);
      return activity;
    });

export const publicActivityQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: publicActivityKeys.detail(activityId),
    queryFn: () => getPublicActivity(activityId as number),
    enabled: Boolean(activityId),
  });

export function usePublicActivity(activityId: number | null) {
  return useQuery(publicActivityQueryOptions(activityId));
}
