// Keeps the offline-worthy queries (lib/offline.ts) in local storage, with TanStack Query's
// persister: restored into the cache when the query screens load, so a screen opened offline (or
// before a slow answer) draws its last known data at once, with the time it was fetched
// (`dataUpdatedAt`). What is kept belongs to the signed-in user: stored under the user's id (a
// restore for anyone else drops it), not written while nobody is signed in, and under
// `tessera.cache.` so logout and an activity switch wipe it with the rest (lib/storage.ts).

import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  removeOldestQuery,
} from '@tanstack/query-persist-client-core';
import type { Query, QueryClient } from '@tanstack/react-query';
import { OFFLINE_MAX_AGE } from './offline.ts';
import { sessionStore } from './session.ts';
import { KEYS } from './storage.ts';

/** Bumped when the shape of what is kept changes: older copies are dropped. */
const FORMAT = 1;

/** Whose data is kept: the signed-in user, or nobody. */
const owner = () => {
  const id = sessionStore.get().claims?.id;
  return id === undefined ? undefined : `${FORMAT}/${id}`;
};

const shouldDehydrateQuery = (query: Query) =>
  query.meta?.offline === true && query.state.status === 'success';

function persisterFor(storage: Storage) {
  return createAsyncStoragePersister({
    key: KEYS.queries,
    throttleTime: 1000,
    // Over the storage quota, the oldest queries go first.
    retry: removeOldestQuery,
    // A write scheduled before a logout lands after it: only the current owner's is kept.
    serialize: (client) => (client.buster === owner() ? JSON.stringify(client) : ''),
    storage: {
      getItem: (key) => storage.getItem(key),
      removeItem: (key) => storage.removeItem(key),
      setItem: (key, value) => {
        if (value) storage.setItem(key, value);
      },
    },
  });
}

/**
 * Restores the kept queries into `client` and keeps them from then on, following the session:
 * a sign-in starts keeping under the new user, a sign-out stops and forgets. Resolves once
 * restored (at once when nobody is signed in).
 */
export function persistQueries(client: QueryClient, storage: Storage = localStorage) {
  const persister = persisterFor(storage);
  let user = owner();
  let stop: (() => void) | undefined;
  const keep = () => {
    stop?.();
    stop = user
      ? persistQueryClientSubscribe({
          queryClient: client,
          persister,
          buster: user,
          dehydrateOptions: { shouldDehydrateQuery },
        })
      : undefined;
  };
  sessionStore.subscribe(() => {
    const now = owner();
    if (now === user) return;
    user = now;
    if (!now) void persister.removeClient();
    keep();
  });
  const restored = user
    ? persistQueryClientRestore({
        queryClient: client,
        persister,
        buster: user,
        maxAge: OFFLINE_MAX_AGE,
      })
    : Promise.resolve();
  return restored.finally(keep);
}
