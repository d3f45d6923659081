// GET /app/activities/{id}/configurations: what sign-up shows and asks (nation, address,
// phone required, app store links). Public.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicActivityConfiguration } from '@tessera/domain';
import { api } from '../../../lib/api/client.ts';

export type PublicConfiguration = PublicActivityConfiguration;

export const publicConfigurationKeys = {
  all: ['publicConfiguration'] as const,
  detail: (activityId: number | null) => [...publicConfigurationKeys.all, activityId] as const,
};

export const getPublicConfiguration = (activityId: number) =>
  api.get('/app/activities/{id}/configurations', {
    path: { id: activityId },
    noActivity: true,
    silent: true,
  });

export const publicConfigurationQueryOptions = (activityId: number | null) =>
  queryOptions({
    queryKey: publicConfigurationKeys.detail(activityId),
    queryFn: () => getPublicConfiguration(activityId as number),
    enabled: Boolean(activityId),
  });

export function usePublicConfiguration(activityId: number | null) {
  return useQuery(publicConfigurationQueryOptions(activityId));
}
