// POST /api/activities/{id}/join: the signed-in user becomes a customer of the activity (issue
// 3.9); joining again changes nothing. A refusal is the join screen's to show: silent.
import { api } from '../../../lib/api/client.ts';

export const joinActivity = (activityId: number) =>
  api.post('/api/activities/{id}/join', {
    path: { id: activityId },
    noActivity: true,
    silent: true,
  });

/** Where the registration link's "log in and join" leads: /login, then /join/{id}. */
export const loginAndJoinPath = (activityId: number, to: (path: string) => string) =>
  `/login?redirect=${encodeURIComponent(to(`/join/${activityId}`))}`;
