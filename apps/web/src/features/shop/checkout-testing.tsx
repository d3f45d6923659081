// The checkout screens' test world (component tests only): Salone Aurora's shippings (store,
// courier free above 50 €, home) and payments (card, PayPal, bank transfer, store), a card with
// 12,50 €, a 5 % cart value with points worth 0,10 €, Da Rita's close times, and a fetch stub
// that answers the shop's calls and records what was sent.
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
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import Snackbar from '../../components/Snackbar.tsx';
import { session } from '../../lib/session.ts';
import { json, jwt, membership, Where } from '../../test-support.tsx';

export const configuration = (
  shopType: ShopType,
  over: Partial<ActivityConfiguration> = {},
): ActivityConfiguration => ({
  activityId: 7,
  bookingType: 'N',
  shopType,
  templateAppHome: 'I',
  graphicCardType: 'S',
  showAddressCustomer: false,
  showNationCustomer: false,
  requiredPhoneNumber: false,
  multiLanguage: false,
  androidStoreUrl: null,
  iosStoreUrl: null,
  shopTotalMinPrice: 0,
  shopTextColor: null,
  shopTextSize: null,
  shopTextSelectedSize: null,
  shopTimePreparation: 20,
  menuTextApp: null,
  menuColorBackground: null,
  menuColorText: null,
  menuDescriptionBottom: null,
  menuShowIcon: false,
  menuLinkWhatApp: null,
  menuTextWhatApp: null,
  showCurrency: true,
  cashBackExpiration: null,
  menuType: 'V',
  timeZone: 'Europe/Rome',
  activityConfigurationTranslations: [],
  ...over,
});

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

export const ADDRESS: CustomerAddress = {
  id: 31,
  activityId: 7,
  address: 'Via Roma',
  streetNumber: '3',
  cap: '20100',
  town: null,
  province: 'MI',
  recipientName: 'Chiara Rossi',
  phone: '+39 333 123 4567',
  countryId: 12,
  country: { id: 12, name: 'Milano', province: 'MI' },
};

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

/** Stubs fetch with the world; returns what the screen sent. */
export function serve(world: ShopWorld): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://x');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const s: Sent = {
      method,
      path: u.pathname,
      url: u,
      headers: { ...(init?.headers as Record<string, string>) },
      body,
    };
    sent.push(s);
    const path = u.pathname;
    if (method === 'GET') {
      if (path === '/api/activities/7/configurations')
        return json(200, { data: configuration(world.shopType, world.config) });
      if (path === '/api/activities/7/shippings/active')
        return json(200, { data: world.shippings });
      if (path === '/api/activities/7/payments/active') return json(200, { data: world.payments });
      if (path === '/api/activities/7/usercardsimple')
        return json(200, { data: { balance: world.balance, pointBalance: 0 } });
      if (path === '/api/app/activities/7/cartshop')
        return json(200, {
          data: {
            value: 5,
            pointValue: 0.1,
            welcome: { amount: 0, points: 0 },
            referral: { amount: 0, points: 0 },
          },
        });
      if (path === '/api/shop-setting-close-times')
        return json(200, { data: world.closeTimes ?? [] });
      if (path === '/api/customer-addresses') {
        const rows = world.addresses ?? [];
        return json(200, { data: rows, totalRows: rows.length });
      }
      if (path === '/api/app/itemcarts/activity/7') {
        const rows = world.cart ?? [];
        return json(200, { data: rows, totalRows: rows.length });
      }
      if (path === '/api/app/itemorders/activity/7') {
        const archived = u.searchParams.get('filters[archived]') === 'true';
        const rows = (world.orders ?? []).filter((o) => o.archived === archived);
        const page = Number(u.searchParams.get('page'));
        const size = Number(u.searchParams.get('rowsPerPage'));
        return json(200, {
          data: rows.slice((page - 1) * size, page * size),
          totalRows: rows.length,
        });
      }
    }
    return world.answer?.(s) ?? json(404, { message: 'Non trovato', code: 'not_found' });
  });
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
