// The abuse suite (DESIGN §6): walks every registered route and sends what an attacker would: no
// token, forged tokens, another activity's and another customer's ids, malformed input, a caller
// whose membership ended, a lesser role of the same activity. Each route declares its tenancy and
// a valid example (platform/tenancy.ts), so a probe varies exactly one thing: a foreign id must
// then be a 404, never a 400 or 403 of something else. The app starts on the reference data
// only; every test builds its own two activities with the factories.
import { MENU_FLAGS, type Role } from '@tessera/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { createSigner } from 'fast-jwt';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from './app.ts';
import { cartLines, orderRefunds, simulatedSessions } from './modules/shop/shop.tables.ts';
import { needsAccessToken } from './platform/auth.ts';
import { parseQuerystring } from './platform/pagination.ts';
import type { OwnedKind } from './platform/tenancy.ts';
import { createBookingRow, createBookingSetup, createClosure } from './test-support/booking.ts';
import {
  type Activity,
  createActivity,
  createAddress,
  createAdmin,
  createCoupon,
  createCustomer,
  createDevice,
  createInvitation,
  createNotice,
  createNotification,
  createScratchCard,
  createStaff,
  type Person,
  townId,
} from './test-support/factories.ts';
import { bootApi, requestQueries } from './test-support/harness.ts';
import { createCartLine, createOrderRow, createShop } from './test-support/shop.ts';

// Booted while the file is collected: the tests are made from its route table.
const t = await bootApi();
afterAll(() => t.close());

const routes = t.app.routeTable.filter((r) => !r.url.startsWith('/api/docs'));
const paramsOf = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
const fill = (url: string, value: (param: string) => string) =>
  url
    .replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(value(p)))
    .replace('*', () => value('*'));
const name = (r: RouteEntry) => `${r.method} ${r.url}`;
const isProtected = (r: RouteEntry) => needsAccessToken(r.url);

/** Params that name no owned object (open routes, joining): what they name, by route and param. */
const OPEN_PARAMS: Record<string, (w: World) => string> = {
  '/app/activities/:id': (w) => String(w.mine.id),
  '/app/activities/:id/configurations': (w) => String(w.mine.id),
  '/app/activities/:id/manifest.webmanifest': (w) => String(w.mine.id),
  '/app/activities/:id/icons/:file': (w) => String(w.mine.id),
  '/app/activities/:id/privacies': (w) => String(w.mine.id),
  '/app/setnewpassword/:id': (w) => String(w.me.id),
  '/app/userregistrationcode/save/:username/:deviceId': (w) => w.newDevice,
  // Joining names an activity the caller is not a member of yet (tenancy none).
  '/api/activities/:id/join': (w) => String(w.theirs.id),
};

/** Values for params that name nothing of anyone's (codes, e-mails, file paths). */
const PARAM_DEFAULTS: Record<string, (w: World) => string> = {
  email: () => 'someone@test.example',
  username: () => 'someone@test.example',
  code: () => '123456',
  file: () => 'icon-192.png',
  // A cart line's new quantity (PUT /api/itemcarts/:id/quantity/:n).
  n: () => '2',
  '*': (w) => `activity/${w.mine.id}/missing.svg`,
};

/** Two activities: ours, where the prober is an admin, and theirs, with a customer and things. */
interface World {
  mine: Activity;
  theirs: Activity;
  me: Person;
  token: string;
  mate: Person;
  other: Person;
  /** A town of the reference data, for the addresses of the examples. */
  town: number;
  /** A device id nobody registered yet, for the routes that register one. */
  newDevice: string;
  own: Record<OwnedKind, string>;
  foreign: Record<OwnedKind, string>;
  /** What only their activity's data holds: no answer to a probe may contain it. */
  markers: string[];
}

/** An address and a device of `person`'s at the activity. */
async function thingsOf(person: Person, activityId: number) {
  const address = await createAddress(t, person, activityId);
  const device = await createDevice(t, person);
  const scratchCard = await createScratchCard(t, activityId, person);
  const coupon = await createCoupon(t, activityId, person);
  const notice = await createNotice(t, activityId, person);
  const notification = await createNotification(t, person);
  const setup = await createBookingSetup(t, activityId, {
    services: [{ name: 'Taglio', duration: 30 }],
    operators: [{ name: 'Anna' }],
  });
  const closure = await createClosure(t, activityId, { weekday: 7 });
  const booking = await createBookingRow(t, {
    activityId,
    userId: person.id,
    date: '2099-01-05',
    startTime: '10:00',
    bookingServiceId: setup.serviceId('Taglio'),
    bookingOperatorId: setup.operatorId('Anna'),
  });
  const shop = await createShop(t, activityId, {
    items: [
      {
        name: 'Maglia',
        priceCents: 2000,
        colors: [{ name: 'Blu', sizes: [{ size: 'M' }, { size: 'L' }] }],
      },
    ],
  });
  const [sizeM, sizeL] = shop.items[0]?.sizeIds ?? [];
  const itemId = shop.items[0]?.id as number;
  const line = await createCartLine(t, {
    activityId,
    userId: person.id,
    itemId,
    itemColorSizeId: sizeM as number,
  });
  const order = await createOrderRow(t, {
    activityId,
    userId: person.id,
    itemId,
    itemColorSizeId: sizeL as number,
  });
  // An order waiting for its online payment, at the simulated provider.
  const sessionId = `sim_abuse_${crypto.randomUUID().replaceAll('-', '')}`;
  const pending = await createOrderRow(t, {
    activityId,
    userId: person.id,
    itemId,
    itemColorSizeId: sizeL as number,
    status: 'pending',
    paymentType: 'S',
    provider: 'simulated',
    sessionId,
  });
  await t.database.db.insert(simulatedSessions).values({
    id: sessionId,
    orderId: pending.id,
    activityId,
    userId: person.id,
    amountCents: pending.totalCents,
    status: 'open',
    createdAt: new Date(),
  });
  const [ordered] = await t.database.db
    .select({ id: cartLines.id })
    .from(cartLines)
    .where(eq(cartLines.orderId, order.id));
  const [refund] = await t.database.db
    .insert(orderRefunds)
    .values({
      activityId,
      orderId: order.id,
      amountCents: 100,
      reason: 'cancelled',
      status: 'failed',
      attempts: 5,
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning({ id: orderRefunds.id });
  return {
    things: {
      shopCategory: String(shop.categoryId),
      itemColor: String(shop.items[0]?.colorIds[0]),
      cartLine: String(line.id),
      order: String(order.id),
      orderSession: sessionId,
      simulatedSession: sessionId,
      activityOrder: String(order.id),
      activityRefund: String(refund?.id),
      activityOrderLine: String(ordered?.id),
      address: String(address.id),
      device: String(device.id),
      scratchCard: String(scratchCard.id),
      coupon: String(coupon.id),
      notice: String(notice.noticeId),
      noticeSent: String(notice.id),
      notification: String(notification.id),
      booking: String(booking.id),
      activityBooking: String(booking.id),
      bookingService: String(setup.serviceId('Taglio')),
      bookingOperator: String(setup.operatorId('Anna')),
      bookingClosure: String(closure.id),
    },
    markers: [
      address.address,
      device.deviceId,
      device.deviceName,
      notice.title,
      notification.title,
    ],
  };
}

/** Every feature of the activities' apps switched on: their customer routes answer. */
const allFeatures = Object.fromEntries(MENU_FLAGS.map((f) => [f, true]));

async function world(): Promise<World> {
  const mine = await createActivity(t, { menu: allFeatures });
  const theirs = await createActivity(t, { menu: allFeatures });
  const me = await createAdmin(t, mine.id);
  const mate = await createCustomer(t, mine.id);
  const other = await createAdmin(t, theirs.id);
  const ours = await thingsOf(me, mine.id);
  // Invitations: each admin is offered the other's activity.
  const ourInvitation = await createInvitation(t, me, theirs.id);
  const theirInvitation = await createInvitation(t, other, mine.id);
  const theirsThings = await thingsOf(other, theirs.id);
  const newDevice = `new-device-${crypto.randomUUID()}`;
  const cardOf = async (who: Person, activityId: number) =>
    (await t.call({ url: `/api/activities/${activityId}/usercard`, as: who })).json().data
      .cardCode as string;
  const [ourCard, theirCard] = [await cardOf(mate, mine.id), await cardOf(other, theirs.id)];
  return {
    mine,
    theirs,
    me,
    token: await me.token(),
    mate,
    other,
    town: await townId(t),
    newDevice,
    own: {
      me: String(me.id),
      client: newDevice,
      member: String(mate.id),
      card: ourCard,
      store: String(mine.storeId),
      ...ours.things,
      invitation: String(ourInvitation.id),
    },
    foreign: {
      me: String(other.id),
      client: newDevice,
      member: String(other.id),
      card: theirCard,
      store: String(theirs.storeId),
      ...theirsThings.things,
      invitation: String(theirInvitation.id),
    },
    markers: [theirs.name, theirs.permalink, other.email, theirCard, ...theirsThings.markers],
  };
}

/** The route's own valid request, with one of `vary`'s changes applied. */
function request(
  r: RouteEntry,
  w: World,
  vary: { activity?: number; param?: [string, string] } = {},
) {
  const activity = vary.activity ?? w.mine.id;
  const tenancy = r.tenancy;
  const url = fill(r.url, (p) => {
    if (vary.param?.[0] === p) return vary.param[1];
    const kind = r.owns[p];
    if (kind) return w.own[kind];
    if (tenancy?.from === 'param' && tenancy.param === p) return String(activity);
    if (p === 'permalink') return w.mine.permalink;
    const open = OPEN_PARAMS[r.url];
    if (open && (p === 'id' || p === 'deviceId')) return open(w);
    const fallback = PARAM_DEFAULTS[p];
    if (fallback === undefined) throw new Error(`${name(r)}: no abuse value for param :${p}`);
    return fallback(w);
  });
  // The examples' ids of activities and towns become this world's.
  const exampleFilters = r.example?.query?.filters as Record<string, unknown> | undefined;
  const body = r.body
    ? {
        ...r.example?.body,
        ...(r.example?.body?.countryId ? { countryId: w.town } : {}),
        ...(tenancy?.from === 'body' || r.example?.body?.activityId
          ? { activityId: activity }
          : {}),
        ...(vary.activity && tenancy?.from === 'none' ? { activityId: activity } : {}),
      }
    : undefined;
  const query = r.query
    ? {
        ...r.example?.query,
        ...(exampleFilters?.activityId
          ? { filters: { ...exampleFilters, activityId: activity } }
          : {}),
        ...(tenancy?.from === 'query' || (vary.activity && tenancy?.from === 'none' && !r.body)
          ? { filters: { activityId: activity } }
          : {}),
      }
    : undefined;
  const search = Object.entries(query ?? {})
    .map(
      ([k, v]) =>
        `${k}=${encodeURIComponent(typeof v === 'object' ? JSON.stringify(v) : String(v))}`,
    )
    .join('&');
  return { url: search ? `${url}?${search}` : url, body, query };
}

/** Routes that answer a stream (Server-Sent Events, issue 22): a probe reads its start, then leaves. */
const STREAMS = new Set(['GET /api/activities/:activityId/orders/events']);

/** What a probe reads of an answer. */
type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'body' | 'json'>;

async function send(
  r: RouteEntry,
  w: World,
  req: ReturnType<typeof request>,
  token = w.token,
): Promise<Answer> {
  const opts = {
    method: r.method as 'GET',
    url: req.url,
    payload: req.body,
    ...(isProtected(r) ? { as: { token } } : {}),
  };
  if (!STREAMS.has(name(r))) return t.call(opts);
  const res = await t.call({ ...opts, payloadAsStream: true });
  const stream = res.stream();
  const body = await new Promise<string>((resolve) => {
    let text = '';
    stream.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      // An open stream never ends: its first event is enough.
      if (res.statusCode === 200 && text.includes('\n\n')) resolve(text);
    });
    stream.once('end', () => resolve(text));
  });
  stream.destroy();
  return { statusCode: res.statusCode, body, json: () => JSON.parse(body) };
}

/** A statement that changes rows. */
const WRITE = /\b(insert\s+into|delete\s+from|update\s+"?\w+"?\s+set)\b/i;
/** The writing statements the app ran since `mark` (an index into `t.queries`). */
const writesSince = (mark: number) =>
  requestQueries(t.queries.slice(mark)).filter((q) => WRITE.test(q));

/** Whether a route declared without an activity still accepts one (DESIGN §4). */
const takesActivity = (r: RouteEntry) =>
  r.tenancy?.from === 'none' &&
  Boolean(
    r.body?.safeParse({ ...r.example?.body, activityId: 1 }).success ||
      r.query?.safeParse({ ...r.example?.query, filters: { activityId: 1 } }).success,
  );

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
      vary: { param: [param, w.foreign[kind]] },
    });
  }
  return variants;
}

const tenantProbed = new Set<string>();
const malformedProbed = new Set<string>();
const membershipProbed = new Set<string>();
const roleProbed = new Set<string>();

/** Owned kinds that are the caller's own, in no activity: a membership has no say over them. */
const PERSONAL_KINDS: OwnedKind[] = [
  'me',
  'client',
  'device',
  'notification',
  'invitation',
  // A checkout is the payer's: switched off while paying, they may still complete or give it back.
  'orderSession',
];

/** Whether the route's own request names our activity or one of its objects. */
const namesActivity = (r: RouteEntry) =>
  (r.tenancy !== undefined && r.tenancy.from !== 'none') ||
  Object.values(r.owns).some((k) => !PERSONAL_KINDS.includes(k));

/** The request naming our activity: the route's own, or with the activity it also accepts. */
const activityRequest = (r: RouteEntry, w: World) =>
  namesActivity(r) ? request(r, w) : request(r, w, { activity: w.mine.id });

/**
 * The routes counter staff (ROLE_STORE) work at; every other route that needs a role is for
 * admins only. Kept here, apart from the declarations, so a widened role list cannot pass unseen.
 */
const COUNTER_ROUTES = new Set([
  'GET /api/activities/:activityId/cards/:cardCode',
  'POST /api/activities/:activityId/card-movements',
  'POST /api/activities/:activityId/coupon-redemptions',
  'POST /api/activities/:activityId/pack-uses',
  // Booking's staff side (issue 16): the agenda, answers, booking for a member, member search.
  'GET /api/activities/:activityId/agenda',
  'PUT /api/activities/:activityId/bookings/:id/status',
  'POST /api/activities/:activityId/bookings',
  'GET /api/activities/:activityId/booking-customers',
  // The shop's orders board (issue 17): the activity's orders and their moves.
  'GET /api/activities/:activityId/orders',
  'PUT /api/activities/:activityId/orders/:orderId/status',
  'POST /api/activities/:activityId/orders/:orderId/refunds/:refundId/retry',
  'DELETE /api/activities/:activityId/orders/:orderId/lines/:lineId',
  // Its live stream (issue 22).
  'GET /api/activities/:activityId/orders/events',
]);

/** The roles a route needs in its activity, if it names any. */
const rolesOf = (r: RouteEntry): readonly Role[] | undefined =>
  r.tenancy && 'roles' in r.tenancy ? r.tenancy.roles : undefined;

/** How the prober's access to our activity ends, and how it is given back. */
const MEMBERSHIP_ENDS: [string, (w: World) => SQL, ((w: World) => SQL) | undefined][] = [
  [
    'membership switched off',
    (w) => sql`update activity_customers set active = false
      where activity_id = ${w.mine.id} and user_id = ${w.me.id}`,
    (w) => sql`update activity_customers set active = true
      where activity_id = ${w.mine.id} and user_id = ${w.me.id}`,
  ],
  [
    'activity switched off',
    (w) => sql`update activities set active = false where id = ${w.mine.id}`,
    (w) => sql`update activities set active = true where id = ${w.mine.id}`,
  ],
  [
    'removed',
    (w) => sql`delete from activity_customers
      where activity_id = ${w.mine.id} and user_id = ${w.me.id}`,
    undefined,
  ],
];

/** Runs SQL as an operator would and waits until this instance's cache has heard of it. */
async function operatorChange(w: World, change: SQL) {
  const heard = t.app.sessionCache.forgotten(w.me.id);
  await t.rows(change);
  await heard;
}

describe('every route declares a valid example', () => {
  for (const r of routes) {
    it(`${name(r)} has an example its contract accepts`, async () => {
      const w = await world();
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
      const w = await world();
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

describe("nobody reaches another activity's or another customer's data", () => {
  for (const r of routes.filter(isProtected)) {
    const given = (r.tenancy && r.tenancy.from !== 'none') || takesActivity(r);
    if (!given && !Object.values(r.owns).some((k) => k !== 'client')) continue;
    tenantProbed.add(name(r));
    it(`${name(r)} answers 404 to foreign ids, and not to its own`, async () => {
      const w = await world();
      const own = await send(r, w, request(r, w));
      expect(own.statusCode, `own request: ${own.body}`).not.toBe(404);
      expect(own.statusCode, own.body).toBeLessThan(500);
      for (const { what, vary } of foreignVariants(r, w)) {
        const res = await send(r, w, request(r, w, vary));
        // A 400 or 403 would mean the probe failed on something else than tenancy.
        expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
        expect(res.json().code, what).toBe('not_found');
        for (const marker of w.markers) expect(res.body, what).not.toContain(marker);
      }
    });
  }
});

describe('a caller whose membership ended reaches nothing of the activity (issue 15 F2)', () => {
  for (const r of routes.filter(isProtected)) {
    if (!namesActivity(r) && !takesActivity(r)) continue;
    membershipProbed.add(name(r));
    it(`${name(r)} answers 404 when switched off, removed or the activity is off, changing nothing`, async () => {
      const w = await world();
      const req = activityRequest(r, w);
      for (const [what, end, restore] of MEMBERSHIP_ENDS) {
        await operatorChange(w, end(w));
        const mark = t.queries.length;
        const res = await send(r, w, req);
        expect(res.statusCode, `${what}: ${res.body}`).toBe(404);
        expect(res.json().code, what).toBe('not_found');
        expect(writesSince(mark), what).toEqual([]);
        if (restore) await operatorChange(w, restore(w));
      }
    });
  }
});

describe('a role gate lets no lesser role of its activity through', () => {
  for (const r of routes.filter(isProtected)) {
    if (!rolesOf(r)) continue;
    // A customer everywhere; counter staff where the route is not a counter's (admin only).
    const lesser = COUNTER_ROUTES.has(name(r)) ? ['ROLE_USER'] : ['ROLE_USER', 'ROLE_STORE'];
    roleProbed.add(name(r));
    it(`${name(r)} answers 403 to ${lesser.join(' and ')} of its activity, changing nothing`, async () => {
      const w = await world();
      const callers: Record<string, Person> = {
        ROLE_USER: w.mate,
        ...(lesser.includes('ROLE_STORE') ? { ROLE_STORE: await createStaff(t, w.mine.id) } : {}),
      };
      for (const role of lesser) {
        const token = await (callers[role] as Person).token();
        const mark = t.queries.length;
        const res = await send(r, w, request(r, w), token);
        expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
        expect(res.json().code, role).toBe('forbidden');
        expect(writesSince(mark), role).toEqual([]);
      }
    });
  }
});

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
      const w = await world();
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
          const res = await send(r, w, { ...valid, url });
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
      const w = await world();
      const tries = idParams.map((p) => request(r, w, { param: [p, UNKNOWN_ID] }));
      if (bodyActivity) tries.push(request(r, w, { activity: Number(UNKNOWN_ID) }));
      for (const req of tries) {
        const res = await send(r, w, req);
        expect(res.statusCode, req.url).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, req.url).toBeLessThan(500);
        expect(res.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
      }
    });
  }
});

describe('coverage', () => {
  it('probes every protected route or knows why not', () => {
    const unprobed = routes
      .filter(isProtected)
      .filter(
        (r) =>
          (!tenantProbed.has(name(r)) && r.tenancy?.from !== 'none') ||
          ((namesActivity(r) || takesActivity(r)) && !membershipProbed.has(name(r))) ||
          (rolesOf(r) && !roleProbed.has(name(r))),
      );
    console.log(
      `abuse coverage: ${routes.length} routes, ${tenantProbed.size} tenant-probed, ${membershipProbed.size} membership-probed, ${roleProbed.size} role-probed, ${malformedProbed.size} malformed-probed, ${unprobed.length} unprobed`,
    );
    expect(unprobed.map(name)).toEqual([]);
    for (const counter of COUNTER_ROUTES) {
      const r = routes.find((route) => name(route) === counter);
      expect(r && rolesOf(r), `${counter}: a counter route open to staff`).toContain('ROLE_STORE');
    }
    for (const r of routes.filter(isProtected)) {
      if (r.tenancy?.from === 'none') expect(r.tenancy.reason.length, name(r)).toBeGreaterThan(3);
    }
  });
});
