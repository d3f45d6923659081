// The pick-up store in the checkout (issue 22): with store pick-up and more than one visible
// store the customer chooses it (the main one chosen first) and the order names it; with one
// store, or another shipping, there is nothing to choose and no storeId is sent.
import type { CartLine, Store } from '@tessera/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { json } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import {
  ADDRESS,
  COURIER,
  IN_STORE,
  line,
  mount,
  order,
  type Sent,
  STORE,
  serve,
  signIn,
  TRANSFER,
} from '../checkout-testing.tsx';
import { Checkout } from './Checkout.tsx';

// The world's routes answer through Mock Service Worker.
serveApi();

const store = (over: Partial<Store>): Store => ({
  id: 1,
  activityId: 7,
  name: 'Bottega Centro',
  main: false,
  visible: true,
  address: 'Via Emilia 1',
  city: 'Imola',
  phone: null,
  openingHours: [],
  ...over,
});
const MAIN = store({ id: 21, name: 'Bottega Centro', main: true });
const SECOND = store({ id: 22, name: 'Bottega Stazione', address: 'Viale Andrea Costa 2' });

const LINES: CartLine[] = [line()];

function world(stores: Store[]) {
  return serve({
    shopType: 'A',
    shippings: [STORE, COURIER],
    payments: [TRANSFER, IN_STORE],
    balance: 0,
    addresses: [ADDRESS],
    answer: (s) => {
      if (s.method === 'GET' && s.path === '/api/stores')
        return json(200, { data: stores, totalRows: stores.length });
      if (s.method === 'POST' && s.path === '/api/itemorders')
        return json(201, { data: order({ shippingType: 'S', address: null }) });
      return undefined;
    },
  });
}

const placed = (sent: Sent[]) =>
  sent.filter((s) => s.method === 'POST' && s.path === '/api/itemorders').map((s) => s.body);
const sendButton = () => screen.getByRole('button', { name: "Invia l'ordine" });

beforeEach(async () => {
  signIn('EP');
  await setLanguage('it');
});

describe('the pick-up store', () => {
  it('is chosen among the visible stores, the main one first, and sent with the order', async () => {
    const sent = world([MAIN, SECOND]);
    mount(<Checkout lines={LINES} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Ritiro in negozio/ }));
    expect(await screen.findByRole('heading', { name: 'Negozio di ritiro' })).toBeTruthy();
    const main = screen.getByRole('radio', { name: /Bottega Centro/ }) as HTMLInputElement;
    expect(main.checked).toBe(true);
    expect(screen.getByText('Viale Andrea Costa 2, Imola')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /Bottega Stazione/ }));
    await userEvent.click(screen.getByRole('radio', { name: /In negozio/ }));
    await userEvent.click(sendButton());
    await waitFor(() => expect(placed(sent)).toHaveLength(1));
    expect(placed(sent)[0]).toMatchObject({ shippingId: STORE.id, storeId: SECOND.id });
  });

  it('is not asked with one store, and no storeId is sent', async () => {
    const sent = world([MAIN]);
    mount(<Checkout lines={LINES} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Ritiro in negozio/ }));
    await userEvent.click(screen.getByRole('radio', { name: /In negozio/ }));
    expect(screen.queryByRole('heading', { name: 'Negozio di ritiro' })).toBeNull();
    await userEvent.click(sendButton());
    await waitFor(() => expect(placed(sent)).toHaveLength(1));
    expect(placed(sent)[0]).not.toHaveProperty('storeId');
  });

  it('is not asked for a courier order, even with several stores', async () => {
    world([MAIN, SECOND]);
    mount(<Checkout lines={LINES} />);
    await userEvent.click(await screen.findByRole('radio', { name: /Corriere/ }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /Via Roma, 3/ })).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Negozio di ritiro' })).toBeNull();
  });
});
