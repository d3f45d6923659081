// GET /api/activities/{activityId}/cardterms/changes: who changed the card terms, when, from what
// to what; newest first, a page at a time (the page in the address: usePageParams).
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import { useSession } from '../../../../lib/session.ts';
import type { PageParams } from '../../../../lib/usePageParams.ts';
import { cardTermsKeys } from './get-card-terms.ts';

export const getCardTermChanges = (activityId: number, q: PageParams) =>
  api.list('/api/activities/{activityId}/cardterms/changes', {
    path: { activityId },
    query: { page: q.page + 1, rowsPerPage: q.rowsPerPage },
    noActivity: true,
  });

/** The previous page stays shown while the next one loads. */
export const cardTermChangesQueryOptions = (activityId: number | null, q: PageParams) =>
  queryOptions({
    queryKey: cardTermsKeys.changes(activityId, q),
    queryFn: () => getCardTermChanges(activityId as number, q),
    enabled: Boolean(activityId),
    placeholderData: keepPreviousData,
  });

export function useCardTermChanges(q: PageParams) {
  return useQuery(cardTermChangesQueryOptions(useSession().activityId, q));
}
