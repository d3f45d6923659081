// The current activity and what every screen reads of it: configuration, menu switches,
// images, video and languages. Configuration and menu are cached with their date (SPEC §4).

import { useQuery } from '@tanstack/react-query';
import type {
  ActivityConfiguration,
  ActivityCustomer,
  ActivityImage,
  ActivityLanguage,
  ActivityMenu,
  ActivityVideo,
} from '@tessera/domain';
import { http } from './http.ts';
import { session, useSession } from './session.ts';
import { KEYS, readCached, writeCached } from './storage.ts';

export function useCurrentActivity(): ActivityCustomer | undefined {
  const s = useSession();
  return s.activities.find((a) => a.activityId === s.activityId);
}

/** Fetches the customer's activities and keeps the session's list in step. */
export function useActivityCustomers() {
  const s = useSession();
  return useQuery({
    queryKey: ['activityCustomers', s.claims?.id],
    enabled: s.status !== 'loggedOut',
    queryFn: async () => {
      const { activityCustomers } = await http.get<{ activityCustomers: ActivityCustomer[] }>(
        '/api/activities/customers/byiduser',
        { noActivity: true },
      );
      session.setActivities(activityCustomers);
      return activityCustomers;
    },
  });
}

function useCachedActivityQuery<T>(kind: 'configuration' | 'menu', path: (id: number) => string) {
  const activityId = useSession().activityId;
  const cached = activityId ? readCached<T>(KEYS.cache(kind, activityId)) : null;
  return useQuery({
    queryKey: [kind, activityId],
    enabled: Boolean(activityId),
    initialData: cached?.data,
    initialDataUpdatedAt: cached ? Date.parse(cached.date) : undefined,
    staleTime: 60_000,
    queryFn: async () => {
      const data = await http.get<T>(path(activityId as number), { noActivity: true });
      writeCached(KEYS.cache(kind, activityId as number), data);
      return data;
    },
  });
}

export const useConfiguration = () =>
  useCachedActivityQuery<ActivityConfiguration>(
    'configuration',
    (id) => `/api/activities/${id}/configurations`,
  );

export const useMenu = () =>
  useCachedActivityQuery<ActivityMenu>('menu', (id) => `/api/activities/${id}/menu`);

export function useActivityImages() {
  const activityId = useSession().activityId;
  return useQuery({
    queryKey: ['activityImages', activityId],
    enabled: Boolean(activityId),
    queryFn: () =>
      http.list<ActivityImage>(`/api/activityimages/${activityId}`, { noActivity: true }),
  });
}

export function useActivityVideo(enabled: boolean) {
  const activityId = useSession().activityId;
  return useQuery({
    queryKey: ['activityVideo', activityId],
    enabled: enabled && Boolean(activityId),
    queryFn: () =>
      http.get<ActivityVideo | null>(`/api/activity-video/${activityId}`, { noActivity: true }),
  });
}

export function useActivityLanguages(enabled: boolean) {
  const activityId = useSession().activityId;
  return useQuery({
    queryKey: ['activityLanguages', activityId],
    enabled: enabled && Boolean(activityId),
    queryFn: () =>
      http.list<ActivityLanguage>('/public/activity-languages', {
        query: { rowsPerPage: 50 },
      }),
  });
}
