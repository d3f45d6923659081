// The abuse suite's walker (DESIGN §6): the route table, the worlds a probe runs in, and the
// route's own valid request with one thing varied. Each route declares its tenancy, the objects
// its ids name, its feature and a valid example (platform/tenancy.ts, features.ts), so a probe
// varies exactly one thing: a foreign id must then be a 404, never a 400 or 403 of something
// else. Every test builds its own world with the factories; the files of ./ share this walker.
import type { Role } from '@tessera/domain';
import { addDays, MENU_FLAGS } from '@tessera/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { RouteEntry } from '../app.ts';
import { activityImages } from '../modules/activities/activities.tables.ts';
import { TINY_MP4 } from '../modules/activities/activities.video.testing.ts';
import { userPrivacies } from '../modules/privacy/privacy.tables.ts';
import { shopImages } from '../modules/shop/catalogue/catalogue.tables.ts';
import { cartLines, orderRefunds } from '../modules/shop/orders/orders.tables.ts';
import { simulatedSessions } from '../modules/shop/payments/payments.tables.ts';
import { needsAccessToken } from '../platform/auth.ts';
import type { FeatureGate, FeatureName } from '../platform/features.ts';
import { activityCustomers } from '../platform/tables.ts';
import type { LoadedKind, OwnedKind } from '../platform/tenancy.ts';
import { multipartForm, TINY_PNG } from '../platform/uploads.testing.ts';
import { createBookingRow, createBookingSetup, createClosure } from '../test-support/booking.ts';
import {
  type Activity,
  createActivity,
  createAddress,
  createAdmin,
  createCoupon,
  createCustomer,
  createDevice,
  createInvitation,
  createMenuCategory,
  createNotice,
  createNotification,
  createScratchCard,
  type Person,
  townId,
} from '../test-support/factories.ts';
import { requestQueries, type TestApp } from '../test-support/harness.ts';
import { createCartLine, createOrderRow, createShop } from '../test-support/shop.ts';

export const paramsOf = (url: string) => [...url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
const fill = (url: string, value: (param: string) => string) =>
  url
    .replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(value(p)))
    .replace('*', () => value('*'));
export const name = (r: Pick<RouteEntry, 'method' | 'url'>) => `${r.method} ${r.url}`;
export const isProtected = (r: RouteEntry) => needsAccessToken(r.url);

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
  // The super admin's switch names any activity (tenancy none, ROLE_SUPER_ADMIN).
  '/api/console/activities/:id/active': (w) => String(w.mine.id),
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

/** Closures made so far: each world's is on a day of its own. */
let closures = 0;

/** Ids of the objects a world holds, by kind (a card by its code, a session by its id). */
export type Things = Partial<Record<OwnedKind, string>>;

/**
 * The prober's world: `mine`, the activity of its own request, where `me` holds `own`; `theirs`,
 * another activity, with `foreign` objects.
 */
export interface World {
  mine: Activity;
  theirs: Activity;
  me: Person;
  token: string;
  /** A town of the reference data, for the addresses of the examples. */
  town: number;
  /** A device id nobody registered yet, for the routes that register one. */
  newDevice: string;
  own: Things;
  foreign: Things;
  /** What only their activity's data holds: no answer to a probe may contain it. */
  markers: string[];
}

/**
 * Whose an owned object is: `personal`, a customer's own (another customer of the same activity
 * must not reach it); `activity`, the activity's, shared by its members or its staff.
 */
export const KIND_OWNER: Record<LoadedKind, 'personal' | 'activity'> = {
  address: 'personal',
  device: 'personal',
  invitation: 'personal',
  notification: 'personal',
  notice: 'personal',
  noticeSent: 'personal',
  scratchCard: 'personal',
  coupon: 'personal',
  booking: 'personal',
  cartLine: 'personal',
  order: 'personal',
  orderSession: 'personal',
  simulatedSession: 'personal',
  member: 'activity',
  card: 'activity',
  store: 'activity',
  shopCategory: 'activity',
  itemColor: 'activity',
  activityBooking: 'activity',
  bookingService: 'activity',
  bookingOperator: 'activity',
  bookingClosure: 'activity',
  activityOrder: 'activity',
  activityRefund: 'activity',
  activityOrderLine: 'activity',
  menuCategory: 'activity',
  menuEntry: 'activity',
  shopItem: 'activity',
  itemSize: 'activity',
  shopImage: 'activity',
  homePicture: 'activity',
};

/** The kinds whose objects hold text of their own (`markers`): cheap to make, one row each. */
const MARKER_KINDS: OwnedKind[] = ['address', 'device', 'notice', 'notification'];

/** The owned kinds each group of `thingsOf` makes. */
const BOOKING_KINDS: OwnedKind[] = [
  'booking',
  'activityBooking',
  'bookingService',
  'bookingOperator',
  'bookingClosure',
];
const SHOP_KINDS: OwnedKind[] = [
  'shopCategory',
  'itemColor',
  'shopItem',
  'itemSize',
  'shopImage',
  'cartLine',
  'order',
  'orderSession',
  'simulatedSession',
  'activityOrder',
  'activityRefund',
  'activityOrderLine',
];

/** Every feature of the activities' apps switched on: their customer routes answer. */
export const allFeatures = Object.fromEntries(MENU_FLAGS.map((f) => [f, true]));

/**
 * The menu switch each feature follows (the modules' `registerFeature`). Booking types N and NO
 * follow theirs (R and RO are always on; the factories make N).
 */
export const FEATURE_SWITCHES: Record<FeatureName, string> = {
  shop: 'show_shop_app',
  booking: 'show_booking_app',
  coupons: 'show_coupon_app',
  packs: 'show_pack',
  instantWin: 'show_instant_win_app',
  friends: 'show_introduce_friend_app',
  menus: 'show_menu_app',
};

/** Switches the feature on or off for the activity, as its admin would. */
export const switchFeature = (feature: FeatureName, activityId: number, on: boolean) =>
  sql`update activity_menus set ${sql.identifier(FEATURE_SWITCHES[feature])} = ${on}
    where activity_id = ${activityId}`;

export const featureOf = (gate: FeatureGate): FeatureName =>
  typeof gate === 'string' ? gate : gate.name;
export const staffBypass = (gate: FeatureGate) => typeof gate !== 'string';

/** Routes that answer a stream (Server-Sent Events, issue 22): a probe reads its start, then leaves. */
const STREAMS = new Set([
  'GET /api/activities/:activityId/orders/events',
  'GET /api/activities/:activityId/agenda/events',
]);

/**
 * Routes that take a multipart form (issue 25's pictures and home video): the example's fields and
 * the route's file as `file`.
 */
const MULTIPART: Record<string, { filename: string; type: string; data: Buffer }> = {
  'POST /api/activities/:activityId/pictures': {
    filename: 'probe.png',
    type: 'image/png',
    data: TINY_PNG,
  },
  'POST /api/activities/:activityId/videos': {
    filename: 'probe.mp4',
    type: 'video/mp4',
    data: TINY_MP4,
  },
};

/** The example's body as the form a multipart route reads, with its file. */
const formOf = (body: Record<string, unknown> | undefined, file: (typeof MULTIPART)[string]) =>
  multipartForm([
    ...Object.entries(body ?? {})
      .filter(([field]) => field !== 'file')
      .map(([field, value]) => ({ name: field, value: String(value) })),
    { name: 'file', ...file },
  ]);

/** What a probe reads of an answer. */
export type Answer = Pick<LightMyRequestResponse, 'statusCode' | 'body' | 'json'>;

/** A statement that changes rows. */
const WRITE = /\b(insert\s+into|delete\s+from|update\s+"?\w+"?\s+set)\b/i;

/** Owned kinds that are the caller's own, in no activity: a membership has no say over them. */
export const PERSONAL_KINDS: OwnedKind[] = [
  'me',
  'client',
  'device',
  'notification',
  'invitation',
  // A checkout is the payer's: switched off while paying, they may still complete or give it back.
  'orderSession',
];

/**
 * The routes counter staff (ROLE_STORE) work at; every other route that needs a role is for
 * admins only. Kept here, apart from the declarations, so a widened role list cannot pass unseen.
 */
export const COUNTER_ROUTES = new Set([
  'GET /api/activities/:activityId/cards/:cardCode',
  'POST /api/activities/:activityId/card-movements',
  'POST /api/activities/:activityId/coupon-redemptions',
  'POST /api/activities/:activityId/pack-uses',
  // Booking's staff side (issue 16): the agenda, answers, booking for a member, member search.
  'GET /api/activities/:activityId/agenda',
  'PUT /api/activities/:activityId/bookings/:id/status',
  'PUT /api/activities/:activityId/bookings/:id/move',
  'POST /api/activities/:activityId/bookings',
  'GET /api/activities/:activityId/booking-customers',
  // The agenda's live stream and pending inbox (issue 26).
  'GET /api/activities/:activityId/agenda/events',
  'GET /api/activities/:activityId/agenda/pending',
  'GET /api/activities/:activityId/agenda/pending/count',
  // Walk-ins and phone bookings (issue 26): counter staff add a guest to book for.
  'POST /api/activities/:activityId/booking-guests',
  // The shop's orders board (issue 17): the activity's orders and their moves.
  'GET /api/activities/:activityId/orders',
  'PUT /api/activities/:activityId/orders/:orderId/status',
  'POST /api/activities/:activityId/orders/:orderId/refunds/:refundId/retry',
  'DELETE /api/activities/:activityId/orders/:orderId/lines/:lineId',
  // Its live stream (issue 22).
  'GET /api/activities/:activityId/orders/events',
]);

/** The roles a route needs in its activity, if it names any. */
export const rolesOf = (r: RouteEntry): readonly Role[] | undefined =>
  r.tenancy && 'roles' in r.tenancy ? r.tenancy.roles : undefined;

/** Whether the route's own request names its activity (param, body or query). */
export const namesOwnActivity = (r: RouteEntry) =>
  r.tenancy !== undefined && r.tenancy.from !== 'none';

/** Whether an owned kind is a customer's own: the caller, or a personal object. */
export const isPersonal = (kind: OwnedKind) =>
  kind === 'me' || (kind !== 'client' && KIND_OWNER[kind] === 'personal');

/** Whether the route's own request names our activity or one of its objects. */
export const namesActivity = (r: RouteEntry) =>
  (r.tenancy !== undefined && r.tenancy.from !== 'none') ||
  Object.values(r.owns).some((k) => !PERSONAL_KINDS.includes(k));

/** The owned params of a route that name a loaded object (not the caller, not a client's id). */
export const loadedParams = (r: RouteEntry) =>
  Object.entries(r.owns).filter(
    (e): e is [string, LoadedKind] => e[1] !== 'me' && e[1] !== 'client',
  );

/**
 * A world on paper: ids that name nothing, for probes answered before any id is read (a token
 * refused, an example checked against its own contract).
 */
export function paperWorld(): World {
  const activity: Activity = { id: 1, name: 'Paper', permalink: 'paper', storeId: 1 };
  const ids = Object.fromEntries(Object.keys(KIND_OWNER).map((kind) => [kind, '1']));
  const own: Things = { ...ids, me: '1', client: 'new-device-paper', card: '123456789012' };
  return {
    mine: activity,
    theirs: { ...activity, id: 2 },
    me: { id: 1 } as Person,
    token: 'no-token',
    town: 1,
    newDevice: 'new-device-paper',
    own,
    foreign: own,
    markers: [],
  };
}

/** The walker over one test app. */
export function walkerOf(t: TestApp) {
  const routes = t.app.routeTable.filter((r) => !r.url.startsWith('/api/docs'));

  /** `person`'s objects at the activity: those of `kinds` (and what they need), else all. */
  async function thingsOf(person: Person, activityId: number, kinds?: readonly OwnedKind[]) {
    const wants = (...of: OwnedKind[]) => !kinds || of.some((k) => kinds.includes(k));
    const things: Things = {};
    const markers: string[] = [];
    if (wants('address')) {
      const address = await createAddress(t, person, activityId);
      things.address = String(address.id);
      markers.push(address.address);
    }
    if (wants('device')) {
      const device = await createDevice(t, person);
      things.device = String(device.id);
      markers.push(device.deviceId, device.deviceName);
    }
    if (wants('scratchCard')) {
      things.scratchCard = String((await createScratchCard(t, activityId, person)).id);
    }
    if (wants('coupon')) things.coupon = String((await createCoupon(t, activityId, person)).id);
    if (wants('notice', 'noticeSent')) {
      const notice = await createNotice(t, activityId, person);
      things.notice = String(notice.noticeId);
      things.noticeSent = String(notice.id);
      markers.push(notice.title);
    }
    if (wants('notification')) {
      const notification = await createNotification(t, person);
      things.notification = String(notification.id);
      markers.push(notification.title);
    }
    if (wants(...BOOKING_KINDS)) {
      const setup = await createBookingSetup(t, activityId, {
        services: [{ name: 'Taglio', duration: 30 }],
        operators: [{ name: 'Anna' }],
      });
      // A closure of its own: the same closure twice is refused (issue 25).
      closures += 1;
      const closure = await createClosure(t, activityId, { date: addDays('2099-01-01', closures) });
      const booking = await createBookingRow(t, {
        activityId,
        userId: person.id,
        date: '2099-01-05',
        startTime: '10:00',
        bookingServiceId: setup.serviceId('Taglio'),
        bookingOperatorId: setup.operatorId('Anna'),
      });
      Object.assign(things, {
        booking: String(booking.id),
        activityBooking: String(booking.id),
        bookingService: String(setup.serviceId('Taglio')),
        bookingOperator: String(setup.operatorId('Anna')),
        bookingClosure: String(closure.id),
      });
    }
    if (wants('menuCategory', 'menuEntry')) {
      const category = await createMenuCategory(t, activityId, { entries: [{}] });
      things.menuCategory = String(category.id);
      things.menuEntry = String(category.entries[0]?.id);
    }
    if (wants('homePicture')) {
      // A picture of the home's gallery (the activity's set-up, issue 25).
      const [picture] = await t.database.db
        .insert(activityImages)
        .values({ activityId, fileName: 'probe.webp' })
        .returning({ id: activityImages.id });
      things.homePicture = String(picture?.id);
    }
    if (wants(...SHOP_KINDS)) Object.assign(things, await shopThingsOf(person, activityId));
    return { things, markers };
  }

  /** A shop with an item, `person`'s open cart line, order, pending online order and a refund. */
  async function shopThingsOf(person: Person, activityId: number): Promise<Things> {
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
    // A picture of the shop's own gallery (the catalogue's set-up, issue 25).
    const [image] = await t.database.db
      .insert(shopImages)
      .values({ activityId, fileName: 'probe.webp' })
      .returning({ id: shopImages.id });
    return {
      shopCategory: String(shop.categoryId),
      itemColor: String(shop.items[0]?.colorIds[0]),
      shopItem: String(itemId),
      itemSize: String(sizeM),
      shopImage: String(image?.id),
      cartLine: String(line.id),
      order: String(order.id),
      orderSession: sessionId,
      simulatedSession: sessionId,
      activityOrder: String(order.id),
      activityRefund: String(refund?.id),
      activityOrderLine: String(ordered?.id),
    };
  }

  /** `who`'s card at the activity (made on first read), by its code. */
  const cardOf = async (who: Person, activityId: number) =>
    (await t.call({ url: `/api/activities/${activityId}/usercard`, as: who })).json().data
      .cardCode as string;

  /**
   * Two activities: ours, where the prober is an admin, and theirs, with an admin and things.
   * Given a route, only the objects it names are made (else every kind); with `markers`, theirs
   * also holds every object whose text no answer may show (addresses, devices, notices, a card).
   */
  async function world(
    r?: RouteEntry,
    opts: { markers?: boolean } = {},
  ): Promise<World & { mate: Person; other: Person }> {
    const kinds = r && loadedParams(r).map(([, kind]) => kind);
    const theirKinds = kinds && opts.markers ? [...kinds, ...MARKER_KINDS] : kinds;
    const has = (kind: LoadedKind) => !kinds || kinds.includes(kind);
    const mine = await createActivity(t, { menu: allFeatures });
    const theirs = await createActivity(t, { menu: allFeatures });
    const me = await createAdmin(t, mine.id);
    const mate = await createCustomer(t, mine.id);
    const other = await createAdmin(t, theirs.id);
    const ours = await thingsOf(me, mine.id, kinds);
    const theirsThings = await thingsOf(other, theirs.id, theirKinds);
    // Invitations: each admin is offered the other's activity.
    const invitations = has('invitation')
      ? {
          invitation: String((await createInvitation(t, me, theirs.id)).id),
          theirs: String((await createInvitation(t, other, mine.id)).id),
        }
      : undefined;
    const cards =
      has('card') || opts.markers
        ? { card: await cardOf(mate, mine.id), theirs: await cardOf(other, theirs.id) }
        : undefined;
    const newDevice = `new-device-${crypto.randomUUID()}`;
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
        store: String(mine.storeId),
        ...ours.things,
        ...(invitations ? { invitation: invitations.invitation } : {}),
        ...(cards ? { card: cards.card } : {}),
      },
      foreign: {
        me: String(other.id),
        client: newDevice,
        member: String(other.id),
        store: String(theirs.storeId),
        ...theirsThings.things,
        ...(invitations ? { invitation: invitations.theirs } : {}),
        ...(cards ? { card: cards.theirs } : {}),
      },
      markers: [
        theirs.name,
        theirs.permalink,
        other.email,
        ...(cards ? [cards.theirs] : []),
        ...theirsThings.markers,
      ],
    };
  }

  /** Makes `person` a customer of the activity too (at its main store, privacy accepted). */
  async function join(person: Person, activity: Activity) {
    const db = t.database.db;
    await db
      .insert(activityCustomers)
      .values({ activityId: activity.id, userId: person.id, storeId: activity.storeId });
    await db.insert(userPrivacies).values({
      activityId: activity.id,
      userId: person.id,
      informativaPrivacy: true,
      informativaPointB: true,
      informativaPointC: false,
    });
  }

  /** The route's own valid request, with one of `vary`'s changes applied. */
  function request(
    r: RouteEntry,
    w: World,
    vary: { activity?: number; param?: [string, string]; things?: Things } = {},
  ) {
    const activity = vary.activity ?? w.mine.id;
    const tenancy = r.tenancy;
    const things = { ...w.own, ...vary.things };
    const url = fill(r.url, (p) => {
      if (vary.param?.[0] === p) return vary.param[1];
      const kind = r.owns[p];
      if (kind) {
        const id = things[kind];
        if (id === undefined) throw new Error(`${name(r)}: the world holds no ${kind}`);
        return id;
      }
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

  async function send(
    r: RouteEntry,
    req: ReturnType<typeof request>,
    token: string,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    const file = MULTIPART[name(r)];
    const form = file ? formOf(req.body, file) : undefined;
    const opts = {
      method: r.method as 'GET',
      url: req.url,
      payload: form ? form.payload : req.body,
      headers: { ...form?.headers, ...headers },
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

  /** Where the statements the app runs from now on begin: pass it to `writesSince`. */
  const mark = () => t.queries.length;
  /** The writing statements the app ran since `mark` (an index into `t.queries`). */
  const writesSince = (from: number) =>
    requestQueries(t.queries.slice(from)).filter((q) => WRITE.test(q));

  /** Whether a route declared without an activity still accepts one (DESIGN §4). */
  const takesActivity = (r: RouteEntry) =>
    r.tenancy?.from === 'none' &&
    Boolean(
      r.body?.safeParse({ ...r.example?.body, activityId: 1 }).success ||
        r.query?.safeParse({ ...r.example?.query, filters: { activityId: 1 } }).success,
    );

  /** The request naming our activity: the route's own, or with the activity it also accepts. */
  const activityRequest = (r: RouteEntry, w: World) =>
    namesActivity(r) ? request(r, w) : request(r, w, { activity: w.mine.id });

  /** Runs SQL as an operator would and waits until this instance's cache has heard of it. */
  async function operatorChange(userId: number, change: SQL) {
    const heard = t.app.sessionCache.forgotten(userId);
    await t.rows(change);
    await heard;
  }

  return {
    routes,
    thingsOf,
    cardOf,
    world,
    join,
    request,
    send,
    mark,
    writesSince,
    takesActivity,
    activityRequest,
    operatorChange,
  };
}
