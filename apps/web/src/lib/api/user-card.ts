// GET /api/activities/{id}/usercard: the customer's card in the current activity (balance,
// points, card code, next expiry, cashBackType, graphicCardType). Offline-worthy: the card works
// at a counter with no signal from its last known data (lib/offline.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { offlineWorthy } from '../offline.ts';
import { useSession } from '../session.ts';
import { api } from './client.ts';

/**
 * The customer's card in an activity, one key family for all its reads: the card itself, its
 * totals (usercardsimple) and its movements (userflows). Whatever changes the card (an order, a
 * payment's outcome, a scratch card won) invalidates `cardKeys.all`, so every screen that shows
 * it reads it again.
 */
export const cardKeys = {
  all: ['card'] as const,
  detail: (activityId: number | null) => [...cardKeys.all, 'detail', activityId] as const,
  totals: (activityId: number | null) => [...cardKeys.all, 'totals', activityId] as const,
  flows: (activityId: number | null, q: { page: number; rowsPerPage: number }) =>
    [...cardKeys.all, 'flows', activityId, q] as const,
};

export const getUserCard = (activityId: number) =>
  api.get('/api/activities/{id}/usercard', { path: { id: activityId }, noActivity: true });

export const userCardQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: cardKeys.detail(activityId),
    queryFn: () => getUserCard(activityId as number),
    enabled: Boolean(activityId),
    ...offlineWorthy,
  });

export function useUserCard() {
  return useQuery(userCardQueryOptions(useSession().activityId));
}
