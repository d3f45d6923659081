// GET /api/activities/{id}/usercardsimple: the card's balance and points alone (the movements
// screen's totals). Offline-worthy, like the card.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserCard } from '@tessera/domain';
import { http } from '../http.ts';
import { offlineWorthy } from '../offline.ts';
import { useSession } from '../session.ts';

/** The data of usercardsimple (the domain's `userCardSimple`). */
export type UserCardSimple = Pick<UserCard, 'balance' | 'pointBalance'>;

export const userCardSimpleKeys = {
  all: ['userCardSimple'] as const,
  detail: (activityId: number | null) => [...userCardSimpleKeys.all, activityId] as const,
};

export const getUserCardSimple = (activityId: number) =>
  http.get<UserCardSimple>(`/api/activities/${activityId}/usercardsimple`, { noActivity: true });

export const userCardSimpleQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: userCardSimpleKeys.detail(activityId),
    queryFn: () => getUserCardSimple(activityId as number),
    enabled: Boolean(activityId),
    ...offlineWorthy,
  });

export function useUserCardSimple() {
  return useQuery(userCardSimpleQueryOptions(useSession().activityId));
}
