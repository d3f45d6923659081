// The abuse suite (DESIGN §6), feature gates (platform/features.ts): for every route declaring a
// feature of the activity's app, the feature switched off answers the customer 404 not_found in
// their language, as if nothing were there, and writes nothing; the activity's staff pass where
// the gate says so, and only there; switched on again, the same request is answered.
import { LANGUAGE_CODES } from '@tessera/domain';
import { afterAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../app.ts';
import { calendarCacheOf } from '../modules/booking/booking.cache.ts';
import type { FeatureGate, FeatureName } from '../platform/features.ts';
import { languageFromHeader, translate } from '../platform/i18n.ts';
import { platformMessages } from '../platform/messages.ts';
import {
  createActivity,
  createAdmin,
  createCustomer,
  createStaff,
  townId,
} from '../test-support/factories.ts';
import { bootApi } from '../test-support/harness.ts';
import {
  allFeatures,
  FEATURE_SWITCHES,
  featureOf,
  loadedParams,
  name,
  staffBypass,
  switchFeature,
  type World,
  walkerOf,
} from './walker.ts';

// Booted while the file is collected: the tests are made from its route table.
const t = await bootApi();
afterAll(() => t.close());
const { routes, thingsOf, request, send, mark, writesSince } = walkerOf(t);

/** The header each language is asked with (English is `gb` inside, `en` on the wire). */
const HEADERS = LANGUAGE_CODES.map((code) => (code === 'gb' ? 'en' : code));

/** An activity with every feature on, and a customer of it holding what the route names. */
async function customerWorld(r: RouteEntry): Promise<World> {
  const activity = await createActivity(t, { menu: allFeatures });
  const customer = await createCustomer(t, activity.id);
  const kinds = loadedParams(r).map(([, kind]) => kind);
  const { things } = await thingsOf(customer, activity.id, kinds);
  return {
    mine: activity,
    theirs: activity,
    me: customer,
    token: await customer.token(),
    town: await townId(t),
    newDevice: `new-device-${crypto.randomUUID()}`,
    own: { me: String(customer.id), ...things },
    foreign: {},
    markers: [],
  };
}

const gated = routes.filter((r) => t.app.featureGates.has(name(r)));

/**
 * Switches the feature as the activity's admin would; booking's switch is remembered with its
 * calendar, so this waits until the instance has heard of the change (NOTIFY).
 */
async function turn(feature: FeatureName, activityId: number, on: boolean) {
  const heard =
    feature === 'booking' ? calendarCacheOf(t.app.ctx)?.forgotten(activityId) : undefined;
  await t.rows(switchFeature(feature, activityId, on));
  await heard;
}

/**
 * The routes each feature gates, and how: kept here, apart from the declarations, so a gate
 * dropped or widened to staff cannot pass unseen (the platform cannot tell a customer route of a
 * feature that does not declare it).
 */
const GATES: Record<string, FeatureGate> = {
  // The catalogue, the cart and my orders (placing and paying too; completing or giving back a
  // payment already started is not gated: the money moved).
  'GET /api/app/activities/:id/categories': 'shop',
  'GET /api/app/items/itemsbycategory/:categoryId': 'shop',
  'GET /api/app/items/search': 'shop',
  'GET /api/app/itemcolors/:id': 'shop',
  'GET /api/activities/:activityId/itemimages': 'shop',
  'GET /api/activities/:id/shop-images': 'shop',
  'GET /api/activities/:id/shippings/active': 'shop',
  'GET /api/activities/:id/payments/active': 'shop',
  'GET /api/shop-setting-close-times': 'shop',
  'GET /api/app/itemcarts/activity/:id': 'shop',
  'POST /api/itemcarts': 'shop',
  'PUT /api/itemcarts/:id/quantity/:n': 'shop',
  'DELETE /api/itemcarts/:id': 'shop',
  'GET /api/app/itemcarts/byorder/:orderId': 'shop',
  'GET /api/app/itemcarts/byorder/:orderId/re-order': 'shop',
  'POST /api/itemorders': 'shop',
  'POST /api/itemorders/paid/checkout': 'shop',
  'GET /api/app/itemorders/activity/:activityId': 'shop',
  'PUT /api/app/item-orders/:orderId/archive': 'shop',
  // The customer's calendar, booking, list and cancel; the set-up they read, staff always.
  'GET /api/app/bookings/dates': 'booking',
  'POST /api/app/bookings': 'booking',
  'GET /api/activities/:id/bookings': 'booking',
  'PUT /api/bookings/confirm/:id': 'booking',
  'PUT /api/app/bookings/:id/move': 'booking',
  'GET /api/activities/:id/booking-settings': { name: 'booking', staff: 'bypass' },
  'GET /api/activities/:id/bookingservices': { name: 'booking', staff: 'bypass' },
  'GET /api/activities/:id/bookingoperators': { name: 'booking', staff: 'bypass' },
  // The customer's offers (the counter takes them whatever the switch).
  'GET /api/coupon-customers/customers': 'coupons',
  'DELETE /api/app/couponcustomers/:id': 'coupons',
  'GET /api/app/packcustomers/customers': 'packs',
  'GET /api/app/scratch-and-win-customers/customers': 'instantWin',
  'GET /api/app/scratch-and-win-customers/:id': 'instantWin',
  'PUT /api/scratch-and-win-customers/scratched/:id': 'instantWin',
  'DELETE /api/app/scratch-and-win-customers/:id': 'instantWin',
  'POST /api/friends': 'friends',
  'POST /api/friends/invite': 'friends',
  'GET /api/menus': 'menus',
};

describe('a switched-off feature answers 404 to its routes and changes nothing', () => {
  for (const r of gated) {
    const gate = t.app.featureGates.get(name(r));
    if (!gate) continue;
    const feature = featureOf(gate);
    const bypass = staffBypass(gate);
    it(`${name(r)} (${feature}${bypass ? ', staff pass' : ''}) answers 404 while off, not while on`, async () => {
      const w = await customerWorld(r);
      const req = request(r, w);
      await turn(feature, w.mine.id, false);
      for (const header of HEADERS) {
        const from = mark();
        const res = await send(r, req, w.token, { 'accept-language': header });
        expect(res.statusCode, `${header}: ${res.body}`).toBe(404);
        expect(res.json(), header).toEqual({
          code: 'not_found',
          message: translate(platformMessages.notFound, languageFromHeader(header)),
        });
        expect(writesSince(from), header).toEqual([]);
      }
      // Staff of the activity: through where the gate lets them, refused like anyone elsewhere.
      // (A route naming a customer's own object answers staff 404 for that alone: not asked.)
      if (!loadedParams(r).length) {
        for (const staff of [await createAdmin(t, w.mine.id), await createStaff(t, w.mine.id)]) {
          const token = await staff.token();
          const from = mark();
          const res = await send(r, req, token);
          if (bypass) {
            expect(res.statusCode, res.body).not.toBe(404);
            expect(res.statusCode, res.body).toBeLessThan(400);
          } else {
            expect(res.statusCode, res.body).toBe(404);
            expect(writesSince(from)).toEqual([]);
          }
        }
      }
      await turn(feature, w.mine.id, true);
      const on = await send(r, req, w.token);
      expect(on.statusCode, `switched on: ${on.body}`).not.toBe(404);
      expect(on.statusCode, on.body).toBeLessThan(500);
    });
  }
});

describe('coverage', () => {
  it('probes every gated route; every feature gates a route', () => {
    const features = new Set([...t.app.featureGates.values()].map(featureOf));
    console.log(
      `abuse coverage: ${gated.length} routes behind a feature gate (${[...features].join(', ')}), ${[...t.app.featureGates.values()].filter(staffBypass).length} letting staff by`,
    );
    expect(gated.length).toBe(t.app.featureGates.size);
    expect(Object.fromEntries(t.app.featureGates)).toEqual(GATES);
    expect([...features].sort()).toEqual(Object.keys(FEATURE_SWITCHES).sort());
  });
});
