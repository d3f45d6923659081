import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, jwt } from '../test-support.tsx';
import { forgetReads, freshToken, http, READ_SHARE_MS } from './http.ts';
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
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  forgetReads();
});

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

  it('unwraps data and, for lists, totalRows and what else the envelope carries', async () => {
    serve(() => json(200, { data: [{ id: 1 }], totalRows: 41 }));
    expect(await http.list('/api/things')).toEqual({ rows: [{ id: 1 }], totalRows: 41 });
    serve(() => json(200, { data: [], totalRows: 0, open: [{ date: '2026-03-10' }] }));
    expect(await http.list('/api/agenda')).toEqual({
      rows: [],
      totalRows: 0,
      open: [{ date: '2026-03-10' }],
    });
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

/** An access token issued `age` s ago for `ttl` s, by the device's clock. */
const timed = (id: number, { age = 0, ttl = 900 } = {}) => {
  const iat = Math.floor(Date.now() / 1000) - age;
  const claims = {
    id,
    username: `user${id}@x.it`,
    roles: [],
    sid: `sid-${id}`,
    iat,
    exp: iat + ttl,
  };
  return `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
};
const auth = (init: RequestInit) => (init.headers as Record<string, string>).authorization;
const pair = (token: string, refresh_token: string) =>
  json(200, { data: { token, refresh_token } });

describe('refresh before expiry (no request goes with a dead token)', () => {
  it('refreshes a token in its last 30 s before sending, once for every request', async () => {
    const old = timed(1, { age: 880 });
    const fresh = timed(1);
    session.setTokens(old, 'refresh-1');
    let refreshes = 0;
    serve(async (url, init) => {
      if (url !== '/api/token/refresh') return json(200, { data: auth(init) });
      refreshes++;
      await new Promise((r) => setTimeout(r, 20));
      return pair(fresh, 'refresh-2');
    });
    const answers = await Promise.all([
      http.get('/api/a'),
      http.get('/api/b'),
      http.post('/api/c'),
    ]);
    expect(refreshes).toBe(1);
    expect(answers).toEqual([`Bearer ${fresh}`, `Bearer ${fresh}`, `Bearer ${fresh}`]);
    expect(req(0).url).toBe('/api/token/refresh');
    expect(calls.filter((c) => auth(c.init) === `Bearer ${old}`)).toEqual([]);
    expect(localStorage.getItem(KEYS.refreshToken)).toBe('refresh-2');
  });

  it('gives a request sent elsewhere (the event stream) a token with time left', async () => {
    const fresh = timed(1);
    serve(() => pair(fresh, 'refresh-2'));
    const lasting = timed(1, { age: 60 });
    session.setTokens(lasting, 'refresh-1');
    expect(await freshToken()).toBe(lasting);
    session.setTokens(timed(1, { age: 890 }), 'refresh-1');
    expect(await freshToken()).toBe(fresh);
    expect(calls.map((c) => c.url)).toEqual(['/api/token/refresh']);
  });

  it('sends a token with time left as it is; a short-lived one is refreshed in its last quarter', async () => {
    serve((url, init) =>
      url === '/api/token/refresh' ? pair(timed(1), 'refresh-2') : json(200, { data: auth(init) }),
    );
    session.setTokens(timed(1, { age: 600 }), 'refresh-1');
    await http.get('/api/a');
    session.setTokens(timed(1, { age: 10, ttl: 20 }), 'refresh-1');
    await http.get('/api/b');
    expect(calls.map((c) => c.url)).not.toContain('/api/token/refresh');
    session.setTokens(timed(1, { age: 16, ttl: 20 }), 'refresh-1');
    await http.get('/api/c');
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([
      '/api/a',
      '/api/b',
      '/api/token/refresh',
      '/api/c',
    ]);
  });

  it("measures the expiry by the server's clock (its Date header), not the device's", async () => {
    // The device's clock is 20 minutes behind the server's.
    const serverNow = Date.now() + 20 * 60_000;
    const date = { date: new Date(serverNow).toUTCString() };
    serve((url, init) =>
      url === '/api/token/refresh'
        ? pair(timed(1), 'refresh-2')
        : new Response(JSON.stringify({ data: auth(init) }), { headers: date }),
    );
    // Ten minutes left by the device's clock, expired ten minutes ago by the server's.
    const dead = timed(1, { age: 300 });
    session.setTokens(dead, 'refresh-1');
    await http.get('/api/a');
    await http.get('/api/b');
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([
      '/api/a',
      '/api/token/refresh',
      '/api/b',
    ]);
  });

  it('falls back to the 401 path when the early refresh gets no answer', async () => {
    const fresh = timed(1);
    let refreshes = 0;
    serve((url, init) => {
      if (url === '/api/token/refresh') {
        refreshes++;
        if (refreshes === 1) throw new TypeError('Failed to fetch');
        return pair(fresh, 'refresh-2');
      }
      return auth(init) === `Bearer ${fresh}`
        ? json(200, { data: 'ok' })
        : json(401, { message: 'x', code: 'unauthorized' });
    });
    session.setTokens(timed(1, { age: 905 }), 'refresh-1');
    expect(await http.get('/api/a')).toBe('ok');
    expect(calls.map((c) => c.url.split('?')[0])).toEqual([
      '/api/token/refresh',
      '/api/a',
      '/api/token/refresh',
      '/api/a',
    ]);
  });

  it('sends a token with time left when the early refresh gets no answer', async () => {
    const old = timed(1, { age: 880 });
    serve((url, init) => {
      if (url === '/api/token/refresh') throw new TypeError('Failed to fetch');
      return json(200, { data: auth(init) });
    });
    session.setTokens(old, 'refresh-1');
    expect(await http.get('/api/a')).toBe(`Bearer ${old}`);
    expect(sessionStore.get().status).toBe('authenticated');
  });

  it('ends the session when the server refuses the early refresh, sending nothing more', async () => {
    serve(() => json(401, { message: 'Sessione scaduta', code: 'unauthorized' }));
    session.setTokens(timed(1, { age: 905 }), 'refresh-1');
    await expect(http.get('/api/a')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/token/refresh']);
    expect(sessionStore.get().status).toBe('loggedOut');
  });

  it('takes the pair another tab stored while this one waited for the refresh', async () => {
    const theirs = timed(1);
    const locks = {
      // The other tab held the lock and stored its new pair meanwhile.
      request: async (name: string, work: () => Promise<unknown>) => {
        expect(name).toBe('tessera-token-refresh');
        localStorage.setItem(KEYS.token, theirs);
        localStorage.setItem(KEYS.refreshToken, 'refresh-3');
        return work();
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    try {
      serve((_url, init) => json(200, { data: auth(init) }));
      session.setTokens(timed(1, { age: 890 }), 'refresh-1');
      expect(await http.get('/api/a')).toBe(`Bearer ${theirs}`);
      expect(calls.map((c) => c.url.split('?')[0])).toEqual(['/api/a']);
      expect(sessionStore.get().status).toBe('authenticated');
    } finally {
      Reflect.deleteProperty(navigator, 'locks');
    }
  });
});

describe('identical reads', () => {
  it('share one request in flight and for a moment after the answer; each caller its own copy', async () => {
    // The moment is elapsed time (performance.now()), not the date a device or a test may set.
    vi.useFakeTimers({ toFake: ['performance'] });
    let n = 0;
    serve(() => json(200, { data: { n: ++n } }));
    const [a, b] = await Promise.all([http.get('/api/a'), http.get('/api/a')]);
    vi.advanceTimersByTime(150);
    const c = await http.list('/api/a');
    expect(calls).toHaveLength(1);
    expect(a).toEqual({ n: 1 });
    expect(b).toEqual({ n: 1 });
    expect(a).not.toBe(b);
    expect(c.rows).toEqual({ n: 1 });
    vi.advanceTimersByTime(READ_SHARE_MS);
    expect(await http.get('/api/a')).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('go again after a write, after forgetReads() and after a failure', async () => {
    let n = 0;
    serve((url, init) =>
      init.method === 'GET' && url.startsWith('/api/fails')
        ? json(500, { message: 'x', code: 'error' })
        : json(200, { data: ++n }),
    );
    await http.get('/api/a');
    await http.put('/api/a', { x: 1 });
    expect(await http.get('/api/a')).toBe(3);
    forgetReads();
    expect(await http.get('/api/a')).toBe(4);
    await expect(http.get('/api/fails', { silent: true })).rejects.toMatchObject({ status: 500 });
    await expect(http.get('/api/fails', { silent: true })).rejects.toMatchObject({ status: 500 });
    expect(calls.map((c) => `${c.init.method} ${c.url.split('?')[0]}`)).toEqual([
      'GET /api/a',
      'PUT /api/a',
      'GET /api/a',
      'GET /api/a',
      'GET /api/fails',
      'GET /api/fails',
    ]);
  });

  it('are not shared across addresses, activities or sessions', async () => {
    serve((url) => json(200, { data: url }));
    await http.get('/api/a');
    await http.get('/api/a', { filters: { visible: true } });
    session.switchActivity(8);
    await http.get('/api/a');
    session.setTokens(jwt(2), 'refresh-2');
    session.switchActivity(7);
    await http.get('/api/a');
    expect(calls).toHaveLength(4);
  });
});
