// GET /api/activities/{id}/menu: the current activity's menu switches, cached like the
// configuration (SPEC §4, see activity-cached.ts).
import { activityCachedEndpoint } from './activity-cached.ts';
import { api } from './client.ts';

const endpoint = activityCachedEndpoint('menu', (id) =>
  api.get('/api/activities/{id}/menu', { path: { id }, noActivity: true }),
);

export const menuKeys = endpoint.keys;
export const getMenu = endpoint.get;
export const menuQueryOptions = endpoint.options;
export const useMenu = endpoint.useCurrent;
