// GET /api/activities/{id}/usercard: the customer's card in the current activity (balance,
// points, card code, next expiry, cashBackType, graphicCardType). Offline-worthy: the card works
// at a counter with no signal from its last known data (lib/offline.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserCard } from '@tessera/domain';
import { http } from '../http.ts';
import { offlineWorthy } from '../offline.ts';
import { useSession } from '../session.ts';

export const userCardKeys = {
  all: ['userCard'] as const,
  detail: (activityId: number | null) => [...userCardKeys.all, activityId] as const,
};

export const getUserCard = (activityId: number) =>
  http.get<UserCard>(`/api/activities/${activityId}/usercard`, { noActivity: true });

export const userCardQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: userCardKeys.detail(activityId),
    queryFn: () => getUserCard(activityId as number),
    enabled: Boolean(activityId),
    ...offlineWorthy,
  });

export function useUserCard() {
  return useQuery(userCardQueryOptions(useSession().activityId));
}
