// The abuse suite (DESIGN §6), a caller who belongs to both activities (issue 24 §3): staff of
// ours and a customer of theirs. The tenancy probes name objects of an activity the caller is not
// a member of, so the platform's membership check answers 404 before any module's scoping runs;
// here the membership passes, and only the route's own scoping stands:
// - every route that names its activity and an object, given ours and an object of theirs (the
//   caller's own there, or theirs), answers 404 and writes nothing;
// - every route that names a customer's object, given another customer's of theirs (where the
//   caller is a customer too), answers 404 and writes nothing.
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../app.ts';
import type { OwnedKind } from '../platform/tenancy.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createInvitation,
  townId,
} from '../test-support/factories.ts';
import { bootApi } from '../test-support/harness.ts';
import {
  allFeatures,
  isPersonal,
  isProtected,
  KIND_OWNER,
  loadedParams,
  name,
  namesOwnActivity,
  PERSONAL_KINDS,
  rolesOf,
  type Things,
  type World,
  walkerOf,
} from './walker.ts';

// Booted while the file is collected: the tests are made from its route table.
const t = await bootApi();
afterAll(() => t.close());
const { routes, thingsOf, cardOf, join, request, send, mark, writesSince } = walkerOf(t);

/**
 * Ours, where `me` is an admin (with a customer, `mate`), and theirs, where `me` is a customer
 * beside `neighbour`; `own`: me's objects of ours, `foreign`: me's of theirs; `neighbours`: the
 * neighbour's of theirs. Only the kinds the route names are made.
 */
async function bothWorld(r: RouteEntry): Promise<World & { neighbours: Things }> {
  const kinds: OwnedKind[] = loadedParams(r).map(([, kind]) => kind);
  const mine = await createActivity(t, { menu: allFeatures });
  const theirs = await createActivity(t, { menu: allFeatures });
  const me = await createAdmin(t, mine.id);
  await join(me, theirs);
  const mate = await createCustomer(t, mine.id);
  const neighbour = await createCustomer(t, theirs.id);
  const ours = await thingsOf(me, mine.id, kinds);
  const inTheirs = await thingsOf(me, theirs.id, kinds);
  const neighbours = await thingsOf(neighbour, theirs.id, kinds);
  const has = (kind: OwnedKind) => kinds.includes(kind);
  const cards = has('card')
    ? { own: await cardOf(mate, mine.id), foreign: await cardOf(me, theirs.id) }
    : undefined;
  const invitations = has('invitation')
    ? {
        own: await createInvitation(t, me, (await createActivity(t)).id),
        neighbour: await createInvitation(t, neighbour, mine.id),
      }
    : undefined;
  return {
    mine,
    theirs,
    me,
    token: await me.token(),
    town: await townId(t),
    newDevice: `new-device-${crypto.randomUUID()}`,
    own: {
      ...ours.things,
      me: String(me.id),
      member: String(mate.id),
      store: String(mine.storeId),
      ...(cards ? { card: cards.own } : {}),
      ...(invitations ? { invitation: String(invitations.own.id) } : {}),
    },
    foreign: {
      ...inTheirs.things,
      member: String(neighbour.id),
      store: String(theirs.storeId),
      ...(cards ? { card: cards.foreign } : {}),
    },
    neighbours: {
      ...neighbours.things,
      me: String(neighbour.id),
      ...(invitations ? { invitation: String(invitations.neighbour.id) } : {}),
    },
    markers: [],
  };
}

/** The probes a route gets: through ours with theirs, and another customer's of theirs. */
function probesOf(r: RouteEntry) {
  const owned = Object.entries(r.owns).filter(([, kind]) => kind !== 'client');
  // Objects in no activity are the caller's wherever they are named from.
  const throughOurs = namesOwnActivity(r)
    ? owned.filter(([, kind]) => !PERSONAL_KINDS.includes(kind))
    : [];
  // A customer of theirs passes no role gate there (the role probes ask that).
  const anothers = rolesOf(r) ? [] : owned.filter(([, kind]) => isPersonal(kind));
  return { throughOurs, anothers };
}

const probed = new Set<string>();
const unprobed: string[] = [];

describe('a caller of both activities reaches only what each route scopes to it', () => {
  for (const r of routes.filter(isProtected)) {
    const { throughOurs, anothers } = probesOf(r);
    if (!Object.values(r.owns).some((kind) => kind !== 'client')) continue;
    if (!throughOurs.length && !anothers.length) {
      unprobed.push(name(r));
      continue;
    }
    probed.add(name(r));
    it(`${name(r)} answers 404 to theirs through ours, and to another customer's of theirs`, async () => {
      const w = await bothWorld(r);
      const variants = [
        ...throughOurs.map(([param, kind]) => ({
          what: `their ${kind} as :${param} through ours`,
          req: request(r, w, { param: [param, w.foreign[kind] as string] }),
        })),
        ...anothers.map(([param, kind]) => ({
          what: `another customer's ${kind} of theirs as :${param}`,
          req: request(r, w, {
            param: [param, w.neighbours[kind] as string],
            ...(namesOwnActivity(r) ? { activity: w.theirs.id } : {}),
          }),
        })),
      ];
      for (const { what, req } of variants) {
        const from = mark();
        const res = await send(r, req, w.token);
        expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
        expect(res.json().code, what).toBe('not_found');
        expect(writesSince(from), what).toEqual([]);
      }
      // The same caller's own request, through ours with ours: answered.
      const own = await send(r, request(r, w), w.token);
      expect(own.statusCode, `own request: ${own.body}`).not.toBe(404);
      expect(own.statusCode, own.body).toBeLessThan(500);
    });
  }
});

describe('coverage', () => {
  it('probes every route that names an object, or it names only what any member reads', () => {
    console.log(
      `abuse coverage: ${probed.size} routes naming an object probed by a caller of both activities; not probed (objects any member of theirs reads): ${unprobed.join(', ')}`,
    );
    for (const url of unprobed) {
      const r = routes.find((route) => name(route) === url) as RouteEntry;
      expect(r.tenancy?.from, url).toBe('none');
      for (const [, kind] of loadedParams(r)) expect(KIND_OWNER[kind], url).toBe('activity');
    }
  });
});
