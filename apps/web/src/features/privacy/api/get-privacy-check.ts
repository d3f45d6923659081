// GET /api/userprivacies/check/activity/{id}: whether the informative privacy is accepted in
// the current activity. Cached per activity: it changes only when the customer saves the
// privacy screen, which updates it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export const privacyCheckKeys = {
  all: ['privacyCheck'] as const,
  detail: (activityId: number | null) => [...privacyCheckKeys.all, activityId] as const,
};

export const getPrivacyCheck = (activityId: number) =>
  api.get('/api/userprivacies/check/activity/{activityId}', {
    path: { activityId },
    silent: true,
  });

export const privacyCheckQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: privacyCheckKeys.detail(activityId),
    queryFn: () => getPrivacyCheck(activityId as number),
    enabled: Boolean(activityId),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Not asked on the privacy screen itself. */
export function usePrivacyCheck(wanted: boolean) {
  const options = privacyCheckQueryOptions(useSession().activityId);
  return useQuery({ ...options, enabled: wanted && options.enabled });
}
