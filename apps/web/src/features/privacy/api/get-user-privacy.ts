// GET /api/userprivacies/activity/{id}: the customer's consents in the current activity.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useSession } from '../../../lib/session.ts';

export const userPrivacyKeys = {
  all: ['userPrivacy'] as const,
  detail: (activityId: number | null) => [...userPrivacyKeys.all, activityId] as const,
};

export const getUserPrivacy = (activityId: number) =>
  api.get('/api/userprivacies/activity/{activityId}', { path: { activityId } });

export const userPrivacyQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: userPrivacyKeys.detail(activityId),
    queryFn: () => getUserPrivacy(activityId as number),
    enabled: Boolean(activityId),
  });

export function useUserPrivacy() {
  return useQuery(userPrivacyQueryOptions(useSession().activityId));
}
