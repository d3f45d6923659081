import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, jwt, membership } from '../../test-support.tsx';
import { snackStore } from '../notify.ts';
import { session } from '../session.ts';
import { KEYS, readCached, writeCached } from '../storage.ts';
import { useConfiguration } from './configuration.ts';
import { useMenu } from './menu.ts';
import { profileKeys } from './profile.ts';
import { useUpdateProfile } from './update-profile.ts';
import { useVersion, versionKeys } from './version.ts';

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
let calls: { url: string; method: string }[];
function serve(answer: () => Response) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? 'GET' });
    return answer();
  });
}

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  snackStore.set(null);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('endpoint modules', () => {
  it('update-profile stores the answer under the profile key, for every caller', async () => {
    const profile = { id: 5, language: 'es' };
    serve(() => json(200, { data: profile }));
    const { result } = renderHook(() => useUpdateProfile({ silent: true }), { wrapper });
    await result.current.mutateAsync({ language: 'es' });
    expect(calls).toEqual([{ url: '/api/customer/update-profile', method: 'PUT' }]);
    expect(client.getQueryData(profileKeys.detail(5))).toEqual(profile);
  });

  it('a silent update-profile shows no error', async () => {
    serve(() => json(500, { message: 'Errore', code: 'error' }));
    const { result } = renderHook(() => useUpdateProfile({ silent: true }), { wrapper });
    await expect(result.current.mutateAsync({ language: 'es' })).rejects.toBeTruthy();
    expect(snackStore.get()).toBeNull();
  });

  it('the version is one query: meta.silent keeps its failure quiet where asked', async () => {
    serve(() => json(503, { message: 'Giù', code: 'down' }));
    const quiet = renderHook(() => useVersion({ meta: { silent: true } }), { wrapper });
    await waitFor(() => expect(quiet.result.current.isError).toBe(true));
    expect(snackStore.get()).toBeNull();
    quiet.unmount();
    client.removeQueries({ queryKey: versionKeys.all });
    const loud = renderHook(() => useVersion(), { wrapper });
    await waitFor(() => expect(loud.result.current.isError).toBe(true));
    expect(snackStore.get()).toMatchObject({ kind: 'error', message: 'Giù' });
  });

  it("the activity's configuration and menu show from local storage at once, then are refreshed", async () => {
    session.setActivities([membership(7)]);
    writeCached(KEYS.cache('configuration', 7), { menuTextApp: 'vecchio' });
    localStorage.setItem(
      KEYS.cache('menu', 7),
      JSON.stringify({ date: '2020-01-01T00:00:00.000Z', data: { shop: false } }),
    );
    serve(() => json(200, { data: { shop: true } }));
    const configuration = renderHook(() => useConfiguration(), { wrapper });
    expect(configuration.result.current.data).toEqual({ menuTextApp: 'vecchio' });
    const menu = renderHook(() => useMenu(), { wrapper });
    expect(menu.result.current.data).toEqual({ shop: false });
    // The configuration is fresh (a minute); the menu, fetched long ago, is read again and kept.
    await waitFor(() => expect(menu.result.current.data).toEqual({ shop: true }));
    expect(calls).toEqual([{ url: '/api/activities/7/menu', method: 'GET' }]);
    expect(readCached(KEYS.cache('menu', 7))?.data).toEqual({ shop: true });
  });
});
