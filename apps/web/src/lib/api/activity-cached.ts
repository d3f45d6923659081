// An activity's configuration and menu (SPEC §4): read for the current activity and kept in
// local storage with the date they were fetched, so the layout draws at once on the next visit.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '../session.ts';
import { KEYS, readCached, writeCached } from '../storage.ts';

/** The fetcher, key factory, query options and hook of one cached document of an activity. */
export function activityCachedEndpoint<T>(
  kind: 'configuration' | 'menu',
  fetch: (activityId: number) => Promise<T>,
) {
  const keys = {
    all: [kind] as const,
    detail: (activityId: number | null) => [kind, activityId] as const,
  };

  async function get(activityId: number): Promise<T> {
    const data = await fetch(activityId);
    writeCached(KEYS.cache(kind, activityId), data);
    return data;
  }

  const options = (activityId: number | null) => {
    const cached = activityId ? readCached<T>(KEYS.cache(kind, activityId)) : null;
    return queryOptions({
      queryKey: keys.detail(activityId),
      queryFn: () => get(activityId as number),
      enabled: Boolean(activityId),
      initialData: cached?.data,
      initialDataUpdatedAt: cached ? Date.parse(cached.date) : undefined,
      staleTime: 60_000,
    });
  };

  function useCurrent() {
    return useQuery(options(useSession().activityId));
  }

  return { keys, get, options, useCurrent };
}
