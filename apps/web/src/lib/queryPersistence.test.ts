// The offline data cache (issue 8): offline-worthy queries come back after a reload with the
// time they were fetched; nothing else is kept; another user, or nobody, gets nothing.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastKnown, OFFLINE_MAX_AGE, offlineWorthy } from './offline.ts';
import { persistQueries } from './queryPersistence.ts';
import { sessionStore } from './session.ts';
import { KEYS } from './storage.ts';

const signIn = (id: number) =>
  sessionStore.set((s) => ({
    ...s,
    status: 'authenticated',
    claims: { id, username: `u${id}@test.example`, roles: [], sid: crypto.randomUUID() },
  }));
const signOut = () => sessionStore.set((s) => ({ ...s, status: 'loggedOut', claims: null }));

const card = { balance: 12.5, pointBalance: 40 };
const clients: QueryClient[] = [];
const newClient = () => {
  const client = new QueryClient();
  clients.push(client);
  return client;
};

/** A client that fetched the card (offline-worthy) and the notices (not), once kept. */
async function fetchedAndKept() {
  const client = newClient();
  await persistQueries(client);
  await client.fetchQuery({ queryKey: ['card', 1], queryFn: async () => card, ...offlineWorthy });
  await client.fetchQuery({ queryKey: ['notices'], queryFn: async () => ['n'] });
  await vi.waitFor(() => expect(localStorage.getItem(KEYS.queries)).toContain('balance'), {
    timeout: 3000,
  });
  return client.getQueryState(['card', 1])?.dataUpdatedAt as number;
}

beforeEach(() => {
  localStorage.clear();
  signIn(7);
});
afterEach(() => {
  for (const c of clients.splice(0)) c.clear();
  signOut();
});

describe('the offline data cache', () => {
  it('restores offline-worthy queries with the time they were fetched, and nothing else', async () => {
    const fetchedAt = await fetchedAndKept();
    expect(localStorage.getItem(KEYS.queries)).not.toContain('notices');

    const reloaded = newClient();
    await persistQueries(reloaded);
    expect(reloaded.getQueryData(['card', 1])).toEqual(card);
    expect(reloaded.getQueryState(['card', 1])?.dataUpdatedAt).toBe(fetchedAt);
    expect(reloaded.getQueryData(['notices'])).toBeUndefined();
  });

  it("drops what another user's session kept", async () => {
    await fetchedAndKept();
    signIn(8);
    const other = newClient();
    await persistQueries(other);
    expect(other.getQueryData(['card', 1])).toBeUndefined();
  });

  it('forgets on sign-out and keeps nothing while signed out', async () => {
    await fetchedAndKept();
    signOut();
    expect(localStorage.getItem(KEYS.queries)).toBeNull();
    // A write the sign-out overtook (the persister waits a second between writes) is dropped.
    await new Promise((r) => setTimeout(r, 1200));
    expect(localStorage.getItem(KEYS.queries)).toBeNull();
  });

  it('drops data older than a week', async () => {
    await fetchedAndKept();
    const kept = JSON.parse(localStorage.getItem(KEYS.queries) as string);
    kept.timestamp = Date.now() - OFFLINE_MAX_AGE - 1000;
    localStorage.setItem(KEYS.queries, JSON.stringify(kept));
    const reloaded = newClient();
    await persistQueries(reloaded);
    expect(reloaded.getQueryData(['card', 1])).toBeUndefined();
  });
});

describe('lastKnown', () => {
  const at = Date.parse('2026-11-23T10:00:00Z');
  it('tells when the data shown was fetched, and whether it is only the last known', () => {
    const base = { data: card, dataUpdatedAt: at, isRefetchError: false } as const;
    expect(lastKnown({ ...base, fetchStatus: 'idle' })).toEqual({
      fetchedAt: new Date(at),
      stale: false,
    });
    expect(lastKnown({ ...base, fetchStatus: 'paused' }).stale).toBe(true);
    expect(lastKnown({ ...base, fetchStatus: 'idle', isRefetchError: true }).stale).toBe(true);
    expect(
      lastKnown({
        data: undefined,
        dataUpdatedAt: 0,
        fetchStatus: 'paused',
        isRefetchError: false,
      }),
    ).toEqual({ fetchedAt: undefined, stale: false });
  });
});
