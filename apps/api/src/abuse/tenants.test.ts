// The abuse suite (DESIGN §6), tenancy: another activity's and another customer's ids answer 404,
// never a 400 or 403 of something else, and no answer holds their data. The walker (./walker.ts)
// sends each route its own valid request with one thing varied; every test builds its own two
// activities with the factories.
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../app.ts';
import { bootApi } from '../test-support/harness.ts';
import { isProtected, name, type World, walkerOf } from './walker.ts';

// Booted while the file is collected: the tests are made from its route table.
const t = await bootApi();
afterAll(() => t.close());
const { routes, world, request, send, takesActivity } = walkerOf(t);

/** The foreign variants a route can be given: another activity, others' objects. */
function foreignVariants(r: RouteEntry, w: World) {
  const variants: { what: string; vary: Parameters<typeof request>[2] }[] = [];
  const tenancy = r.tenancy;
  if ((tenancy && tenancy.from !== 'none') || takesActivity(r)) {
    variants.push({ what: 'their activity', vary: { activity: w.theirs.id } });
  }
  for (const [param, kind] of Object.entries(r.owns)) {
    if (kind === 'client') continue;
    variants.push({
      what: `their ${kind} as :${param}`,
      vary: { param: [param, w.foreign[kind] as string] },
    });
  }
  return variants;
}

const tenantProbed = new Set<string>();

describe("nobody reaches another activity's or another customer's data", () => {
  for (const r of routes.filter(isProtected)) {
    const given = (r.tenancy && r.tenancy.from !== 'none') || takesActivity(r);
    if (!given && !Object.values(r.owns).some((k) => k !== 'client')) continue;
    tenantProbed.add(name(r));
    it(`${name(r)} answers 404 to foreign ids, and not to its own`, async () => {
      const w = await world(r, { markers: true });
      const own = await send(r, request(r, w), w.token);
      expect(own.statusCode, `own request: ${own.body}`).not.toBe(404);
      expect(own.statusCode, own.body).toBeLessThan(500);
      for (const { what, vary } of foreignVariants(r, w)) {
        const res = await send(r, request(r, w, vary), w.token);
        // A 400 or 403 would mean the probe failed on something else than tenancy.
        expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
        expect(res.json().code, what).toBe('not_found');
        for (const marker of w.markers) expect(res.body, what).not.toContain(marker);
      }
    });
  }
});

describe('coverage', () => {
  it('probes every protected route naming an activity', () => {
    const unprobed = routes
      .filter(isProtected)
      .filter((r) => !tenantProbed.has(name(r)) && r.tenancy?.from !== 'none');
    console.log(
      `abuse coverage: ${routes.length} routes, ${tenantProbed.size} tenant-probed, ${unprobed.length} unprobed`,
    );
    expect(unprobed.map(name)).toEqual([]);
    for (const r of routes.filter(isProtected)) {
      if (r.tenancy?.from === 'none') expect(r.tenancy.reason.length, name(r)).toBeGreaterThan(3);
    }
  });
});
