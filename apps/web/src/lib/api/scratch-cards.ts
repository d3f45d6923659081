// GET /api/app/scratch-and-win-customers/customers: one page of the customer's scratch cards in
// the current activity (SPEC §9: 10 a page), newest first. A card's result is null until it is
// scratched: the outcome is never known here before.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../session.ts';
import { api } from './client.ts';

/** A page of scratch cards: 0-based as the pagination counts (the API's page is 1-based). */
export interface ScratchCardsPage {
  page: number;
  rowsPerPage: number;
}

export const scratchCardKeys = {
  all: ['scratchCards'] as const,
  lists: () => [...scratchCardKeys.all, 'list'] as const,
  list: (activityId: number | null, q: ScratchCardsPage) =>
    [...scratchCardKeys.lists(), activityId, q] as const,
  detail: (id: number) => [...scratchCardKeys.all, 'detail', id] as const,
};

export const getScratchCards = (activityId: number, q: ScratchCardsPage) =>
  api.list('/api/app/scratch-and-win-customers/customers', {
    filters: { activityId },
    query: { page: q.page + 1, rowsPerPage: q.rowsPerPage },
  });

/** The previous page stays shown while the next one loads. */
export const scratchCardsQueryOptions = (activityId: number | null, q: ScratchCardsPage) =>
  queryOptions({
    queryKey: scratchCardKeys.list(activityId, q),
    queryFn: () => getScratchCards(activityId as number, q),
    enabled: Boolean(activityId),
    placeholderData: keepPreviousData,
  });

export function useScratchCards(q: ScratchCardsPage) {
  return useQuery(scratchCardsQueryOptions(useSession().activityId, q));
}
