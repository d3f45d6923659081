// The abuse suite (DESIGN §6), malformed input: bad params, queries and bodies get a 4xx in the
// envelope, never a 5xx, on every route; /images/* never serves a file outside its folder.
import { afterAll, describe, expect, it } from 'vitest';
import { parseQuerystring } from '../platform/pagination.ts';
import { bootApi } from '../test-support/harness.ts';
import { isProtected, name, paramsOf, walkerOf } from './walker.ts';

// Booted while the file is collected: the tests are made from its route table.
const t = await bootApi();
afterAll(() => t.close());
const { routes, world, request } = walkerOf(t);
const malformedProbed = new Set<string>();

describe('malformed input gets a 4xx in the envelope, never a 5xx', () => {
  const BAD_PARAMS = [
    'abc',
    '-1',
    '0',
    '1.5',
    '1e3',
    '0x1',
    ' 1',
    '99999999999999999999',
    'x'.repeat(400),
    "1' OR '1'='1",
    'a\u0000b',
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
    'filters[__proto__][x]=1',
    'filters[name]=%00',
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
    ['a NUL character', JSON.stringify({ username: 'x\u0000', name: 'a\u0000b' })],
  ];
  const envelope = { message: expect.any(String), code: expect.any(String) };

  for (const r of routes) {
    const params = paramsOf(r.url).filter((p) => p !== '*');
    if (!params.length && !r.query && !r.body) continue;
    malformedProbed.add(name(r));
    it(`${name(r)} refuses malformed params, queries and bodies`, async () => {
      const w = await world(r);
      const auth = isProtected(r) ? { as: { token: w.token } } : {};
      const valid = request(r, w);
      for (const p of params) {
        for (const bad of BAD_PARAMS) {
          const url = request(r, w, { param: [p, bad] }).url;
          const res = await t.call({
            method: r.method as 'GET',
            url,
            payload: valid.body,
            ...auth,
          });
          expect(res.statusCode, `${p}=${bad}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${p}=${bad}`).toBeLessThan(500);
          expect(res.json(), `${p}=${bad}`).toEqual(envelope);
        }
      }
      if (r.query) {
        const [path, search = ''] = valid.url.split('?');
        for (const q of BAD_QUERIES) {
          const raw = `${search}&${q}`;
          const res = await t.call({
            method: r.method as 'GET',
            url: `${path}?${raw}`,
            payload: valid.body,
            ...auth,
          });
          // Malformed is what the route's contract refuses.
          if (r.query.safeParse(parseQuerystring(raw)).success && !q.includes('%00')) {
            expect(res.statusCode, q).toBeLessThan(500);
          } else {
            expect(res.statusCode, q).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, q).toBeLessThan(500);
            expect(res.json(), q).toEqual(envelope);
          }
        }
      }
      if (r.body) {
        for (const [kind, body] of BAD_BODIES) {
          const res = await t.call({
            method: r.method as 'GET',
            url: valid.url,
            body,
            headers: { 'content-type': 'application/json' },
            ...auth,
          });
          expect(res.statusCode, kind).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, kind).toBeLessThan(500);
          expect(res.json(), kind).toEqual(envelope);
        }
        const form = await t.call({
          method: r.method as 'GET',
          url: valid.url,
          body: 'a=1',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          ...auth,
        });
        expect(form.statusCode).toBe(415);
      }
    });
  }

  it('GET /images/* never serves a file outside the images folder', async () => {
    for (const path of [
      '../secrets.json',
      '..%2fsecrets.json',
      '%2e%2e/%2e%2e/etc/passwd',
      '..%5c..%5csecrets.json',
      'activity/../../secrets.json',
      '....//....//etc/passwd',
      '%00',
    ]) {
      const res = await t.call({ url: `/images/${path}` });
      // Refused, or normalised to a path outside /images/ that gets the web app's shell.
      expect(res.statusCode, path).toBeLessThan(500);
      if (res.statusCode < 400) expect(res.body, path).toMatch(/^<!doctype html>/i);
      expect(res.body, path).not.toContain('jwtSecret');
      expect(res.body, path).not.toContain('root:');
    }
  });
});

describe('coverage', () => {
  it('sends malformed input to every route that takes any', () => {
    console.log(
      `abuse coverage: ${routes.length} routes, ${malformedProbed.size} malformed-probed`,
    );
    expect(malformedProbed.size).toBeGreaterThan(0);
  });
});
