// The orders board (issue 17): open orders first, each with what staff need (when on the
// activity's clock, customer, lines, figures, shipping, payment, pick-up time or address); the
// moves each status allows, paid and cancel asked first with what happens to the money; a move
// sent with its own Idempotency-Key, the snackbar, the list read again; the status in the
// address; a refusal in the server's words; the last known page when a read fails. Issue 22: a
// move waits 5 s under its undo before it is sent; the stream's change reads the board again and
// a new order is counted in the title and the drawer until seen; polling while the stream is
// down; the search; take-away orders with their pick-up time on top; compact rows on a phone;
// each refund's state and a retry for a failed one; a test payment marked; a line removed after a
// question naming it (placed, paid, ready orders of more than one line).
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DocumentTitle, TopBarProvider } from '../../../components/PageTitle.tsx';
import { SideNav } from '../../../components/SideNav.tsx';
import { forgetReads } from '../../../lib/http.ts';
import { newOrdersStore } from '../../../lib/newOrders.ts';
import { snackStore } from '../../../lib/notify.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership, testQueryClient, Where, wideScreen } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { configuration } from '../../../testing/fixtures/activity.ts';
import {
  type BoardOrder,
  boardLine,
  boardOrder,
  boardRefund,
} from '../../../testing/fixtures/board-orders.ts';
import OrdersBoardPage, { POLL_MS, UNDO_MS } from './OrdersBoardPage.tsx';

const api = serveApi();

const line = boardLine;

let orders: BoardOrder[];
/** The board's reads (with a status), in order. */
const reads = () =>
  api
    .calls()
    .filter((c) => c.method === 'GET' && c.url.startsWith('/api/activities/7/orders?'))
    .map((c) => new URL(c.url, 'http://x').searchParams)
    .filter((q) => q.get('status'));
/** The moves sent (PUT …/status), each with its Idempotency-Key. */
const puts = () =>
  api
    .calls()
    .filter((c) => c.method === 'PUT')
    .map((c) => ({ url: c.url, body: c.body, key: c.idempotencyKey ?? null }));
/** DELETE …/lines/{lineId} and POST …/refunds/{refundId}/retry sent. */
const deletes = () =>
  api
    .calls()
    .filter((c) => c.method === 'DELETE')
    .map((c) => c.url);
const retries = () =>
  api
    .calls()
    .filter((c) => c.method === 'POST' && c.url.endsWith('/retry'))
    .map((c) => c.url);
/** The reads of the newest orders (no status): how the board tells new orders. */
const newestReads = () =>
  api
    .calls()
    .filter((c) => c.method === 'GET' && c.url.startsWith('/api/activities/7/orders?'))
    .filter((c) => !new URL(c.url, 'http://x').searchParams.get('status')).length;
/** The board's open streams; `streamDown` answers the next ones 503. */
let streams: ReadableStreamDefaultController<Uint8Array>[];
let streamDown: boolean;
const encoder = new TextEncoder();
/** The server tells every open stream something. */
const emit = (text: string) => {
  for (const c of streams) c.enqueue(encoder.encode(text));
};
const MOVE = '/api/activities/{activityId}/orders/{orderId}/status';
const LINE = '/api/activities/{activityId}/orders/{orderId}/lines/{lineId}';
const RETRY = '/api/activities/{activityId}/orders/{orderId}/refunds/{refundId}/retry';
const found = (id: number) => orders.find((o) => o.id === id) as BoardOrder;

beforeEach(() => {
  vi.useFakeTimers({
    shouldAdvanceTime: true,
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
  });
  wideScreen();
  newOrdersStore.set(0);
  streams = [];
  streamDown = false;
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7, ['ROLE_STORE'])]);
  snackStore.set(null);
  orders = [
    boardOrder(12, 'placed', {
      created: '2026-11-24T10:40:00.000Z',
      shippingType: 'C',
      paymentType: 'BT',
      address: 'Via Verdi 3, 20100 Milano',
      shippingPrice: 5.9,
      usedCredit: 3,
      total: 42.9,
      cashback: 3.7,
      itemCount: 3,
      customer: { id: 41, name: 'Marco Verdi', email: 'marco@x.it', phone: null },
      lines: [
        line(120),
        line(121, {
          name: 'Piadina',
          colorName: null,
          size: null,
          quantity: 1,
          price: 6.5,
          discountPrice: 5,
          lineTotal: 5,
          available: false,
        }),
      ],
    }),
    boardOrder(11, 'paid', { orderTimeRequest: '12:30', usedCredit: 5, total: 35, cashback: 3.5 }),
    boardOrder(10, 'collected'),
  ];
  api.answer('get', '/api/activities/{id}/configurations', configuration());
  api.respond('get', '/api/activities/{activityId}/orders/events', () => {
    if (streamDown) return Response.json({ code: 'unavailable', message: 'x' }, { status: 503 });
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        streams.push(c);
        c.enqueue(encoder.encode('retry: 2000\nevent: live\ndata: true\n\n'));
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
  });
  api.list('/api/activities/{activityId}/orders', ({ query }) => {
    const status = query.get('status');
    const q = query.get('q')?.toLowerCase();
    if (!status) return [...orders].sort((a, b) => b.id - a.id);
    return orders.filter(
      (o) =>
        (status === 'open'
          ? !['collected', 'cancelled'].includes(o.status)
          : o.status === status) &&
        (!q || String(o.id) === q || o.customer.name.toLowerCase().includes(q)),
    );
  });
  api.answer('put', MOVE, ({ params, body }) => {
    const id = Number(params.orderId);
    orders = orders.map((o) => (o.id === id ? { ...o, status: body.status } : o));
    return found(id);
  });
  api.answer('delete', LINE, ({ params }) => {
    const [orderId, lineId] = [Number(params.orderId), Number(params.lineId)];
    orders = orders.map((o) =>
      o.id === orderId ? { ...o, lines: o.lines.filter((l) => l.id !== lineId) } : o,
    );
    return found(orderId);
  });
  api.answer('post', RETRY, ({ params }) => {
    const [orderId, refundId] = [Number(params.orderId), Number(params.refundId)];
    orders = orders.map((o) =>
      o.id === orderId
        ? {
            ...o,
            refunds: o.refunds.map((r) =>
              r.id === refundId ? { ...r, status: 'succeeded' as const, error: null } : r,
            ),
          }
        : o,
    );
    return found(orderId);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function mount(path = '/shop/board') {
  const client = testQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <TopBarProvider>
        <DocumentTitle brand="Bottega" />
        <MemoryRouter initialEntries={[path]}>
          <SideNav
            items={[{ key: 'ordersBoard', label: 'Ordini', to: '/shop/board', selected: true }]}
            title="Menu"
            label="Menu"
            header={{ appName: 'Tessera' }}
            permanent
            open
            onClose={() => {}}
          />
          <OrdersBoardPage />
          <Where />
        </MemoryRouter>
      </TopBarProvider>
    </QueryClientProvider>,
  );
}

/** Lets `ms` pass on the board's clock (the undo, the polling, the search's pause). */
const pass = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

const cardOf = (id: number) => screen.getByRole('listitem', { name: `Ordine n. ${id}` });
const location = () => screen.getByLabelText('location').textContent;
const button = (card: HTMLElement, name: string) => within(card).getByRole('button', { name });

describe('the orders board', () => {
  it('opens on the open orders, newest first, each with when, who, what, the figures and how it travels and is paid', async () => {
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 12' });
    expect(reads()[0]?.get('status')).toBe('open');
    expect(reads()[0]?.get('page')).toBe('1');
    expect(screen.getByRole('tab', { name: 'Aperti' }).getAttribute('aria-selected')).toBe('true');
    expect(
      screen.getAllByTestId('board-order').map((c) => within(c).getByRole('heading').textContent),
    ).toEqual(['Ordine n. 12', 'Ordine n. 11']);

    const courier = cardOf(12);
    // 10:40 UTC is 11:40 in Rome.
    expect(within(courier).getByText('24-11-2026 11:40')).toBeTruthy();
    expect(within(courier).getByText('Da pagare')).toBeTruthy();
    expect(within(courier).getByText('Marco Verdi')).toBeTruthy();
    expect(within(courier).getByText('Nessun telefono')).toBeTruthy();
    expect(within(courier).getByRole('link', { name: 'marco@x.it' }).getAttribute('href')).toBe(
      'mailto:marco@x.it',
    );
    expect(within(courier).getByText('3 articoli')).toBeTruthy();
    const lines = within(courier).getAllByTestId('board-line');
    expect(lines.map((l) => l.textContent)).toEqual([
      '2 × Maglia · Blu, M40,00 €',
      '1 × Piadina5,00 €non più in vendita',
    ]);
    expect(within(courier).getByText('Spedizione · Corriere')).toBeTruthy();
    expect(within(courier).getByText('5,90 €')).toBeTruthy();
    expect(within(courier).getByText('−3,00 €')).toBeTruthy();
    expect(within(courier).getByText('42,90 €')).toBeTruthy();
    expect(within(courier).getByText('Pagamento: Bonifico bancario')).toBeTruthy();
    expect(within(courier).getByText('Consegna a: Via Verdi 3, 20100 Milano')).toBeTruthy();

    const pickUp = cardOf(11);
    expect(within(pickUp).getByText('Pagato')).toBeTruthy();
    expect(within(pickUp).getByRole('link', { name: '+39 333 1234567' }).getAttribute('href')).toBe(
      'tel:+393331234567',
    );
    expect(within(pickUp).getByText('Spedizione · Ritiro in negozio')).toBeTruthy();
    expect(within(pickUp).getByText('Gratis')).toBeTruthy();
    expect(within(pickUp).getByText('Pagamento: In negozio')).toBeTruthy();
    expect(within(pickUp).getByText('Ritiro alle 12:30')).toBeTruthy();
  });

  it('offers the moves each status allows, and never shipping an order picked up in store', async () => {
    orders.push(boardOrder(13, 'paid', { shippingType: 'H', address: 'Via Po 1' }));
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 12' });
    const names = (id: number) =>
      within(cardOf(id))
        .queryAllByRole('button')
        .filter((b) => !b.getAttribute('aria-label')?.startsWith('Togli '))
        .map((b) => b.textContent);
    expect(names(12)).toEqual(['Segna pagato', 'Annulla ordine']);
    expect(names(11)).toEqual(['Segna pronto', 'Segna ritirato', 'Annulla ordine']);
    expect(names(13)).toEqual([
      'Segna pronto',
      'Segna spedito',
      'Segna consegnato',
      'Annulla ordine',
    ]);
    expect(button(cardOf(11), 'Segna pronto · ordine n. 11')).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Consegnati' }));
    await screen.findByRole('listitem', { name: 'Ordine n. 10' });
    expect(within(cardOf(10)).queryByRole('button')).toBeNull();
  });

  it('marks an order ready at once, with its own Idempotency-Key, says so and reads the board again', async () => {
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 11' });
    const before = reads().length;
    await userEvent.click(button(cardOf(11), 'Segna pronto · ordine n. 11'));
    expect(puts()).toEqual([]);
    await pass(UNDO_MS);
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({
        kind: 'success',
        message: 'Ordine n. 11 pronto: il cliente è avvisato',
      }),
    );
    expect(puts()).toEqual([
      {
        url: '/api/activities/7/orders/11/status',
        body: { status: 'ready' },
        key: expect.any(String),
      },
    ]);
    await waitFor(() => expect(within(cardOf(11)).getByText('Pronto')).toBeTruthy());
    expect(reads().length).toBeGreaterThan(before);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before marking paid, saying what the card gets; going back sends nothing', async () => {
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 12' });
    await userEvent.click(button(cardOf(12), 'Segna pagato · ordine n. 12'));
    const dialog = await screen.findByRole('dialog', { name: "Segnare pagato l'ordine n. 12?" });
    expect(dialog.textContent).toContain('Marco Verdi ha pagato 42,90 €.');
    expect(dialog.textContent).toContain(
      "Sulla sua carta arriva quanto guadagnato con l'ordine: 3,70 €.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Indietro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toEqual([]);

    await userEvent.click(button(cardOf(12), 'Segna pagato · ordine n. 12'));
    const again = await screen.findByRole('dialog');
    await userEvent.click(within(again).getByRole('button', { name: 'Segna pagato' }));
    await pass(UNDO_MS);
    await waitFor(() => expect(snackStore.get()?.message).toBe('Ordine n. 12 segnato come pagato'));
    expect(puts().map((p) => p.body)).toEqual([{ status: 'paid' }]);
  });

  it('asks before cancelling a paid order: the credit goes back, the cashback is taken back, the shop gives back a payment in store', async () => {
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 11' });
    await userEvent.click(button(cardOf(11), 'Annulla ordine · ordine n. 11'));
    const dialog = await screen.findByRole('dialog', { name: "Annullare l'ordine n. 11?" });
    expect(dialog.textContent).toContain(
      "L'ordine di Chiara Bianchi sarà annullato e gli articoli torneranno disponibili. Il credito della carta usato (5,00 €) torna al cliente. Il cashback già accreditato viene ripreso. Quanto già pagato (35,00 €) va restituito dal negozio al cliente.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annulla ordine' }));
    await pass(UNDO_MS);
    await waitFor(() => expect(snackStore.get()?.message).toBe('Ordine n. 11 annullato'));
    expect(puts().map((p) => p.body)).toEqual([{ status: 'cancelled' }]);
    // Cancelled is not open: it leaves the list.
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Ordine n. 11' })).toBeNull(),
    );
  });

  it('says nothing of cashback or refund when cancelling an order not paid yet', async () => {
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 12' });
    await userEvent.click(button(cardOf(12), 'Annulla ordine · ordine n. 12'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Il credito della carta usato (3,00 €) torna al cliente.');
    expect(dialog.textContent).not.toContain('cashback');
    expect(dialog.textContent).not.toContain('restituito');
  });

  it('keeps the status chosen in the address and starts it from the first page', async () => {
    mount('/shop/board?page=2');
    await screen.findByRole('tab', { name: 'Pagati' });
    await userEvent.click(screen.getByRole('tab', { name: 'Pagati' }));
    await screen.findByRole('listitem', { name: 'Ordine n. 11' });
    expect(location()).toBe('/shop/board?status=paid');
    expect(reads().at(-1)?.get('status')).toBe('paid');
    expect(reads().at(-1)?.get('page')).toBe('1');
    expect(screen.queryByRole('listitem', { name: 'Ordine n. 12' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Annullati' }));
    expect(await screen.findByText('Nessun ordine in questo stato')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Aperti' }));
    await screen.findByRole('listitem', { name: 'Ordine n. 12' });
    expect(location()).toBe('/shop/board');
  });

  it('shows a refusal in the server’s words and keeps the order as it was', async () => {
    api.refuse('put', MOVE, 409, 'Questo ordine è già pronto', 'order_status_conflict');
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 11' });
    await userEvent.click(button(cardOf(11), 'Segna pronto · ordine n. 11'));
    await pass(UNDO_MS);
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({
        kind: 'error',
        message: 'Questo ordine è già pronto',
      }),
    );
    expect(within(cardOf(11)).getByText('Pagato')).toBeTruthy();
  });

  it('keeps the last known page with its time when a new read fails', async () => {
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 11' });
    expect(screen.queryByTestId('fetched-at')).toBeNull();
    api.drop('get', '/api/activities/{activityId}/orders');
    await userEvent.click(button(cardOf(11), 'Segna pronto · ordine n. 11'));
    await pass(UNDO_MS);
    expect(await screen.findByTestId('fetched-at')).toBeTruthy();
    expect(cardOf(12)).toBeTruthy();
  });

  it('waits 5 s under an undo before a move is sent; undone, nothing is sent', async () => {
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 11' });
    await userEvent.click(button(cardOf(11), 'Segna pronto · ordine n. 11'));
    expect(snackStore.get()?.message).toBe('Ordine n. 11: «Segna pronto» tra 5 secondi');
    expect(within(cardOf(11)).getByText('In attesa: Segna pronto')).toBeTruthy();
    expect(button(cardOf(11), 'Segna pronto · ordine n. 11').hasAttribute('disabled')).toBe(true);
    await pass(UNDO_MS - 500);
    expect(puts()).toEqual([]);
    act(() => snackStore.get()?.undo?.());
    await pass(UNDO_MS);
    expect(puts()).toEqual([]);
    expect(within(cardOf(11)).queryByText('In attesa: Segna pronto')).toBeNull();
    expect(button(cardOf(11), 'Segna pronto · ordine n. 11').hasAttribute('disabled')).toBe(false);

    // A second move sends the one still waiting at once.
    await userEvent.click(button(cardOf(11), 'Segna pronto · ordine n. 11'));
    await userEvent.click(button(cardOf(12), 'Annulla ordine · ordine n. 12'));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Annulla ordine' }),
    );
    await waitFor(() =>
      expect(puts().map((p) => p.url)).toEqual(['/api/activities/7/orders/11/status']),
    );
    await pass(UNDO_MS);
    await waitFor(() =>
      expect(puts().map((p) => p.body)).toEqual([{ status: 'ready' }, { status: 'cancelled' }]),
    );
  });

  it('reads the board again when the stream tells a change, and counts a new order in the title and the drawer until seen', async () => {
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 12' });
    await waitFor(() => expect(screen.getByTestId('board-live').textContent).toBe('In diretta'));
    await waitFor(() => expect(document.title).toBe('Ordini · Bottega'));
    const before = reads().length;
    orders.unshift(
      boardOrder(13, 'placed', {
        customer: { id: 44, name: 'Anna Neri', email: 'anna@x.it', phone: null },
      }),
    );
    act(() => emit('event: change\ndata: 7\n\n'));
    await screen.findByRole('listitem', { name: 'Ordine n. 13' });
    expect(reads().length).toBeGreaterThan(before);
    await waitFor(() => expect(document.title).toBe('(1) Ordini · Bottega'));
    expect(screen.getByTestId('nav-new-orders').textContent).toContain('1');
    expect(screen.getByRole('link', { name: /Ordini · 1 nuovo ordine/ })).toBeTruthy();

    // An order waiting for its online payment is not new yet; a second one placed is.
    orders.unshift(boardOrder(14, 'pending'), boardOrder(15, 'paid'));
    act(() => emit('event: change\ndata: 7\n\n'));
    await waitFor(() => expect(document.title).toBe('(2) Ordini · Bottega'));
    // Paid later, the pending one counts then.
    orders = orders.map((o) => (o.id === 14 ? { ...o, status: 'paid' } : o));
    act(() => emit('event: change\ndata: 7\n\n'));
    await waitFor(() => expect(document.title).toBe('(3) Ordini · Bottega'));

    // The clerk is back: a tap clears the count.
    fireEvent.pointerDown(document.body);
    await waitFor(() => expect(document.title).toBe('Ordini · Bottega'));
    expect(screen.queryByTestId('nav-new-orders')).toBeNull();
  });

  it('polls every 15 s while the stream is down, and says so', async () => {
    streamDown = true;
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 12' });
    expect(screen.getByTestId('board-live').textContent).toBe('Aggiornamento ogni 15 secondi');
    const before = reads().length;
    orders.unshift(boardOrder(13, 'placed'));
    // 15 s pass on the board's timers; the reads lib/http.ts shares for a second go by its clock.
    forgetReads();
    await pass(POLL_MS);
    await screen.findByRole('listitem', { name: 'Ordine n. 13' });
    expect(reads().length).toBeGreaterThan(before);
    await waitFor(() => expect(document.title).toBe('(1) Ordini · Bottega'));
    // The stream back (its reconnection waits 1 s, then 2 s …): live again.
    streamDown = false;
    await pass(30_000);
    await waitFor(() => expect(screen.getByTestId('board-live').textContent).toBe('In diretta'));
    expect(newestReads()).toBeGreaterThan(1);
  });

  it('searches by number or name, in the address, after a short pause', async () => {
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 12' });
    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Cerca per numero o nome' }),
      'bianchi',
    );
    await pass(300);
    await waitFor(() => expect(location()).toBe('/shop/board?q=bianchi'));
    expect(reads().at(-1)?.get('q')).toBe('bianchi');
    await waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Ordine n. 12' })).toBeNull(),
    );
    expect(cardOf(11)).toBeTruthy();

    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'Rossi');
    await pass(300);
    expect(await screen.findByText('Nessun ordine trovato per «Rossi»')).toBeTruthy();
  });

  it('shows the lists in the server’s order, a take-away order’s pick-up time at the top of its card', async () => {
    orders = [
      boardOrder(20, 'paid', { orderTimeRequest: '11:45' }),
      boardOrder(21, 'placed', { orderTimeRequest: '12:30' }),
      boardOrder(22, 'placed', { shippingType: 'C', address: 'Via Po 1' }),
    ];
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 20' });
    expect(
      screen.getAllByTestId('board-order').map((c) => within(c).getByRole('heading').textContent),
    ).toEqual(['Ordine n. 20', 'Ordine n. 21', 'Ordine n. 22']);
    const first = cardOf(20);
    expect(within(first).getByTestId('board-pick-up').textContent).toBe('Ritiro alle 11:45');
    expect(first.textContent?.startsWith('Ritiro alle 11:45')).toBe(true);
    expect(within(cardOf(22)).queryByTestId('board-pick-up')).toBeNull();
  });

  it('is compact on a phone: who, how many, the total and the pick-up time; the rest behind Details', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }));
    mount();
    const card = await screen.findByRole('listitem', { name: 'Ordine n. 11' });
    expect(within(card).getByText('Ritiro alle 12:30')).toBeTruthy();
    expect(within(card).getByText('Chiara Bianchi')).toBeTruthy();
    expect(within(card).getByText('2 articoli · 35,00 €')).toBeTruthy();
    expect(within(card).queryByTestId('board-line')).toBeNull();
    const details = within(card).getByRole('button', { name: 'Dettagli' });
    expect(details.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(details);
    expect(within(card).getAllByTestId('board-line')).toHaveLength(1);
    expect(
      within(card).getByRole('button', { name: 'Meno dettagli' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });
});

describe('the board and the money (issue 22)', () => {
  const refund = boardRefund;

  it('shows each refund with its amount and state, the provider’s words when it failed, and a test payment', async () => {
    orders = [
      boardOrder(30, 'paid', {
        paymentType: 'S',
        testPayment: true,
        refunds: [
          refund(1, { amount: 5, reason: 'line', status: 'pending' }),
          refund(2, { amount: 6.5, reason: 'line', status: 'failed', error: 'card_declined' }),
          refund(3, { amount: 2, reason: 'line' }),
        ],
      }),
      boardOrder(31, 'paid', { paymentType: 'P' }),
    ];
    mount();
    const card = await screen.findByRole('listitem', { name: 'Ordine n. 30' });
    expect(within(card).getByTestId('board-test-payment').textContent).toBe('Pagamento di prova');
    expect(
      within(card)
        .getAllByTestId('board-refund')
        .map((r) => r.textContent),
    ).toEqual([
      'Prodotto tolto5,00 €Rimborso in corso',
      'Prodotto tolto6,50 €Rimborso non riuscitoRisposta del circuito: card_declinedRiprova il rimborso',
      'Prodotto tolto2,00 €Rimborsato',
    ]);
    expect(within(card).getAllByRole('button', { name: /Riprova il rimborso/ })).toHaveLength(1);
    expect(button(card, 'Riprova il rimborso di 6,50 € · ordine n. 30')).toBeTruthy();

    const plain = cardOf(31);
    expect(within(plain).queryByTestId('board-test-payment')).toBeNull();
    expect(within(plain).queryByTestId('board-refunds')).toBeNull();
  });

  it('asks the provider again for a failed refund, says how it went and reads the board again', async () => {
    orders = [
      boardOrder(30, 'cancelled', {
        paymentType: 'S',
        refunds: [refund(2, { status: 'failed', error: 'card_declined' })],
      }),
    ];
    mount('/shop/board?status=cancelled');
    const card = await screen.findByRole('listitem', { name: 'Ordine n. 30' });
    const before = reads().length;
    await userEvent.click(button(card, 'Riprova il rimborso di 40,00 € · ordine n. 30'));
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({
        kind: 'success',
        message: "Rimborso di 40,00 € dell'ordine n. 30 riuscito",
      }),
    );
    expect(retries()).toEqual(['/api/activities/7/orders/30/refunds/2/retry']);
    await waitFor(() =>
      expect(within(cardOf(30)).getByTestId('board-refund-status').textContent).toBe('Rimborsato'),
    );
    expect(reads().length).toBeGreaterThan(before);
    expect(within(cardOf(30)).queryByRole('button', { name: /Riprova/ })).toBeNull();
  });

  it('says when the provider refuses the refund again, in its words', async () => {
    orders = [
      boardOrder(30, 'cancelled', {
        paymentType: 'P',
        refunds: [refund(2, { status: 'failed', error: 'INSTRUMENT_DECLINED' })],
      }),
    ];
    api.answer('post', RETRY, () => orders[0] as BoardOrder);
    mount('/shop/board?status=cancelled');
    const card = await screen.findByRole('listitem', { name: 'Ordine n. 30' });
    await userEvent.click(button(card, 'Riprova il rimborso di 40,00 € · ordine n. 30'));
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({
        kind: 'error',
        message: "Rimborso dell'ordine n. 30 non riuscito di nuovo: INSTRUMENT_DECLINED",
      }),
    );
  });

  it('a refusal of the retry shows the server’s words', async () => {
    orders = [
      boardOrder(30, 'cancelled', {
        paymentType: 'S',
        refunds: [refund(2, { status: 'failed', error: 'x' })],
      }),
    ];
    api.refuse('post', RETRY, 409, 'Questo rimborso non è fallito', 'refund_not_failed');
    mount('/shop/board?status=cancelled');
    const card = await screen.findByRole('listitem', { name: 'Ordine n. 30' });
    await userEvent.click(button(card, 'Riprova il rimborso di 40,00 € · ordine n. 30'));
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({
        kind: 'error',
        message: 'Questo rimborso non è fallito',
      }),
    );
  });

  it('says a paid online order is refunded at the provider by itself when cancelled', async () => {
    orders = [boardOrder(32, 'paid', { paymentType: 'P', total: 35 })];
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 32' });
    await userEvent.click(button(cardOf(32), 'Annulla ordine · ordine n. 32'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(
      'Quanto già pagato (35,00 €) viene rimborsato automaticamente sul conto PayPal del cliente.',
    );
    expect(dialog.textContent).not.toContain('a parte');
  });

  it('removes a line after a question naming it and what happens to the stock and the money', async () => {
    orders = [
      boardOrder(33, 'paid', {
        paymentType: 'S',
        lines: [
          line(330),
          line(331, { name: 'Piadina', colorName: null, size: null, quantity: 1, lineTotal: 5 }),
        ],
      }),
    ];
    mount();
    const card = await screen.findByRole('listitem', { name: 'Ordine n. 33' });
    await userEvent.click(button(card, "Togli Piadina dall'ordine n. 33"));
    const dialog = await screen.findByRole('dialog', {
      name: "Togliere Piadina dall'ordine n. 33?",
    });
    expect(dialog.textContent).toContain(
      "1 × Piadina (5,00 €) esce dall'ordine e torna disponibile; il totale dell'ordine scende. Il cashback accreditato si riduce in proporzione. Quanto pagato in più viene rimborsato automaticamente con Carta.",
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Indietro' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes()).toEqual([]);

    await userEvent.click(button(cardOf(33), "Togli Piadina dall'ordine n. 33"));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Togli il prodotto' }),
    );
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({
        kind: 'success',
        message: "Piadina tolto dall'ordine n. 33",
      }),
    );
    expect(deletes()).toEqual(['/api/activities/7/orders/33/lines/331']);
    // One line left: it cannot go (cancel the order instead).
    await waitFor(() => expect(within(cardOf(33)).getAllByTestId('board-line')).toHaveLength(1));
    expect(within(cardOf(33)).queryByRole('button', { name: /^Togli / })).toBeNull();
  });

  it('shows the server’s words when a line cannot go', async () => {
    api.refuse('delete', LINE, 422, "È l'ultimo prodotto: annulla l'ordine", 'last_line');
    mount();
    const card = await screen.findByRole('listitem', { name: 'Ordine n. 12' });
    await userEvent.click(button(card, "Togli Maglia · Blu, M dall'ordine n. 12"));
    const dialog = await screen.findByRole('dialog');
    // Not paid yet: nothing is said of refunds or cashback.
    expect(dialog.textContent).not.toContain('rimborsato');
    expect(dialog.textContent).not.toContain('cashback');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Togli il prodotto' }));
    await waitFor(() =>
      expect(snackStore.get()).toMatchObject({
        kind: 'error',
        message: "È l'ultimo prodotto: annulla l'ordine",
      }),
    );
    // The dialog gone, the order is as it was.
    await waitFor(() => expect(within(cardOf(12)).getAllByTestId('board-line')).toHaveLength(2));
  });

  it('offers no remove button on a one-line order nor on a shipped one', async () => {
    orders = [
      boardOrder(34, 'paid'),
      boardOrder(35, 'shipped', { shippingType: 'C', lines: [line(350), line(351)] }),
    ];
    mount();
    await screen.findByRole('listitem', { name: 'Ordine n. 35' });
    expect(within(cardOf(34)).queryByRole('button', { name: /^Togli / })).toBeNull();
    expect(within(cardOf(35)).queryByRole('button', { name: /^Togli / })).toBeNull();
  });

  it('on a phone, the remove buttons are behind Details', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }));
    mount();
    const card = await screen.findByRole('listitem', { name: 'Ordine n. 12' });
    expect(within(card).queryByRole('button', { name: /^Togli / })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Dettagli' }));
    expect(within(card).getAllByRole('button', { name: /^Togli / })).toHaveLength(2);
  });
});
