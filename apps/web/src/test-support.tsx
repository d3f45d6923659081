// Helpers shared by the component tests.
import {
  type FetchQueryOptions,
  onlineManager,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { ActivityCustomer, Profile, Role, UserCard } from '@tessera/domain';
import { render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, vi } from 'vitest';
import { forgetReads } from './lib/http.ts';
import { onlineStore } from './lib/online.ts';
import { persistQueries } from './lib/queryPersistence.ts';
import { KEYS } from './lib/storage.ts';

/** A JSON response, as the API sends it. */
/**
 * A fresh query cache for one test, as the app's (lib/queryClient.ts): no retries, and an
 * invalidated query is read from the server again, never from a read the transport shares
 * (lib/http.ts: identical reads within a second share one answer; a live change comes sooner).
 */
export function testQueryClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'invalidate') forgetReads();
  });
  return client;
}

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An access token as the API signs it: `roles` holds the global roles only. */
export const jwt = (id: number, roles: Role[] = [], username = `user${id}@x.it`) =>
  `h.${btoa(JSON.stringify({ id, username, roles, sid: `sid-${id}` })).replace(/=+$/, '')}.s`;

/** A membership of activity `activityId` with the caller's roles there. */
export const membership = (
  activityId: number,
  roles: Role[] = ['ROLE_USER'],
): ActivityCustomer => ({
  id: activityId * 10,
  activityId,
  storeId: null,
  roles,
  activity: {
    id: activityId,
    name: `Attività ${activityId}`,
    permalink: `attivita-${activityId}`,
    active: true,
    color: '#1976d2',
    colorText: '#ffffff',
    logoUrl: null,
    cashBackType: 'E',
  },
});

/** A customer's profile as the API sends it: born 1990-02-03, living in Milano (MI), Italy. */
export const customerProfile = (over: Partial<Profile> = {}): Profile => ({
  id: 7,
  username: 'cliente@tessera.demo',
  email: 'cliente@tessera.demo',
  name: 'Cliente',
  surname: 'Demo',
  birthDate: '1990-02-03',
  gender: null,
  typo: 'F',
  countryId: 12,
  country: { id: 12, name: 'Milano', province: 'MI' },
  nationId: 1,
  address: 'Via Roma',
  streetNumber: null,
  cap: '00100',
  town: null,
  phone: null,
  language: 'it',
  inviteCode: 'ABC',
  roles: ['ROLE_USER'],
  ...over,
});

/** A customer's card as GET /api/activities/{id}/usercard answers it: cashback only, no barcode. */
export const userCard = (over: Partial<UserCard> = {}): UserCard => ({
  balance: 12.5,
  pointBalance: 0,
  cardCode: '482915736204',
  nextExpiry: null,
  cashBackType: 'E',
  graphicCardType: 'S',
  ...over,
});

/** Shows where the app navigated to, for `getByLabelText('location')`. */
export function Where() {
  const l = useLocation();
  return <output aria-label="location">{l.pathname + l.search}</output>;
}

/** Renders one screen at `path`; any other route shows `Where`. */
export const renderRoute = (path: string, routePath: string, element: ReactElement) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={routePath} element={element} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

/** A text matcher for an e-mail drawn by components/EmailText.tsx, whose parts are elements. */
export const emailText = (email: string) => (_: string, el: Element | null) =>
  el?.textContent === email && [...el.children].some((c) => c.tagName === 'WBR');

/** Makes useMediaQuery report a wide screen (jsdom has no matchMedia: phones by default). */
export function wideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
}

/**
 * An offline-worthy query read online and kept on the device (waits until local storage holds
 * `kept`), then the connection gone: the cache a screen reopened offline starts from, and when
 * the data was fetched. The test puts the connection back (`onlineStore`, `onlineManager`).
 */
export async function keptThenOffline<T, K extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, K>,
  kept: string,
) {
  const before = new QueryClient();
  await persistQueries(before);
  await before.fetchQuery(options);
  await waitFor(() => expect(localStorage.getItem(KEYS.queries)).toContain(kept), {
    timeout: 3000,
  });
  const fetchedAt = new Date(before.getQueryState(options.queryKey)?.dataUpdatedAt ?? 0);
  before.clear();
  onlineStore.set(false);
  onlineManager.setOnline(false);
  const client = new QueryClient();
  await persistQueries(client);
  return { client, fetchedAt };
}
