// The scratch cards list (issue 9; SPEC §9: ten a page): each card with its name, day given and
// state (to scratch, won with its prize, not won), opening its own screen under the language's
// prefix; the page size is fixed and the page kept in the address; the day never wraps; the
// shared empty state when there is none.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ScratchCard } from '@tessera/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { json, jwt, membership, Where } from '../../../test-support.tsx';
import ScratchCardsPage from './ScratchCardsPage.tsx';

const card = (id: number, over: Partial<ScratchCard> = {}): ScratchCard => ({
  id,
  name: `Carta ${id}`,
  description: null,
  imageUrl: null,
  givenAt: '2026-03-05T10:00:00.000Z',
  scratched: false,
  result: null,
  ...over,
});

let rows: ScratchCard[];
let calls: URL[];

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
  rows = [
    card(3, { name: 'Gratta e vinci d’inverno', imageUrl: '/images/scratch-and-win/7/c.svg' }),
    card(2, { scratched: true, result: { won: false, amount: 0, points: 0 } }),
    card(1, {
      givenAt: '2026-02-11T10:00:00.000Z',
      scratched: true,
      result: { won: true, amount: 3, points: 0 },
    }),
  ];
  calls = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const u = new URL(url, 'http://x');
    calls.push(u);
    if (u.pathname === '/api/app/scratch-and-win-customers/customers') {
      const page = Number(u.searchParams.get('page'));
      const size = Number(u.searchParams.get('rowsPerPage'));
      const start = (page - 1) * size;
      return json(200, { data: rows.slice(start, start + size), totalRows: rows.length });
    }
    return json(404, { message: 'Non trovato', code: 'not_found' });
  });
});
afterEach(() => vi.unstubAllGlobals());

const mount = (path = '/instantWin/scratchAndWins') =>
  render(
    <QueryClientProvider client={new QueryClient()}>
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
    rows = Array.from({ length: 12 }, (_, i) => card(12 - i));
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
      calls.map((u) =>
        ['filters[activityId]', 'page', 'rowsPerPage'].map((k) => u.searchParams.get(k)).join('/'),
      ),
    ).toEqual(['7/1/10', '7/2/10']);
  });

  it('open on the page of the address; a size it names is not one to choose', async () => {
    rows = Array.from({ length: 12 }, (_, i) => card(12 - i));
    mount('/instantWin/scratchAndWins?page=2&rowsPerPage=50');
    expect(await screen.findByText('11–12 di 12')).toBeTruthy();
    expect(calls.map((u) => u.searchParams.get('rowsPerPage'))).toEqual(['10']);
  });

  it('none: the shared empty state', async () => {
    rows = [];
    mount();
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('Non hai carte gratta e vinci al momento.')).toBeTruthy();
  });
});
