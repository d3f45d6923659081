// GET /api/activities/{activityId}/settings: the current activity as its admins set it up (name,
// colours, logo, time zone, home template, card graphics, menu switches, the configuration the
// customer app reads, the menu's texts per language). One key factory for the resource.
// Not offline-worthy: a form never edits last known data (lib/offline.ts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client.ts';
import { useSession } from '../../../../lib/session.ts';

export const activitySetupKeys = {
  all: ['activitySetup'] as const,
  detail: (activityId: number | null) => [...activitySetupKeys.all, activityId] as const,
};

export const getActivitySetup = (activityId: number) =>
  api.get('/api/activities/{activityId}/settings', { path: { activityId }, noActivity: true });

/** The owner edits it: read again whenever the screen opens. */
export const activitySetupQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: activitySetupKeys.detail(activityId),
    queryFn: () => getActivitySetup(activityId as number),
    enabled: Boolean(activityId),
    staleTime: 0,
  });

export function useActivitySetup() {
  return useQuery(activitySetupQueryOptions(useSession().activityId));
}
