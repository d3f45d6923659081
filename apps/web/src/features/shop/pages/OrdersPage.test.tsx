// My orders (issue 17): the list with each status in words, its lines in a dialog, re-order to
// the cart (the cart names what was skipped), archive after a question with its message, and
// the list read again. Issue 22: only finished orders are archived (another says why; the
// server's 422 is shown), and a switch lists the archived ones.
import type { Order } from '@tessera/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { snackStore } from '../../../lib/notify.ts';
import { json } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { line, mount, order, type Sent, STORE, serve, signIn } from '../checkout-testing.tsx';
import OrdersPage from './OrdersPage.tsx';

// The world's routes answer through Mock Service Worker.
serveApi();

beforeEach(async () => {
  snackStore.set(null);
  signIn('EP');
  await setLanguage('it');
});

const ORDERS = (): Order[] => [
  order({ id: 502, status: 'ready', created: '2026-03-10T17:05:00.000Z', total: 12 }),
  order({
    id: 501,
    status: 'cancelled',
    shippingType: 'S',
    paymentType: 'ST',
    address: null,
    orderTimeRequest: '12:35',
    itemCount: 1,
  }),
];

function world(orders: Order[]): Sent[] {
  return serve({
    shopType: 'A',
    shippings: [STORE],
    payments: [],
    balance: 0,
    orders,
    answer: (s) => {
      if (s.path === '/api/app/itemcarts/byorder/502')
        return json(200, { data: [line({ name: 'Felpa' })], totalRows: 1 });
      if (s.path === '/api/app/itemcarts/byorder/502/re-order')
        return json(200, {
          data: { added: 1, skipped: [{ name: 'Cappello', reason: 'sold_out' }] },
        });
      const archive = /^\/api\/app\/item-orders\/(\d+)\/archive$/.exec(s.path);
      if (s.method === 'PUT' && archive) {
        const o = orders.find((x) => x.id === Number(archive[1]));
        if (!o) return undefined;
        o.archived = true;
        return json(200, { data: o });
      }
      return undefined;
    },
  });
}

const card = (id: number) => within(screen.getByRole('article', { name: `Ordine n. ${id}` }));

it('lists my orders, newest first, with status words, what and how', async () => {
  world(ORDERS());
  mount(<OrdersPage />, '/shop/order/orders');
  const orders = await screen.findAllByTestId('my-order');
  expect(orders.map((o) => within(o).getByRole('heading').textContent)).toEqual([
    'Ordine n. 502',
    'Ordine n. 501',
  ]);
  expect(card(502).getByText('Pronto')).toBeTruthy();
  expect(card(502).getByText('10-03-2026 18:05')).toBeTruthy();
  expect(card(502).getByText('2 articoli · 12,00 €')).toBeTruthy();
  expect(card(502).getByText('Corriere · Bonifico bancario')).toBeTruthy();
  expect(card(502).getByText('Consegna a: Via Roma, 3, 20100 Milano (MI)')).toBeTruthy();
  expect(card(501).getByText('Annullato')).toBeTruthy();
  expect(card(501).getByText('1 articolo · 55,90 €')).toBeTruthy();
  expect(card(501).getByText('Ritiro alle 12:35')).toBeTruthy();
});

it("shows an order's lines in a dialog", async () => {
  world(ORDERS());
  mount(<OrdersPage />, '/shop/order/orders');
  await userEvent.click(await screen.findByRole('button', { name: "Dettagli dell'ordine n. 502" }));
  const dialog = await screen.findByRole('dialog', { name: "Dettagli dell'ordine n. 502" });
  expect(await within(dialog).findByText('Felpa')).toBeTruthy();
  expect(within(dialog).queryByRole('button', { name: /Aumenta/ })).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

it('re-orders into the cart and hands over what was skipped', async () => {
  const sent = world(ORDERS());
  mount(<OrdersPage />, '/shop/order/orders');
  await userEvent.click(await screen.findByRole('button', { name: 'Riordina · Ordine n. 502' }));
  await waitFor(() => expect(screen.getByLabelText('location').textContent).toBe('/shop/cart'));
  expect(sent.some((s) => s.path === '/api/app/itemcarts/byorder/502/re-order')).toBe(true);
  expect(await screen.findByText('Prodotti rimessi nel carrello')).toBeTruthy();
});

it('archives after a question, says so and reads the list again', async () => {
  const orders = ORDERS();
  const sent = world(orders);
  mount(<OrdersPage />, '/shop/order/orders');
  await userEvent.click(await screen.findByRole('button', { name: 'Archivia · Ordine n. 501' }));
  const question = screen.getByRole('dialog', { name: "Archiviare l'ordine?" });
  expect(
    within(question).getByText(
      "L'ordine n. 501 non comparirà più in questa lista: lo ritrovi tra gli ordini archiviati.",
    ),
  ).toBeTruthy();
  await userEvent.click(within(question).getByRole('button', { name: 'Archivia' }));
  expect(await screen.findByText('Ordine archiviato')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('article', { name: 'Ordine n. 501' })).toBeNull());
  expect(sent.filter((s) => s.method === 'PUT').map((s) => s.path)).toEqual([
    '/api/app/item-orders/501/archive',
  ]);
});

it('without orders says so and offers the shop', async () => {
  world([]);
  mount(<OrdersPage />, '/shop/order/orders');
  expect(await screen.findByText('Non hai ancora ordini.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Vai al negozio' }).getAttribute('href')).toBe(
    '/shop/shops',
  );
});

it('offers archiving only for a finished order, not one still on its way', async () => {
  world(ORDERS());
  mount(<OrdersPage />, '/shop/order/orders');
  expect(await screen.findByRole('button', { name: 'Archivia · Ordine n. 501' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Riordina · Ordine n. 502' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Archivia · Ordine n. 502' })).toBeNull();
});

it("the server's refusal is shown, and the list read again", async () => {
  const sent = serve({
    shopType: 'A',
    shippings: [STORE],
    payments: [],
    balance: 0,
    orders: ORDERS(),
    answer: (s) =>
      s.method === 'PUT'
        ? json(422, {
            message: 'Si può archiviare solo un ordine consegnato, ritirato o annullato',
            code: 'order_not_finished',
          })
        : undefined,
  });
  mount(<OrdersPage />, '/shop/order/orders');
  await userEvent.click(await screen.findByRole('button', { name: 'Archivia · Ordine n. 501' }));
  await userEvent.click(
    within(screen.getByRole('dialog', { name: "Archiviare l'ordine?" })).getByRole('button', {
      name: 'Archivia',
    }),
  );
  expect(
    await screen.findByText('Si può archiviare solo un ordine consegnato, ritirato o annullato'),
  ).toBeTruthy();
  const reads = () => sent.filter((s) => s.path === '/api/app/itemorders/activity/7').length;
  await waitFor(() => expect(reads()).toBe(2));
  expect(await screen.findByRole('article', { name: 'Ordine n. 501' })).toBeTruthy();
});

it('lists the archived orders when asked, the choice in the address', async () => {
  const sent = world([
    ...ORDERS(),
    order({ id: 499, status: 'collected', archived: true, created: '2026-02-01T10:00:00.000Z' }),
  ]);
  mount(<OrdersPage />, '/shop/order/orders');
  await screen.findByRole('article', { name: 'Ordine n. 502' });
  const toggle = screen.getByRole('switch', { name: 'Mostra gli ordini archiviati' });
  expect(toggle).toHaveProperty('checked', false);
  expect(sent.at(-1)?.url.searchParams.get('filters[archived]')).toBeNull();

  await userEvent.click(toggle);
  expect(await screen.findByRole('article', { name: 'Ordine n. 499' })).toBeTruthy();
  expect(screen.queryByRole('article', { name: 'Ordine n. 502' })).toBeNull();
  expect(screen.getByLabelText('location').textContent).toBe('/shop/order/orders?archived=1');
  const asked = sent.filter((s) => s.path === '/api/app/itemorders/activity/7').at(-1);
  expect(asked?.url.searchParams.get('filters[archived]')).toBe('true');

  await userEvent.click(toggle);
  expect(await screen.findByRole('article', { name: 'Ordine n. 502' })).toBeTruthy();
  expect(screen.getByLabelText('location').textContent).toBe('/shop/order/orders');
});

it('without archived orders says so', async () => {
  world(ORDERS());
  mount(<OrdersPage />, '/shop/order/orders?archived=1');
  expect(await screen.findByText('Non hai ordini archiviati.')).toBeTruthy();
  expect(screen.getByRole('switch', { name: 'Mostra gli ordini archiviati' })).toHaveProperty(
    'checked',
    true,
  );
});
