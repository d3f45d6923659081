// GET /api/activities/{id}/configurations: the current activity's configuration, cached in
// local storage with its date (SPEC §4, see activity-cached.ts).
import type { ActivityConfiguration } from '@tessera/domain';
import { activityCachedEndpoint } from './activity-cached.ts';

const endpoint = activityCachedEndpoint<ActivityConfiguration>(
  'configuration',
  (activityId) => `/api/activities/${activityId}/configurations`,
);

export const configurationKeys = endpoint.keys;
export const getConfiguration = endpoint.get;
export const configurationQueryOptions = endpoint.options;
export const useConfiguration = endpoint.useCurrent;
