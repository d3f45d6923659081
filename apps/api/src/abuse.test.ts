// The abuse suite (DESIGN §6): walks every registered route and sends what an attacker would —
// no token, forged and expired tokens, another activity's and customer's ids, malformed input.
// New routes are covered without extra work; a route with path params must declare their owner.
import { createSigner } from 'fast-jwt';
import { afterAll, describe, expect, it } from 'vitest';
import type { Owner, RouteEntry } from './app.ts';
import { needsAccessToken } from './platform/auth.ts';
import { startTestApp } from './test-support/harness.ts';

const t = await startTestApp();
afterAll(() => t.close());

const aurora = await t.activityId('salone-aurora');
const rita = await t.activityId('trattoria-da-rita');
const me = await t.call({ url: '/api/activities/customers/byiduser', as: 'marco' });
const marcoToken = await t.token('marco');
const marcoId = JSON.parse(
  Buffer.from(marcoToken.split('.')[1] as string, 'base64url').toString(),
).id;
const giuliaToken = await t.token('giulia');
const giuliaId = JSON.parse(
  Buffer.from(giuliaToken.split('.')[1] as string, 'base64url').toString(),
).id;
expect(me.statusCode).toBe(200);

/** Data of Trattoria Da Rita and its customer that Giulia (Salone Aurora only) must never see. */
const FOREIGN_MARKERS = [
  'Trattoria Da Rita',
  'trattoria-da-rita',
  'Cucina di casa',
  'C62828',
  'marco@tessera.demo',
  'Via marco',
  'marco phone',
];

const routes = t.app.routeTable.filter((r) => !r.url.startsWith('/api/docs'));
const paramsOf = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
const fill = (url: string, value: (param: string) => string) =>
  url.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(value(p)));

/** Creates an address and a device for a customer, returning their ids. */
async function ownedBy(as: 'giulia' | 'marco', activityId: number) {
  const town = (await t.call({ url: '/public/countries?filters[name]=Milano' })).json().data[0].id;
  const address = await t.call({
    method: 'POST',
    url: '/api/customer-addresses',
    as,
    payload: { activityId, address: `Via ${as}`, cap: '20100', countryId: town },
  });
  const device = await t.call({
    method: 'POST',
    url: `/api/app/userregistrationcode/save/device-${as}-1`,
    as,
    payload: { deviceName: `${as} phone`, deviceType: 'android' },
  });
  expect([address.statusCode, device.statusCode]).toEqual([200, 200]);
  return { address: String(address.json().data.id), device: String(device.json().data.id) };
}
const giuliaOwns = await ownedBy('giulia', aurora);
const marcoOwns = await ownedBy('marco', rita);

type OwnerKind = Owner[string];
const OWN: Record<OwnerKind, string> = {
  activity: String(aurora),
  user: String(giuliaId),
  address: giuliaOwns.address,
  device: giuliaOwns.device,
  self: 'giulia-browser-1',
};
const FOREIGN: Record<OwnerKind, string> = {
  activity: String(rita),
  user: String(marcoId),
  address: marcoOwns.address,
  device: marcoOwns.device,
  self: 'giulia-browser-1',
};

/** A valid value for a param of Giulia's own, so only the thing under test can fail. */
function ownValue(route: RouteEntry, param: string) {
  const kind = route.owner?.[param];
  if (kind) return OWN[kind];
  if (param === 'permalink') return 'salone-aurora';
  if (/id$/i.test(param)) return String(aurora);
  return 'x';
}

const name = (r: RouteEntry) => `${r.method} ${r.url}`;
const call = (r: RouteEntry, url: string, extra: Parameters<typeof t.call>[0] = {}) =>
  t.call({ method: r.method as 'GET', url, ...extra });

const protectedRoutes = routes.filter((r) => needsAccessToken(r.url));

describe('every /api route but login and refresh requires a valid access token', () => {
  const claims = { id: giuliaId, username: 'giulia@tessera.demo', roles: ['ROLE_SUPER_ADMIN'] };
  const forged = createSigner({ key: 'not-the-server-secret-not-the-server-secret' })(claims);
  const expired = createSigner({
    key: t.app.config.jwtSecret,
    expiresIn: 1000,
    clockTimestamp: Date.now() - 60_000,
  })(claims);
  const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  const badClaims = createSigner({ key: t.app.config.jwtSecret })({ id: 'x', roles: 'ROLE_ADMIN' });
  const headers: Record<string, Record<string, string>> = {
    none: {},
    forged: { authorization: `Bearer ${forged}` },
    expired: { authorization: `Bearer ${expired}` },
    'alg none': { authorization: `Bearer ${noneAlg}` },
    'wrong claims': { authorization: `Bearer ${badClaims}` },
    garbage: { authorization: 'Bearer abc.def.ghi' },
    basic: { authorization: 'Basic Z2l1bGlhOnBhc3M=' },
  };

  it('covers the routes of the foundation', () => {
    expect(protectedRoutes.map(name)).toEqual(
      expect.arrayContaining([
        'GET /api/activities/customers/byiduser',
        'GET /api/activities/:id/menu',
      ]),
    );
  });

  for (const r of protectedRoutes) {
    it(`${name(r)} answers 401 without a valid token`, async () => {
      const url = fill(r.url, (p) => ownValue(r, p));
      for (const [kind, h] of Object.entries(headers)) {
        const res = await call(r, url, { headers: h, payload: r.hasBody ? {} : undefined });
        expect(res.statusCode, kind).toBe(401);
        expect(res.json().code, kind).toBe('unauthorized');
      }
    });
  }
});

describe("a customer never reaches another activity's or customer's data", () => {
  for (const r of protectedRoutes) {
    const params = paramsOf(r.url);
    it(`${name(r)} refuses foreign ids`, async () => {
      const undeclared = params.filter((p) => !r.owner?.[p]);
      expect(undeclared, 'declare config.owner for these path params').toEqual([]);
      const url = fill(r.url, (p) => FOREIGN[r.owner?.[p] as OwnerKind]);
      const query =
        r.method === 'GET' || r.method === 'DELETE' ? `?filters[activityId]=${rita}` : '';
      const res = await call(r, url + (r.hasQuery ? query : ''), {
        as: 'giulia',
        payload: r.hasBody ? { ...r.example, activityId: rita } : undefined,
      });
      // A 'self' param names the caller's own thing: only the other params must be foreign.
      if (params.some((p) => r.owner?.[p] !== 'self')) expect(res.statusCode).toBe(404);
      expect(res.statusCode).toBeLessThan(500);
      for (const marker of FOREIGN_MARKERS) expect(res.body).not.toContain(marker);
    });
  }
});

describe('malformed input gets a 4xx, never a 5xx', () => {
  const BAD_PARAMS = [
    'abc',
    '-1',
    '0',
    '1.5',
    '1e3',
    '99999999999999999999',
    'x'.repeat(400),
    "1' OR '1'='1",
    '%00',
    '..',
  ];
  const BAD_QUERIES = [
    'page=-1',
    'page=abc',
    'rowsPerPage=1000000000',
    'rowsPerPage=-15',
    'descending=maybe',
    'sortBy=password',
    'sortBy=__proto__',
    'filters=notjson',
    'filters=[1,2]',
    'filters[activityId]=-5',
    'filters[activityId]=1e400',
    'filters[activityId]=1&filters[activityId]=2',
    'filters[__proto__][x]=1',
    `q=${'a'.repeat(6000)}`,
    'unknown=1',
  ];
  const BAD_BODIES: [string, string][] = [
    ['invalid JSON', '{"username": '],
    ['array', '[]'],
    ['null', 'null'],
    ['string', '"text"'],
    [
      'wrong types',
      JSON.stringify({ username: 123, password: [], activityId: 'x', refresh_token: {} }),
    ],
    ['unknown fields', JSON.stringify({ evil: true, __proto__: { admin: true } })],
    ['negative and huge numbers', JSON.stringify({ activityId: -1, id: 1e308, page: -5 })],
    [
      'huge string',
      JSON.stringify({ username: 'a'.repeat(200_000), password: 'b'.repeat(200_000) }),
    ],
    ['deep nesting', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
    ['too large', JSON.stringify({ blob: 'x'.repeat(1_200_000) })],
  ];

  for (const r of routes) {
    const auth = needsAccessToken(r.url) ? { as: 'giulia' as const } : {};
    const own = fill(r.url, (p) => ownValue(r, p));
    const params = paramsOf(r.url);

    it(`${name(r)} survives malformed params and queries`, async () => {
      for (const p of params) {
        for (const bad of BAD_PARAMS) {
          const url = fill(r.url, (q) => (q === p ? bad : ownValue(r, q)));
          const res = await call(r, url, { ...auth, payload: r.hasBody ? {} : undefined });
          expect(res.statusCode, `${p}=${bad}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${p}=${bad}`).toBeLessThan(500);
        }
      }
      for (const q of BAD_QUERIES) {
        const res = await call(r, `${own}?${q}`, { ...auth, payload: r.hasBody ? {} : undefined });
        expect(res.statusCode, q).toBeLessThan(500);
      }
    });

    if (r.hasBody) {
      it(`${name(r)} refuses malformed bodies`, async () => {
        for (const [kind, body] of BAD_BODIES) {
          const res = await call(r, own, {
            ...auth,
            body,
            headers: { 'content-type': 'application/json' },
          });
          expect(res.statusCode, kind).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, kind).toBeLessThan(500);
          expect(res.json(), kind).toEqual({
            message: expect.any(String),
            code: expect.any(String),
          });
        }
        const form = await call(r, own, {
          ...auth,
          body: 'a=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        });
        expect(form.statusCode).toBe(415);
      });
    }
  }
});

describe('a NUL character and unknown ids get a 4xx in the envelope, never a 5xx', () => {
  const UNKNOWN_ID = 2_147_483_647;
  /** The route's example with every string holding a NUL, or every id unknown. */
  const withEvery = (example: Record<string, unknown>, swap: (k: string, v: unknown) => unknown) =>
    Object.fromEntries(Object.entries(example).map(([k, v]) => [k, swap(k, v)]));

  for (const r of routes) {
    const auth = needsAccessToken(r.url) ? { as: 'giulia' as const } : {};
    const own = fill(r.url, (p) => ownValue(r, p));
    const body = { activityId: aurora, ...r.example };

    it(`${name(r)} refuses a NUL character in params, query and body`, async () => {
      const tries = [
        ...paramsOf(r.url).map((p) => fill(r.url, (q) => (q === p ? 'a\u0000b' : ownValue(r, q)))),
        `${own}?filters[name]=%00`,
      ].map((url) => call(r, url, { ...auth, payload: r.hasBody ? body : undefined }));
      if (r.hasBody) {
        const nul = withEvery({ username: 'x', ...body }, (_k, v) =>
          typeof v === 'string' ? `${v}\u0000` : v,
        );
        tries.push(call(r, own, { ...auth, payload: nul }));
      }
      for (const res of await Promise.all(tries)) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json()).toEqual({ message: expect.any(String), code: 'invalid_input' });
      }
    });

    const idParams = paramsOf(r.url).filter(
      (p) => r.owner?.[p] !== 'self' && p !== 'permalink' && /id$/i.test(p),
    );
    if (!idParams.length && !r.hasBody) continue;
    it(`${name(r)} answers unknown ids with a 4xx`, async () => {
      const tries = idParams
        .map((p) => fill(r.url, (q) => (q === p ? String(UNKNOWN_ID) : ownValue(r, q))))
        .map((url) => call(r, url, { ...auth, payload: r.hasBody ? body : undefined }));
      if (r.hasBody) {
        const unknown = withEvery(body, (k, v) => (/id$/i.test(k) ? UNKNOWN_ID : v));
        tries.push(call(r, own, { ...auth, payload: unknown }));
      }
      for (const res of await Promise.all(tries)) {
        expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, res.body).toBeLessThan(500);
        expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
      }
    });
  }
});
