// The data cache for offline use (issue 8; docs/offline.md). A query marked offline-worthy is
// kept in local storage with the time it was fetched (lib/queryPersistence.ts), so its screen
// draws from its last known data when the connection is down or slow: the card screen first.
// Endpoint modules mark their query options with `...offlineWorthy`; a screen tells how old
// what it shows is with `lastKnown`. Nothing here loads the query library.
// Mark what screens show, never what a form edits: a form filled from last known data (say,
// from before a save the persister had not written yet) would show it and save it back.
import type { QueryObserverResult } from '@tanstack/react-query';

/** How long last known data is kept and shown: a week. */
export const OFFLINE_MAX_AGE = 7 * 24 * 60 * 60 * 1000;

/**
 * Query options of an offline-worthy query: `meta.offline` has it persisted, and it stays in
 * the cache as long as it is kept (the cache's default is 5 minutes after its screen closes).
 */
export const offlineWorthy = {
  meta: { offline: true },
  gcTime: OFFLINE_MAX_AGE,
} as const;

export interface LastKnown {
  /** When the data shown was fetched (kept across reloads), or undefined without data. */
  fetchedAt: Date | undefined;
  /** The data is the last known, not a fresh answer: offline, or the new fetch failed. */
  stale: boolean;
}

/** How old a query's data is, for a screen that says "updated at …" when it is not fresh. */
export function lastKnown(
  query: Pick<QueryObserverResult, 'data' | 'dataUpdatedAt' | 'fetchStatus' | 'isRefetchError'>,
): LastKnown {
  if (query.data === undefined || !query.dataUpdatedAt)
    return { fetchedAt: undefined, stale: false };
  return {
    fetchedAt: new Date(query.dataUpdatedAt),
    stale: query.fetchStatus === 'paused' || query.isRefetchError,
  };
}
