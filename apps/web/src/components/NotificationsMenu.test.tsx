// The top bar's notifications (issues 9, 15): the bell names the unread count, in colours that
// stand out from the activity's bar; open, the newest five are asked for (not only the last
// day's: the badge counts every unread one), unread ones marked, each with its time; one opens
// its link and is marked read; the last entry leads to every notification.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { contrastRatio } from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../app/ThemeProvider.tsx';
import { themeFor } from '../app/theme.ts';
import { session } from '../lib/session.ts';
import { jwt, membership } from '../test-support.tsx';
import { serveApi } from '../testing/api.ts';
import { notification } from '../testing/fixtures/notices.ts';
import { NotificationsMenu } from './NotificationsMenu.tsx';

/** An instant of March 2026, here (the dropdown shows local times). */
const at = (day: number, hour: number, minute: number) =>
  new Date(2026, 2, day, hour, minute).toISOString();

const server = serveApi();
let from = 0;
const calls = () =>
  server
    .calls()
    .slice(from)
    .map((c) => ({ method: c.method, url: new URL(c.url, 'http://x') }));

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  from = server.calls().length;
  server.list(
    '/api/notifications',
    ({ query }) =>
      query.get('filters[read]') === 'false'
        ? [notification(1)]
        : // Newest first, over a week: three unread, two of them older than a day.
          [
            notification(1, {
              title: 'Cashback accreditato',
              link: '/flows',
              created: at(5, 10, 7),
            }),
            notification(2, {
              title: 'Invio non riuscito',
              status: 'E',
              read: true,
              created: at(4, 18, 30),
            }),
            notification(3, { title: 'Nuovo coupon', created: at(2, 9, 0) }),
            notification(4, { title: 'Promemoria', created: at(1, 8, 5) }),
            notification(5, { title: 'Benvenuto', read: true, created: at(1, 8, 0) }),
          ],
    // The unread count (the badge); the dropdown does not show the latest page's total (9).
    3,
  );
  server.answer('put', '/api/notifications/{id}/read', ({ params }) =>
    notification(Number(params.id), { read: true }),
  );
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const mount = (barColor = '#37474F') =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ThemeProvider theme={themeFor(barColor)}>
        <MemoryRouter>
          <NotificationsMenu />
          <Where />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );

/** "rgb(198, 40, 40)" as "#C62828". */
const hexOf = (css: string) =>
  `#${(css.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((n) => Number(n).toString(16).padStart(2, '0'))
    .join('')}`;

describe('the notifications menu', () => {
  it('names the unread count; open, the newest five, read or not, unread marked, each with its time', async () => {
    mount();
    const bell = await screen.findByRole('button', { name: 'Notifiche, 3 non lette' });
    await userEvent.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Ultime notifiche' });
    await within(menu).findByText('Cashback accreditato');
    const latest = calls().find((c) => c.url.searchParams.get('rowsPerPage') === '5');
    expect(latest?.url.searchParams.get('descending')).toBe('true');
    expect(latest?.url.searchParams.get('sortBy')).toBe('created');
    // Not only the last day's: an unread one of last week counted by the badge shows too.
    expect(latest?.url.searchParams.get('filters[daily]')).toBeNull();
    const items = within(menu).getAllByRole('menuitem').slice(0, 5);
    expect(items.map((i) => i.textContent)).toEqual([
      'Cashback accreditatoIl 05-03-2026 alle 10:07 · Completata · Non letta',
      'Invio non riuscitoIl 04-03-2026 alle 18:30 · Errore · Letta',
      'Nuovo couponIl 02-03-2026 alle 09:00 · Completata · Non letta',
      'PromemoriaIl 01-03-2026 alle 08:05 · Completata · Non letta',
      'BenvenutoIl 01-03-2026 alle 08:00 · Completata · Letta',
    ]);
    expect(items.filter((i) => i.textContent?.endsWith('Non letta'))).toHaveLength(3);
    expect(menu.querySelector('time')?.getAttribute('dateTime')).toBe(at(5, 10, 7));
  });

  it("the unread count stands out from the activity's bar, Da Rita's red too", async () => {
    for (const bar of ['#C62828', '#37474F', '#FFEB3B']) {
      const { container, unmount } = mount(bar);
      await screen.findByRole('button', { name: 'Notifiche, 3 non lette' });
      const badge = container.querySelector('.MuiBadge-badge') as HTMLElement;
      const style = getComputedStyle(badge);
      const background = hexOf(style.backgroundColor);
      expect(contrastRatio(background, bar), bar).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(hexOf(style.color), background), bar).toBeGreaterThanOrEqual(4.5);
      unmount();
    }
  });

  it('opens a notification’s link and marks it read; the last entry leads to all', async () => {
    mount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Notifiche/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Cashback accreditato/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/flows'));
    expect(
      calls()
        .filter((c) => c.method === 'PUT')
        .map((c) => c.url.pathname),
    ).toEqual(['/api/notifications/1/read']);
    await user.click(screen.getByRole('button', { name: /^Notifiche/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tutte le notifiche' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/notifications'));
    // A read one is not marked again.
    await user.click(screen.getByRole('button', { name: /^Notifiche/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Invio non riuscito/ }));
    expect(calls().filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
