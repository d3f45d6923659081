// GET /api/app/activities/{id}/cartshop: the activity's cart value (SPEC §3: value, the
// accumulation rate in percent; pointValue, the euros of cashback one point is worth). Shown on
// the card, so offline-worthy too.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineWorthy } from '../offline.ts';
import { useSession } from '../session.ts';
import { api } from './client.ts';

export const cartValueKeys = {
  all: ['cartValue'] as const,
  detail: (activityId: number | null) => [...cartValueKeys.all, activityId] as const,
};

export const getCartValue = (activityId: number) =>
  api.get('/api/app/activities/{id}/cartshop', { path: { id: activityId }, noActivity: true });

export const cartValueQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: cartValueKeys.detail(activityId),
    queryFn: () => getCartValue(activityId as number),
    enabled: Boolean(activityId),
    ...offlineWorthy,
  });

export function useCartValue() {
  return useQuery(cartValueQueryOptions(useSession().activityId));
}
