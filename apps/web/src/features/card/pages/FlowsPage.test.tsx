// The movements screen (issue 9): type labels in the current language, signed amounts as
// prices, points, dates DD-MM-YYYY and the store; an expiry write-off reads as such; pages of
// SPEC §9's sizes asked from the server, the page in the address; the shared empty state;
// offline, the last known movements with their time (issue 15).
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateAndTime } from '../../../components/card/cardText.ts';
import { userFlowsQueryOptions } from '../../../lib/api/user-flows.ts';
import { setLanguage } from '../../../lib/i18n.ts';
import { onlineStore } from '../../../lib/online.ts';
import { session } from '../../../lib/session.ts';
import { jwt, keptThenOffline, membership, Where } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { cardTotals, type Movement, movement } from '../../../testing/fixtures/card.ts';
import FlowsPage from './FlowsPage.tsx';

const STORY: Movement[] = [
  movement(5, { type: 'SM', amount: -2, reversalOf: 1, note: 'expired', storeName: null }),
  movement(4, { type: 'P', points: -30, at: '2026-02-20T11:00:00.000Z' }),
  movement(3, { type: 'C', amount: -1234.5, at: '2026-02-11T11:00:00.000Z' }),
  movement(2, { type: 'AA', amount: 1.75, points: 17, spent: 35 }),
  movement(1, { type: 'W', amount: 2, points: 1, storeName: null }),
];

/** 22 movements, newest (id 22) first; the server pages them. */
const MANY = Array.from({ length: 22 }, (_, i) =>
  movement(22 - i, { type: 'AA', amount: 22 - i, spent: (22 - i) * 20 }),
);

const server = serveApi();
/** The card's movements, which the server pages. */
const serveMovements = (rows: Movement[]) =>
  server.list(
    '/api/app/activities/{id}/userflows',
    ({ query }) => {
      const page = Number(query.get('page'));
      const size = Number(query.get('rowsPerPage'));
      return rows.slice((page - 1) * size, page * size);
    },
    rows.length,
  );
/** The movements pages asked, as URLs. */
const asked = (from = 0) =>
  server
    .calls()
    .slice(from)
    .map((c) => new URL(c.url, 'http://x'))
    .filter((u) => u.pathname.endsWith('/userflows'));

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  const m = membership(7);
  m.activity = { ...m.activity, cashBackType: 'EP' };
  session.setActivities([m]);
  await setLanguage('it');
  serveMovements(STORY);
  server.answer(
    'get',
    '/api/activities/{id}/usercardsimple',
    cardTotals({ balance: 48.2, pointBalance: 1250 }),
  );
});
afterEach(() => {
  onlineStore.set(true);
  onlineManager.setOnline(true);
});

const mount = (path = '/flows', client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <FlowsPage />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** Each movement as [type, details, amount, points]. */
const listed = (name = 'Movimenti della carta') =>
  within(screen.getByRole('list', { name }))
    .getAllByTestId('movement')
    .map((item) => [
      within(item).getByTestId('movement-type').textContent,
      within(item).getByTestId('movement-details').textContent,
      within(item).queryByTestId('movement-amount')?.textContent ?? null,
      within(item).queryByTestId('movement-points')?.textContent ?? null,
    ]);

describe('movements', () => {
  it('read with their type, signed price, points, DD-MM-YYYY day and store', async () => {
    mount();
    await screen.findByText('Cashback scaduto');
    expect(listed()).toEqual([
      ['Cashback scaduto', '05-03-2026', '−2,00 €', null],
      ['Riscatto punti', '20-02-2026 · Salone Aurora Centro', null, '−30 punti'],
      ['Consumo del saldo', '11-02-2026 · Salone Aurora Centro', '−1.234,50 €', null],
      ['Accumulo automatico', '05-03-2026 · Salone Aurora Centro', '+1,75 €', '+17 punti'],
      ['Bonus di benvenuto', '05-03-2026', '+2,00 €', '+1 punto'],
    ]);
    // The amount spent an automatic credit came from.
    expect(screen.getByText('Spesa di 35,00 €')).toBeTruthy();
    // The card's totals above the list.
    expect(screen.getByTestId('card-balance').textContent).toBe('48,20 €');
    expect(screen.getByTestId('card-points').textContent).toBe('1.250');
  });

  it('name their types in the language chosen', async () => {
    mount();
    await screen.findByText('Cashback scaduto');
    await act(() => setLanguage('de'));
    expect(listed('Bewegungen der Karte').map(([type]) => type)).toEqual([
      'Cashback verfallen',
      'Punkte eingelöst',
      'Guthaben eingelöst',
      'Automatische Gutschrift',
      'Willkommensbonus',
    ]);
    await act(() => setLanguage('es'));
    expect(screen.getByText('Canje de puntos')).toBeTruthy();
    expect(screen.getByText('−30 puntos')).toBeTruthy();
  });

  it('word an order’s movements in the reader’s language, never the ledger’s code', async () => {
    serveMovements([
      movement(7, { type: 'SM', amount: 10, reversalOf: 6, note: 'order:42:cancelled' }),
      movement(6, { type: 'PU', amount: -10, note: 'order:42' }),
    ]);
    mount();
    expect(await screen.findByText('Ordine n. 42 annullato')).toBeTruthy();
    expect(screen.getByText('Ordine n. 42')).toBeTruthy();
    expect(screen.queryByText(/order:/)).toBeNull();
    await act(() => setLanguage('gb'));
    expect(screen.getByText('Order no. 42 cancelled')).toBeTruthy();
  });

  it('come a page at a time, 15 first, as the server pages them', async () => {
    serveMovements(MANY);
    mount();
    const user = userEvent.setup();
    expect(await screen.findByText('1–15 di 22')).toBeTruthy();
    expect(listed()).toHaveLength(15);
    expect(listed()[0]?.[2]).toBe('+22,00 €');
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('16–22 di 22')).toBeTruthy();
    expect(screen.getByLabelText('location').textContent).toBe('/flows?page=2');
    expect(listed().map(([, , amount]) => amount)).toEqual([
      '+7,00 €',
      '+6,00 €',
      '+5,00 €',
      '+4,00 €',
      '+3,00 €',
      '+2,00 €',
      '+1,00 €',
    ]);
    // A larger page starts again from the first.
    const sizes = screen.getByRole('group', { name: 'Righe per pagina' });
    expect(
      within(sizes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['15', '20', '30', '50']);
    expect(within(sizes).getByRole('button', { name: '15' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(within(sizes).getByRole('button', { name: '30' }));
    expect(await screen.findByText('1–22 di 22')).toBeTruthy();
    expect(screen.getByLabelText('location').textContent).toBe('/flows?rowsPerPage=30');
    expect(listed()).toHaveLength(22);
    expect(screen.getByRole('button', { name: 'Pagina successiva' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Pagina precedente' })).toHaveProperty(
      'disabled',
      true,
    );
    const pages = asked().map(
      (u) => `${u.searchParams.get('page')}/${u.searchParams.get('rowsPerPage')}`,
    );
    expect(pages).toEqual(['1/15', '2/15', '1/30']);
  });

  it('none yet: the shared empty state, whose action shows the card', async () => {
    serveMovements([]);
    mount();
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('Non ci sono ancora movimenti sulla tua carta.')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Mostra la carta' }).getAttribute('href')).toBe(
      '/card',
    );
    expect(screen.queryByRole('list', { name: 'Movimenti della carta' })).toBeNull();
  });
});

describe('the page in the address', () => {
  it('opens on it; a page past the last moves to the last there is', async () => {
    serveMovements(MANY);
    mount('/flows?page=2');
    expect(await screen.findByText('16–22 di 22')).toBeTruthy();
    expect(listed()).toHaveLength(7);
    serveMovements(MANY.slice(0, 10));
    mount('/flows?page=3&rowsPerPage=20');
    expect(await screen.findByText('1–10 di 10')).toBeTruthy();
    expect(screen.getAllByLabelText('location')[1]?.textContent).toBe('/flows?rowsPerPage=20');
  });
});

describe('offline', () => {
  it('shows the last known movements with the time they were fetched', async () => {
    const { client, fetchedAt } = await keptThenOffline(
      userFlowsQueryOptions(7, { page: 0, rowsPerPage: 15 }),
      'Salone Aurora Centro',
    );
    const seen = server.calls().length;
    mount('/flows', client);
    expect(listed()).toHaveLength(5);
    expect(screen.getByText('1–5 di 5')).toBeTruthy();
    const { date, time } = dateAndTime(fetchedAt);
    expect(screen.getByTestId('fetched-at').textContent).toBe(
      `Ultimo aggiornamento il ${date} alle ${time}`,
    );
    expect(asked(seen)).toEqual([]);
    client.clear();
  });

  it('with nothing kept, says so: never "0–0 di 0"', async () => {
    onlineStore.set(false);
    onlineManager.setOnline(false);
    mount();
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Questa pagina non è ancora stata scaricata. Riprova quando torna la connessione.',
    );
    expect(screen.queryByText('0–0 di 0')).toBeNull();
  });
});
