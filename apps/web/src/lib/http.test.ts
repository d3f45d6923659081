import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, jwt } from '../test-support.tsx';
import { http } from './http.ts';
import { loadingStore, snackStore } from './notify.ts';
import { offlineAttemptStore, onlineStore } from './online.ts';
import { session, sessionStore } from './session.ts';
import { KEYS } from './storage.ts';

let calls: { url: string; init: RequestInit }[];
const req = (i: number) => calls[i] as { url: string; init: RequestInit };
beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(1), 'refresh-1');
  session.switchActivity(7);
  snackStore.set(null);
  calls = [];
});
afterEach(() => vi.unstubAllGlobals());

function serve(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return handler(url, init);
  });
}

describe('http client', () => {
  it('adds the bearer token and the activityId to filters and bodies', async () => {
    serve(() => json(200, { data: 'ok' }));
    await http.get('/api/things', { filters: { visible: true } });
    await http.delete('/api/things/3');
    await http.post('/api/things', { name: 'x' });
    const form = new FormData();
    await http.post('/api/upload', form);
    expect(req(0).url).toBe('/api/things?filters%5Bvisible%5D=true&filters%5BactivityId%5D=7');
    expect((req(0).init.headers as Record<string, string>).authorization).toBe(`Bearer ${jwt(1)}`);
    expect(req(1).url).toBe('/api/things/3?filters%5BactivityId%5D=7');
    expect(JSON.parse(req(2).init.body as string)).toEqual({ name: 'x', activityId: 7 });
    expect((req(3).init.body as FormData).get('activityId')).toBe('7');
  });

  it('keeps an activityId the caller set, and leaves it out when asked', async () => {
    serve(() => json(200, { data: null }));
    await http.post('/api/things', { activityId: 9 });
    await http.get('/api/me', { noActivity: true });
    expect(JSON.parse(req(0).init.body as string)).toEqual({ activityId: 9 });
    expect(req(1).url).toBe('/api/me');
  });

  it('unwraps data and, for lists, totalRows', async () => {
    serve(() => json(200, { data: [{ id: 1 }], totalRows: 41 }));
    expect(await http.list('/api/things')).toEqual({ rows: [{ id: 1 }], totalRows: 41 });
  });

  it('refreshes once for concurrent 401s and retries every request', async () => {
    let refreshes = 0;
    serve(async (url, init) => {
      if (url === '/api/token/refresh') {
        refreshes++;
        await new Promise((r) => setTimeout(r, 20));
        return json(200, { data: { token: jwt(2), refresh_token: 'refresh-2' } });
      }
      const auth = (init.headers as Record<string, string>).authorization;
      return auth === `Bearer ${jwt(2)}`
        ? json(200, { data: url })
        : json(401, { message: 'x', code: 'unauthorized' });
    });
    const results = await Promise.all([http.get('/api/a'), http.get('/api/b'), http.get('/api/c')]);
    expect(results).toEqual([
      '/api/a?filters%5BactivityId%5D=7',
      '/api/b?filters%5BactivityId%5D=7',
      '/api/c?filters%5BactivityId%5D=7',
    ]);
    expect(refreshes).toBe(1);
    expect(localStorage.getItem(KEYS.refreshToken)).toBe('refresh-2');
    expect(sessionStore.get().status).toBe('authenticated');
    expect(snackStore.get()).toBeNull();
  });

  it('logs out when the refresh fails, without showing the session-expired message', async () => {
    serve((url) =>
      url === '/api/token/refresh'
        ? json(401, { message: 'Sessione scaduta', code: 'unauthorized' })
        : json(401, { message: 'Sessione scaduta', code: 'unauthorized' }),
    );
    await expect(http.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.get().status).toBe('loggedOut');
    expect(localStorage.getItem(KEYS.token)).toBeNull();
    expect(localStorage.getItem(KEYS.activities)).toBeNull();
    expect(snackStore.get()).toBeNull();
  });

  it('leaves a session alone that began after the request: a late 401 only fails it', async () => {
    let answer: (r: Response) => void = () => {};
    serve((url) =>
      url === '/api/token/refresh'
        ? json(200, { data: { token: jwt(1), refresh_token: 'refresh-3' } })
        : new Promise<Response>((r) => {
            answer = r;
          }),
    );
    const late = http.get('/api/a');
    // Logged out while the request was out, then in again as someone else.
    session.clear(true);
    expect(sessionStore.get().loggedOutByUser).toBe(true);
    session.setTokens(jwt(2), 'refresh-2');
    answer(json(401, { message: 'Sessione scaduta', code: 'unauthorized' }));
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/a?filters%5BactivityId%5D=7']);
    expect(localStorage.getItem(KEYS.token)).toBe(jwt(2));
    expect(sessionStore.get().status).toBe('authenticated');
    expect(snackStore.get()).toBeNull();
  });

  it('keeps a refresh that ends after the logout from signing the user back in', async () => {
    let answer: (r: Response) => void = () => {};
    serve((url) =>
      url === '/api/token/refresh'
        ? new Promise<Response>((r) => {
            answer = r;
          })
        : json(401, { message: 'Sessione scaduta', code: 'unauthorized' }),
    );
    const pending = http.get('/api/a');
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    session.clear(true);
    answer(json(200, { data: { token: jwt(1), refresh_token: 'refresh-2' } }));
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem(KEYS.token)).toBeNull();
    expect(sessionStore.get()).toMatchObject({ status: 'loggedOut', loggedOutByUser: true });
  });

  it('shows other errors in the error snackbar and stops the loading bar', async () => {
    serve(() => json(404, { message: 'Elemento non trovato', code: 'not_found' }));
    await expect(http.get('/api/a')).rejects.toMatchObject({ status: 404, code: 'not_found' });
    expect(snackStore.get()).toMatchObject({
      kind: 'error',
      message: 'Elemento non trovato',
      timeout: 10000,
    });
    expect(loadingStore.get()).toBe(0);
  });

  it('shows the default error text when the network fails an action, unless the caller is silent', async () => {
    serve(() => {
      throw new TypeError('offline');
    });
    await expect(http.post('/api/a')).rejects.toMatchObject({ code: 'network' });
    expect(snackStore.get()).toMatchObject({ kind: 'error', message: undefined });
    snackStore.set(null);
    await expect(http.post('/api/a', {}, { silent: true })).rejects.toBeTruthy();
    expect(snackStore.get()).toBeNull();
  });

  it('a read the network fails (the connection dropping) shows no snackbar: the screen says it', async () => {
    serve(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(http.get('/api/a')).rejects.toMatchObject({ status: 0, code: 'network' });
    await expect(http.list('/api/b')).rejects.toMatchObject({ code: 'network' });
    expect(snackStore.get()).toBeNull();
    expect(loadingStore.get()).toBe(0);
  });

  it('offline, nothing is sent and no snackbar shows, for reads and actions alike', async () => {
    serve(() => json(200, { data: 1 }));
    onlineStore.set(false);
    try {
      await expect(http.get('/api/a')).rejects.toMatchObject({ code: 'offline' });
      await expect(http.delete('/api/a/1')).rejects.toMatchObject({ code: 'offline' });
      expect(calls).toEqual([]);
      expect(snackStore.get()).toBeNull();
      // The action tells the offline banner, which turns into an alert.
      expect(offlineAttemptStore.get()).toBe(1);
    } finally {
      onlineStore.set(true);
      offlineAttemptStore.set(0);
    }
  });

  it('sends the chosen language so server messages come back in it', async () => {
    localStorage.setItem(KEYS.language, 'de');
    const { languageStore } = await import('./language.ts');
    languageStore.set('de');
    serve(() => json(200, { data: 1 }));
    await http.get('/api/a');
    expect((req(0).init.headers as Record<string, string>)['accept-language']).toBe('de');
    languageStore.set('it');
  });
});
