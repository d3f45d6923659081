// GET /api/activities/{id}/usercardsimple: the card's balance and points alone (the movements
// screen's totals). Offline-worthy, like the card.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineWorthy } from '../offline.ts';
import { useSession } from '../session.ts';
import { api } from './client.ts';
import { cardKeys } from './user-card.ts';

export const getUserCardSimple = (activityId: number) =>
  api.get('/api/activities/{id}/usercardsimple', { path: { id: activityId }, noActivity: true });

export const userCardSimpleQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: cardKeys.totals(activityId),
    queryFn: () => getUserCardSimple(activityId as number),
    enabled: Boolean(activityId),
    ...offlineWorthy,
  });

export function useUserCardSimple() {
  return useQuery(userCardSimpleQueryOptions(useSession().activityId));
}
