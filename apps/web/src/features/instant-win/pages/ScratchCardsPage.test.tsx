// The scratch cards list (issue 9; SPEC §9: ten a page): each card with its name, day given and
// state (to scratch, won with its prize, not won), opening its own screen under the language's
// prefix; the page size is fixed and the page kept in the address; the day never wraps; the
// shared empty state when there is none; a first read that fails offers Retry.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership, Where } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { type ScratchCard, scratchCard } from '../../../testing/fixtures/offers.ts';
import { pageOf } from '../../../testing/fixtures/page.ts';
import ScratchCardsPage from './ScratchCardsPage.tsx';

const server = serveApi();
/** The customer's scratch cards, which the server pages. */
const serveCards = (rows: ScratchCard[]) =>
  server.list(
    '/api/app/scratch-and-win-customers/customers',
    ({ query }) => pageOf(rows, query),
    rows.length,
  );
let from = 0;
const calls = () =>
  server
    .calls()
    .slice(from)
    .map((c) => new URL(c.url, 'http://x'));

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
  serveCards([
    scratchCard(3, {
      name: 'Gratta e vinci d’inverno',
      imageUrl: '/images/scratch-and-win/7/c.svg',
    }),
    scratchCard(2, { scratched: true, result: { won: false, amount: 0, points: 0 } }),
    scratchCard(1, {
      givenAt: '2026-02-11T10:00:00.000Z',
      scratched: true,
      result: { won: true, amount: 3, points: 0 },
    }),
  ]);
  from = server.calls().length;
});

const mount = (path = '/instantWin/scratchAndWins', client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <ScratchCardsPage />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const items = () =>
  within(screen.getByRole('list', { name: 'Le tue carte gratta e vinci' })).getAllByRole('link');

describe('scratch cards', () => {
  it('each with its day and state, opening its own screen', async () => {
    mount();
    await screen.findByText('Gratta e vinci d’inverno');
    expect(items().map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Gratta e vinci d’invernoRicevuta il 05-03-2026Da grattare', '/instantWin/scratchAndWins/3'],
      ['Carta 2Ricevuta il 05-03-2026Non vincente', '/instantWin/scratchAndWins/2'],
      ['Carta 1Ricevuta il 11-02-2026Vincente: 3,00 €', '/instantWin/scratchAndWins/1'],
    ]);
    // The day is one unbroken line (its hyphens are no place to wrap on a phone).
    for (const day of screen.getAllByTestId('scratch-card-given')) {
      expect(getComputedStyle(day).whiteSpace).toBe('nowrap');
    }
  });

  it('open under the prefix of the language chosen', async () => {
    await setLanguage('fr');
    mount();
    await screen.findByText('Gratta e vinci d’inverno');
    expect(
      within(screen.getByRole('list', { name: 'Vos cartes à gratter' }))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/fr/instantWin/scratchAndWins/3',
      '/fr/instantWin/scratchAndWins/2',
      '/fr/instantWin/scratchAndWins/1',
    ]);
    expect(screen.getByText('À gratter')).toBeTruthy();
  });

  it('come ten a page, a size not to choose', async () => {
    serveCards(Array.from({ length: 12 }, (_, i) => scratchCard(12 - i)));
    mount();
    const user = userEvent.setup();
    expect(await screen.findByText('1–10 di 12')).toBeTruthy();
    expect(items()).toHaveLength(10);
    expect(screen.queryByRole('group', { name: 'Righe per pagina' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('11–12 di 12')).toBeTruthy();
    expect(screen.getByLabelText('location').textContent).toBe('/instantWin/scratchAndWins?page=2');
    expect(items().map((a) => a.getAttribute('href'))).toEqual([
      '/instantWin/scratchAndWins/2',
      '/instantWin/scratchAndWins/1',
    ]);
    expect(
      calls().map((u) =>
        ['filters[activityId]', 'page', 'rowsPerPage'].map((k) => u.searchParams.get(k)).join('/'),
      ),
    ).toEqual(['7/1/10', '7/2/10']);
  });

  it('open on the page of the address; a size it names is not one to choose', async () => {
    serveCards(Array.from({ length: 12 }, (_, i) => scratchCard(12 - i)));
    mount('/instantWin/scratchAndWins?page=2&rowsPerPage=50');
    expect(await screen.findByText('11–12 di 12')).toBeTruthy();
    expect(calls().map((u) => u.searchParams.get('rowsPerPage'))).toEqual(['10']);
  });

  it('none: the shared empty state', async () => {
    serveCards([]);
    mount();
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('Non hai carte gratta e vinci al momento.')).toBeTruthy();
  });

  it('a failed first read offers Retry, which reads them again', async () => {
    server.refuse('get', '/api/app/scratch-and-win-customers/customers', 500, 'Errore Generico');
    mount(
      '/instantWin/scratchAndWins',
      new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    );
    const failed = await screen.findByTestId('empty-state');
    expect(
      within(failed).getByText('La connessione si è interrotta. Controlla la rete e riprova.'),
    ).toBeTruthy();
    // Asked again, the server answers.
    serveCards([scratchCard(1)]);
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Carta 1')).toBeTruthy();
    expect(items()).toHaveLength(1);
    expect(calls()).toHaveLength(2);
  });
});
