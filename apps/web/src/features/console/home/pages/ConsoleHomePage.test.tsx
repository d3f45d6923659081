// The console's home: what waits for the staff and the set-up steps, each leading to its screen,
// only where the drawer has that screen.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ConsoleSummary } from '@tessera/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { NavItemsContext, type SideNavItem } from '../../../../components/SideNav.tsx';
import { loadAllTexts, setLanguage } from '../../../../lib/i18n.ts';
import { session } from '../../../../lib/session.ts';
import { jwt, membership } from '../../../../test-support.tsx';
import { serveApi } from '../../../../testing/api.ts';
import ConsoleHomePage from './ConsoleHomePage.tsx';

const server = serveApi();

const item = (key: SideNavItem['key'], label: string, to: string): SideNavItem => ({
  key,
  label,
  to,
  selected: false,
});
const NAV: SideNavItem[] = [
  item('console', 'Riepilogo', '/console'),
  item('cardTerms', 'Condizioni della carta', '/console/card-terms'),
  item('bookingSettings', 'Impostazioni prenotazioni', '/booking/settings'),
  item('ordersBoard', 'Ordini clienti', '/shop/board'),
  item('agenda', 'Agenda', '/agenda'),
];

beforeEach(async () => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5, [], 'admin@tessera.demo'), 'r');
  session.setActivities([membership(7, ['ROLE_ADMIN'])]);
  await setLanguage('it');
  await loadAllTexts();
});

const mount = (nav = NAV) =>
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <NavItemsContext.Provider value={nav}>
          <ConsoleHomePage />
        </NavItemsContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );

const answer = (summary: ConsoleSummary) =>
  server.answer('get', '/api/activities/{activityId}/console', summary);

describe('the console home', () => {
  it('counts what waits for the staff, each leading to its board', async () => {
    answer({
      steps: [],
      attention: [
        { key: 'ordersToHandle', count: 3 },
        { key: 'bookingsToConfirm', count: 1 },
      ],
    });
    mount();
    const waiting = await screen.findByRole('region', { name: 'Da gestire' });
    expect(within(waiting).getByRole('link', { name: /3 ordini da evadere/ })).toHaveProperty(
      'pathname',
      '/shop/board',
    );
    expect(
      within(waiting).getByRole('link', { name: /1 prenotazione da confermare/ }),
    ).toHaveProperty('pathname', '/agenda');
    expect(server.calls().map((c) => c.url)).toEqual(['/api/activities/7/console']);
  });

  it('says so when nothing waits', async () => {
    answer({ steps: [], attention: [{ key: 'ordersToHandle', count: 0 }] });
    mount();
    expect(await screen.findByText('Nessun ordine da evadere')).toBeTruthy();
  });

  it('lists the steps with their progress, each leading to its screen', async () => {
    answer({
      steps: [
        { key: 'cardTerms', done: true },
        { key: 'booking', done: false },
      ],
      attention: [],
    });
    mount();
    const setUp = await screen.findByRole('region', { name: 'Configurazione' });
    expect(within(setUp).getByText('1 di 2 passi completati')).toBeTruthy();
    expect(within(setUp).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    const card = within(setUp).getByRole('link', { name: /Condizioni della carta/ });
    expect(card).toHaveProperty('pathname', '/console/card-terms');
    expect(within(card).getByTitle('Fatto')).toBeTruthy();
    const booking = within(setUp).getByRole('link', { name: /Impostazioni prenotazioni/ });
    expect(within(booking).getByTitle('Da fare')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Da gestire' })).toBeNull();
  });

  it('shows only the steps whose screen the drawer has, and says when all are done', async () => {
    answer({
      steps: [
        { key: 'cardTerms', done: true },
        { key: 'stores', done: false },
      ],
      attention: [{ key: 'ordersToHandle', count: 2 }],
    });
    mount(NAV.filter((i) => i.key !== 'ordersBoard'));
    expect(await screen.findByText('Tutto pronto: i clienti trovano ciò che serve.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Condizioni della carta/ })).toHaveLength(1);
    // No orders board in the drawer (the shop is off for the caller): no count to follow.
    expect(screen.queryByText(/ordini da evadere/)).toBeNull();
  });

  it('offers a Retry after a failed first read, which reads again', async () => {
    server.refuse('get', '/api/activities/{activityId}/console', 503, 'Non disponibile');
    mount();
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    answer({ steps: [{ key: 'cardTerms', done: false }], attention: [] });
    await userEvent.click(retry);
    expect(await screen.findByText('0 di 1 passi completati')).toBeTruthy();
  });
});
