// GET /api/activities/{id}/menu: the current activity's menu switches, cached like the
// configuration (SPEC §4, see activity-cached.ts).
import type { ActivityMenu } from '@tessera/domain';
import { activityCachedEndpoint } from './activity-cached.ts';

const endpoint = activityCachedEndpoint<ActivityMenu>(
  'menu',
  (activityId) => `/api/activities/${activityId}/menu`,
);

export const menuKeys = endpoint.keys;
export const getMenu = endpoint.get;
export const menuQueryOptions = endpoint.options;
export const useMenu = endpoint.useCurrent;
