// The stores screens' logic: the list as the API sorts it (main first) with the main store
// marked and each linking to its details; the details with a tel: link, a map link, the week's
// opening hours (closed days, today marked in the activity's time zone) and whether it is open.

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership, Where } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { configuration } from '../../../testing/fixtures/activity.ts';
import { type Store, store } from '../../../testing/fixtures/stores.ts';
import StoresScreen from './StoresPage.tsx';

const api = serveApi();

const CENTRO = store(1, {
  name: 'Salone Aurora Centro',
  main: true,
  address: 'Via Roma 12',
  city: 'Bologna',
  phone: '+39 051 234 5678',
  openingHours: [
    { day: 2, from: '14:30', to: '19:00' },
    { day: 2, from: '09:00', to: '12:30' },
    { day: 6, from: '08:30', to: '13:00' },
  ],
});
const NAVILE = store(2, { name: 'Salone Aurora Navile', city: 'Bologna' });

/** The API answers these stores: the list, each by its id (another id is not found). */
function serve(stores: Store[]) {
  api.list('/api/stores', stores);
  api.respond('get', '/api/stores/{id}', ({ params }) => {
    const found = stores.find((s) => s.id === Number(params.id));
    return found
      ? Response.json({ data: found })
      : Response.json({ message: 'Non trovato', code: 'not_found' }, { status: 404 });
  });
  api.answer('get', '/api/activities/{id}/configurations', configuration());
}
/** The stores' reads (the screen also reads the activity, at its own pace). */
const requests = () =>
  api
    .calls()
    .map((c) => c.url)
    .filter((u) => u.startsWith('/api/stores'));

const mount = (path: string) =>
  render(
    // As the app's client: an answer from the server (a 404) is not retried.
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/stores/:id?" element={<StoresScreen />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  await setLanguage('it');
});
afterEach(() => {
  vi.useRealTimers();
});

it('lists the visible stores in the order given, the main one marked, each to its details', async () => {
  serve([CENTRO, NAVILE]);
  mount('/stores');
  const list = await screen.findByRole('list', { name: 'Negozi' });
  const links = within(list).getAllByRole('link');
  expect(links.map((l) => l.textContent)).toEqual([
    'Salone Aurora CentroSede principaleVia Roma 12, Bologna',
    'Salone Aurora NavileBologna',
  ]);
  expect(links[1]?.getAttribute('href')).toBe('/stores/2');
  expect(requests()[0]).toContain('filters[visible]=true');
  await userEvent.click(links[0] as HTMLElement);
  expect(await screen.findByRole('table', { name: 'Orari di apertura' })).toBeTruthy();
  expect(screen.getByRole('link', { name: /^Apri Salone Aurora Centro nella mappa/ })).toBeTruthy();
});

it('gives a store its tel: link, map link and week of opening hours, today marked', async () => {
  // Tuesday 2026-11-24, 10:00 in Rome: open.
  vi.useFakeTimers({ now: new Date('2026-11-24T09:00:00Z'), toFake: ['Date'] });
  serve([CENTRO, NAVILE]);
  mount('/stores/1');
  const call = await screen.findByRole('link', { name: 'Chiama +39 051 234 5678' });
  expect(call.getAttribute('href')).toBe('tel:+390512345678');
  const map = screen.getByRole('link', { name: /^Apri Salone Aurora Centro nella mappa/ });
  expect(map.getAttribute('href')).toBe(
    'https://www.google.com/maps/search/?api=1&query=Salone%20Aurora%20Centro%2C%20Via%20Roma%2012%2C%20Bologna',
  );
  expect(map.getAttribute('target')).toBe('_blank');
  const hours = screen.getByRole('table', { name: 'Orari di apertura' });
  const rows = within(hours)
    .getAllByRole('row')
    .map((r) => r.textContent);
  expect(rows).toEqual([
    'LunedìChiuso',
    'Martedì (Oggi)09:00–12:30, 14:30–19:00',
    'MercoledìChiuso',
    'GiovedìChiuso',
    'VenerdìChiuso',
    'Sabato08:30–13:00',
    'DomenicaChiuso',
  ]);
  expect(screen.getByTestId('hours-2').getAttribute('aria-current')).toBe('date');
  expect(screen.getByTestId('open-now').textContent).toBe('Aperto ora');
});

it('says closed now outside the hours, and leaves out what the store lacks', async () => {
  // Tuesday 13:00 in Rome: the lunch break.
  vi.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z'), toFake: ['Date'] });
  serve([CENTRO, NAVILE]);
  const first = mount('/stores/1');
  expect((await screen.findByTestId('open-now')).textContent).toBe('Chiuso ora');
  first.unmount();

  serve([NAVILE]);
  mount('/stores/2');
  expect(await screen.findByText('Orari non indicati')).toBeTruthy();
  expect(screen.queryByRole('link', { name: /^Chiama/ })).toBeNull();
});

it('an unknown store says so and leads back to the list', async () => {
  serve([CENTRO]);
  mount('/stores/99');
  expect(await screen.findByText('Negozio non trovato.')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Tutti i negozi' }).getAttribute('href')).toBe('/stores');
});

it('with no store, the empty state says so', async () => {
  serve([]);
  mount('/stores');
  expect(await screen.findByText('Non ci sono ancora negozi da mostrare.')).toBeTruthy();
});
