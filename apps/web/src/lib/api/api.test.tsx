import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { customerProfile, jwt, membership } from '../../test-support.tsx';
import { serveApi } from '../../testing/api.ts';
import { menu } from '../../testing/fixtures/activity.ts';
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
const server = serveApi();
const calls = () => server.calls().map(({ url, method }) => ({ url, method }));

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  snackStore.set(null);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
});

describe('endpoint modules', () => {
  it('update-profile stores the answer under the profile key, for every caller', async () => {
    const profile = customerProfile({ id: 5, language: 'es' });
    server.answer('put', '/api/customer/update-profile', profile);
    const { result } = renderHook(() => useUpdateProfile({ silent: true }), { wrapper });
    await result.current.mutateAsync({ language: 'es' });
    expect(calls()).toEqual([{ url: '/api/customer/update-profile', method: 'PUT' }]);
    expect(client.getQueryData(profileKeys.detail(5))).toEqual(profile);
  });

  it('a silent update-profile shows no error', async () => {
    server.refuse('put', '/api/customer/update-profile', 500, 'Errore');
    const { result } = renderHook(() => useUpdateProfile({ silent: true }), { wrapper });
    await expect(result.current.mutateAsync({ language: 'es' })).rejects.toBeTruthy();
    expect(snackStore.get()).toBeNull();
  });

  it('the version is one query: meta.silent keeps its failure quiet where asked', async () => {
    server.refuse('get', '/app/version', 503, 'Giù', 'down');
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
      JSON.stringify({ date: '2020-01-01T00:00:00.000Z', data: menu() }),
    );
    server.answer('get', '/api/activities/{id}/menu', menu({ showShopApp: true }));
    const configuration = renderHook(() => useConfiguration(), { wrapper });
    expect(configuration.result.current.data).toEqual({ menuTextApp: 'vecchio' });
    const menuHook = renderHook(() => useMenu(), { wrapper });
    expect(menuHook.result.current.data).toEqual(menu());
    // The configuration is fresh (a minute); the menu, fetched long ago, is read again and kept.
    await waitFor(() => expect(menuHook.result.current.data).toEqual(menu({ showShopApp: true })));
    expect(calls()).toEqual([{ url: '/api/activities/7/menu', method: 'GET' }]);
    expect(readCached(KEYS.cache('menu', 7))?.data).toEqual(menu({ showShopApp: true }));
  });
});
