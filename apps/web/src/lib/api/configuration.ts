// GET /api/activities/{id}/configurations: the current activity's configuration, cached in
// local storage with its date (SPEC §4, see activity-cached.ts).
import { activityCachedEndpoint } from './activity-cached.ts';
import { api } from './client.ts';

const endpoint = activityCachedEndpoint('configuration', (id) =>
  api.get('/api/activities/{id}/configurations', { path: { id }, noActivity: true }),
);

export const configurationKeys = endpoint.keys;
export const getConfiguration = endpoint.get;
export const configurationQueryOptions = endpoint.options;
export const useConfiguration = endpoint.useCurrent;
