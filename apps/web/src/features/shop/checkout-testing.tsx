// The checkout screens' test world (component tests only): Salone Aurora's shippings (store,
// courier free above 50 €, home) and payments (card, PayPal, bank transfer, store), a card with
// 12,50 €, a 5 % cart value with points worth 0,10 €, Da Rita's close times, answered through
// Mock Service Worker (the test file calls serveApi()), with a record of what was sent.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {
  ActivityConfiguration,
  CartLine,
  CashBackType,
  CustomerAddress,
  Order,
  Payment,
  Shipping,
  ShopCloseTime,
  ShopType,
} from '@tessera/domain';
import { render } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import Snackbar from '../../components/Snackbar.tsx';
import { type Answer, fillPath, type Route, type Row } from '../../lib/api/client.ts';
import { session } from '../../lib/session.ts';
import { jwt, membership, Where } from '../../test-support.tsx';
import { api, type Received } from '../../testing/api.ts';
import { configuration as activityConfiguration } from '../../testing/fixtures/activity.ts';
import { pageOf } from '../../testing/fixtures/page.ts';
import { address } from '../../testing/fixtures/places.ts';

export const configuration = (
  shopType: ShopType,
  over: Partial<ActivityConfiguration> = {},
): ActivityConfiguration => activityConfiguration({ shopType, ...over });

export const STORE: Shipping = {
  id: 1,
  type: 'S',
  priceMin: 0,
  offerPrice: 0,
  standardPrice: 0,
  shippingDaysFrom: 0,
  shippingDaysTo: 0,
};
export const COURIER: Shipping = {
  id: 2,
  type: 'C',
  priceMin: 50,
  offerPrice: 0,
  standardPrice: 6.9,
  shippingDaysFrom: 2,
  shippingDaysTo: 4,
};
export const HOME: Shipping = { ...COURIER, id: 3, type: 'H', standardPrice: 4.5 };

export const CARD: Payment = { id: 11, type: 'S', disabled: false };
export const PAYPAL: Payment = { id: 12, type: 'P', disabled: false };
export const TRANSFER: Payment = { id: 13, type: 'BT', disabled: false };
export const IN_STORE: Payment = { id: 14, type: 'ST', disabled: false };

export const ADDRESS: CustomerAddress = address();

export const line = (over: Partial<CartLine> = {}): CartLine => ({
  id: 4,
  itemId: 3,
  itemColorSizeId: 11,
  name: 'Maglia a righe',
  colorName: 'Blu',
  size: 'M',
  imageUrl: null,
  price: 30,
  discountPrice: 24.5,
  quantity: 2,
  lineTotal: 49,
  stock: null,
  available: true,
  ...over,
});

export const order = (over: Partial<Order> = {}): Order => ({
  id: 501,
  status: 'placed',
  created: '2026-03-10T10:00:00.000Z',
  shippingType: 'C',
  paymentType: 'BT',
  orderTimeRequest: null,
  address: 'Via Roma, 3, 20100 Milano (MI)',
  itemCount: 2,
  archived: false,
  testPayment: false,
  holdUntil: null,
  pickUpStore: null,
  bankTransfer: null,
  refunds: [],
  subtotal: 49,
  shippingPrice: 6.9,
  usedCredit: 0,
  total: 55.9,
  cashback: 2.45,
  points: 24,
  ...over,
});

export interface Sent {
  method: string;
  path: string;
  url: URL;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

type Method = 'get' | 'post' | 'put' | 'delete';

/** The calls a world was sent, in order, and how a handler notes its own. */
export function recorder() {
  const sent: Sent[] = [];
  const note = (method: Method, route: string, call: Received): Sent => {
    const path = fillPath(route, call.params);
    const query = call.query.toString();
    const s: Sent = {
      method: method.toUpperCase(),
      path,
      url: new URL(query ? `${path}?${query}` : path, 'http://x'),
      headers: Object.fromEntries(call.headers),
      body: call.body,
    };
    sent.push(s);
    return s;
  };
  /** A read the world answers with `data` as it is when asked. */
  const read = <P extends Route<'get'>>(route: P, data: () => Answer<P, 'get'>) =>
    api.answer('get', route, (call) => {
      note('get', route, call);
      return data();
    });
  /** A list the world answers whole, with its total, as it is when asked. */
  const list = <P extends Route<'get'>>(route: P, rows: (call: Received) => Row<P>[]) =>
    api.respond('get', route, (call) => {
      note('get', route, call);
      const data = rows(call);
      return HttpResponse.json({ data, totalRows: data.length });
    });
  /**
   * A route the test answers itself (`answer`: a response, undefined for 404, throwing for a
   * lost connection).
   */
  const other = <M extends Method>(
    method: M,
    route: Route<M>,
    answer: ((sent: Sent) => Response | undefined) | undefined,
  ) =>
    api.respond(method, route, (call) => {
      const s = note(method, route, call);
      try {
        return (
          answer?.(s) ??
          HttpResponse.json({ message: 'Non trovato', code: 'not_found' }, { status: 404 })
        );
      } catch {
        return HttpResponse.error();
      }
    });
  return { sent, note, read, list, other };
}

export interface ShopWorld {
  shopType: ShopType;
  config?: Partial<ActivityConfiguration>;
  cashBackType?: CashBackType;
  shippings: Shipping[];
  payments: Payment[];
  balance: number;
  closeTimes?: ShopCloseTime[];
  addresses?: CustomerAddress[];
  cart?: CartLine[];
  orders?: Order[];
  /**
   * Answers a call the world does not know (POSTs, session calls): a response, or undefined for
   * 404. Throwing stands for a lost connection.
   */
  answer?: (sent: Sent) => Response | undefined;
}

/** Signs the customer in to activity 7 with the world's cashBackType. */
export function signIn(cashBackType: CashBackType = 'EP') {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  const m = membership(7);
  session.setActivities([{ ...m, activity: { ...m.activity, cashBackType } }]);
}

/** Answers the shop's calls from the world; returns what the screen sent. */
export function serve(world: ShopWorld): Sent[] {
  const { sent, note, read, list, other } = recorder();
  read('/api/activities/{id}/configurations', () => configuration(world.shopType, world.config));
  read('/api/activities/{id}/shippings/active', () => world.shippings);
  read('/api/activities/{id}/payments/active', () => world.payments);
  read('/api/activities/{id}/usercardsimple', () => ({ balance: world.balance, pointBalance: 0 }));
  read('/api/app/activities/{id}/cartshop', () => ({
    value: 5,
    pointValue: 0.1,
    welcome: { amount: 0, points: 0 },
    referral: { amount: 0, points: 0 },
  }));
  read('/api/shop-setting-close-times', () => world.closeTimes ?? []);
  list('/api/customer-addresses', () => world.addresses ?? []);
  list('/api/app/itemcarts/activity/{id}', () => world.cart ?? []);
  // My orders: the archived ones or the others, a page at a time.
  api.respond('get', '/api/app/itemorders/activity/{activityId}', (call) => {
    note('get', '/api/app/itemorders/activity/{activityId}', call);
    const archived = call.query.get('filters[archived]') === 'true';
    const rows = (world.orders ?? []).filter((o) => o.archived === archived);
    return HttpResponse.json({ data: pageOf(rows, call.query), totalRows: rows.length });
  });
  // Everything else the shop sends is the test's to answer.
  const answer = world.answer;
  // The activity's stores: none unless the test says (the server never answers 404 here).
  other('get', '/api/stores', (s) => answer?.(s) ?? HttpResponse.json({ data: [], totalRows: 0 }));
  other('post', '/api/customer-addresses', answer);
  other('post', '/api/itemcarts', answer);
  other('put', '/api/itemcarts/{id}/quantity/{n}', answer);
  other('delete', '/api/itemcarts/{id}', answer);
  other('post', '/api/itemorders', answer);
  other('post', '/api/itemorders/paid/checkout', answer);
  other('put', '/api/itemorders/paid/session/{sessionId}', answer);
  other('delete', '/api/itemorders/paid/session/{sessionId}', answer);
  other('get', '/api/simulated-checkout/{sessionId}', answer);
  other('post', '/api/simulated-checkout/{sessionId}/pay', answer);
  other('post', '/api/simulated-checkout/{sessionId}/cancel', answer);
  other('get', '/api/app/itemcarts/byorder/{orderId}', answer);
  other('get', '/api/app/itemcarts/byorder/{orderId}/re-order', answer);
  other('put', '/api/app/item-orders/{orderId}/archive', answer);
  return sent;
}

/** Where a screen opens: a path, or a path with router state (what the screen before handed over). */
export type Entry = string | { pathname: string; search?: string; state?: unknown };

/** Renders a shop screen at `path` with the snackbar and where it went, in a fresh cache. */
export const mount = (element: ReactElement, path: Entry = '/shop/cart') =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {element}
        <Snackbar />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
