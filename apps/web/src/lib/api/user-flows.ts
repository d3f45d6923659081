// GET /api/app/activities/{id}/userflows: one page of the card's movements, newest first;
// offline-worthy, as the card.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { offlineWorthy } from '../offline.ts';
import { useSession } from '../session.ts';
import { api } from './client.ts';
import { cardKeys } from './user-card.ts';

/** A page of movements: 0-based as the pagination counts (the API's page is 1-based). */
export interface FlowsPage {
  page: number;
  rowsPerPage: number;
}

export const getUserFlows = (activityId: number, q: FlowsPage) =>
  api.list('/api/app/activities/{id}/userflows', {
    path: { id: activityId },
    noActivity: true,
    query: { page: q.page + 1, rowsPerPage: q.rowsPerPage },
  });

/** The previous page stays shown while the next one loads. */
export const userFlowsQueryOptions = (activityId: number | null, q: FlowsPage) =>
  queryOptions({
    queryKey: cardKeys.flows(activityId, q),
    queryFn: () => getUserFlows(activityId as number, q),
    enabled: Boolean(activityId),
    placeholderData: keepPreviousData,
    ...offlineWorthy,
  });

export function useUserFlows(q: FlowsPage) {
  return useQuery(userFlowsQueryOptions(useSession().activityId, q));
}
