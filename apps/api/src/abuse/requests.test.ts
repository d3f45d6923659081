// The abuse suite (DESIGN §6), requests: every route declares a valid example, needs a valid
// access token (but login and refresh), takes an activity id as digits only and answers unknown
// ids with a 4xx. The walker (./walker.ts) builds each route's own valid request.
import { createSigner } from 'fast-jwt';
import { afterAll, describe, expect, it } from 'vitest';
import { parseQuerystring } from '../platform/pagination.ts';
import { bootApi } from '../test-support/harness.ts';
import { isProtected, name, paperWorld, paramsOf, walkerOf } from './walker.ts';

// Booted while the file is collected: the tests are made from its route table.
const t = await bootApi();
afterAll(() => t.close());
const { routes, world, request, send } = walkerOf(t);

describe('every route declares a valid example', () => {
  for (const r of routes) {
    it(`${name(r)} has an example its contract accepts`, async () => {
      const w = paperWorld();
      if (r.body) expect(r.example?.body, 'declare config.example.body').toBeDefined();
      if (r.query) expect(r.example?.query, 'declare config.example.query').toBeDefined();
      const req = request(r, w);
      if (r.body) expect(r.body.safeParse(req.body).error).toBeUndefined();
      if (r.query) {
        const raw = parseQuerystring(req.url.split('?')[1] ?? '');
        expect(r.query.safeParse(raw).error).toBeUndefined();
      }
    });
  }
});

describe('every /api route but login and refresh requires a valid access token', () => {
  const claims = {
    id: 1,
    username: 'x@test.example',
    roles: ['ROLE_SUPER_ADMIN'],
    sid: crypto.randomUUID(),
  };
  const forged = createSigner({ key: 'not-the-server-secret-not-the-server-secret' })(claims);
  const expired = createSigner({
    key: t.app.config.jwtSecret,
    expiresIn: 1000,
    clockTimestamp: Date.now() - 60_000,
  })(claims);
  const noneAlg = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  const badClaims = createSigner({ key: t.app.config.jwtSecret })({ id: 'x', roles: 'ROLE_ADMIN' });
  const noSession = createSigner({ key: t.app.config.jwtSecret })(claims);
  const headers: Record<string, Record<string, string>> = {
    none: {},
    forged: { authorization: `Bearer ${forged}` },
    expired: { authorization: `Bearer ${expired}` },
    'alg none': { authorization: `Bearer ${noneAlg}` },
    'wrong claims': { authorization: `Bearer ${badClaims}` },
    'no such session': { authorization: `Bearer ${noSession}` },
    garbage: { authorization: 'Bearer abc.def.ghi' },
    basic: { authorization: 'Basic Z2l1bGlhOnBhc3M=' },
  };

  for (const r of routes.filter(isProtected)) {
    it(`${name(r)} answers 401 without a valid token`, async () => {
      const w = paperWorld();
      const req = request(r, w);
      for (const [kind, h] of Object.entries(headers)) {
        const res = await t.call({
          method: r.method as 'GET',
          url: req.url,
          payload: req.body,
          headers: h,
        });
        expect(res.statusCode, kind).toBe(401);
        expect(res.json().code, kind).toBe('unauthorized');
      }
    });
  }
});

describe('a client-sent activity id is digits only, on every route (issue 15 F13)', () => {
  it('refuses a sign, a space, a leading zero or letters in filters[activityId] and activityId', async () => {
    const w = await world();
    const id = w.mine.id;
    for (const r of routes.filter(isProtected)) {
      const valid = request(r, w);
      for (const param of ['filters[activityId]', 'activityId']) {
        for (const bad of [`0${id}`, `+${id}`, ` ${id}`, 'abc']) {
          const sep = valid.url.includes('?') ? '&' : '?';
          const url = `${valid.url}${sep}${param}=${encodeURIComponent(bad)}`;
          const res = await send(r, { ...valid, url }, w.token);
          const what = `${name(r)} ${param}=${JSON.stringify(bad)}`;
          expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
          expect(res.json().code, what).toBe('invalid_input');
        }
      }
    }
  });
});

describe('unknown ids get a 4xx in the envelope', () => {
  const UNKNOWN_ID = '2147483647';
  for (const r of routes) {
    const idParams = paramsOf(r.url).filter((p) => /id$/i.test(p) && r.owns[p] !== 'client');
    const bodyActivity = Boolean(
      r.body && (r.tenancy?.from === 'body' || r.example?.body?.activityId),
    );
    if (!idParams.length && !bodyActivity) continue;
    it(`${name(r)} answers unknown ids with a 4xx`, async () => {
      const w = await world(r);
      const tries = idParams.map((p) => request(r, w, { param: [p, UNKNOWN_ID] }));
      if (bodyActivity) tries.push(request(r, w, { activity: Number(UNKNOWN_ID) }));
      for (const req of tries) {
        const res = await send(r, req, w.token);
        expect(res.statusCode, req.url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, req.url).toBeLessThan(500);
        expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
      }
    });
  }
});
