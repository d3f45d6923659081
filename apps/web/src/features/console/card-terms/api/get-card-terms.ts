// GET /api/activities/{activityId}/cardterms: the current activity's card terms (admins). The key
// factory names every read of the resource (the terms and their changes), so a save reaches both.
// Not offline-worthy: a form never edits last known data (lib/offline.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import { useSession } from '../../../../lib/session.ts';

export const cardTermsKeys = {
  all: ['cardTerms'] as const,
  detail: (activityId: number | null) => [...cardTermsKeys.all, activityId, 'detail'] as const,
  changesAll: (activityId: number | null) => [...cardTermsKeys.all, activityId, 'changes'] as const,
  changes: (activityId: number | null, q: { page: number; rowsPerPage: number }) =>
    [...cardTermsKeys.changesAll(activityId), q] as const,
};

export const getCardTerms = (activityId: number) =>
  api.get('/api/activities/{activityId}/cardterms', { path: { activityId }, noActivity: true });

/** The admin edits them: read again whenever the screen opens. */
export const cardTermsQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: cardTermsKeys.detail(activityId),
    queryFn: () => getCardTerms(activityId as number),
    enabled: Boolean(activityId),
    staleTime: 0,
  });

export function useCardTerms() {
  return useQuery(cardTermsQueryOptions(useSession().activityId));
}
