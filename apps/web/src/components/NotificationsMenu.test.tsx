// The top bar's notifications (issue 9): the bell names the unread count; open, the last day's
// newest five are asked for (daily filter), unread ones marked; one opens its link and is marked
// read; the last entry leads to every notification.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Notification } from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session.ts';
import { json, jwt, membership } from '../test-support.tsx';
import { NotificationsMenu } from './NotificationsMenu.tsx';

const notification = (id: number, over: Partial<Notification> = {}): Notification => ({
  id,
  title: `Notification ${id}`,
  subTitle: null,
  message: `Message ${id}`,
  status: 'D',
  link: null,
  externalLink: null,
  created: '2026-03-05T10:07:00.000Z',
  updated: '2026-03-05T10:07:00.000Z',
  read: false,
  ...over,
});

let calls: { method: string; url: URL }[];

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://x');
    const method = init?.method ?? 'GET';
    calls.push({ method, url: u });
    if (method === 'GET' && u.pathname === '/api/notifications') {
      if (u.searchParams.get('filters[read]') === 'false') {
        return json(200, { data: [notification(1)], totalRows: 3 });
      }
      return json(200, {
        data: [
          notification(1, { title: 'Cashback accreditato', link: '/flows' }),
          notification(2, { title: 'Invio non riuscito', status: 'E', read: true }),
        ],
        totalRows: 2,
      });
    }
    const read = /^\/api\/notifications\/(\d+)\/read$/.exec(u.pathname);
    if (method === 'PUT' && read) return json(200, { data: notification(Number(read[1])) });
    return json(404, { message: 'Non trovato', code: 'not_found' });
  });
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const mount = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <NotificationsMenu />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('the notifications menu', () => {
  it('names the unread count, and asks for the day’s newest five only when opened', async () => {
    mount();
    const bell = await screen.findByRole('button', { name: 'Notifiche, 3 non lette' });
    expect(calls.map((c) => c.url.searchParams.get('filters[daily]'))).toEqual([null]);
    await userEvent.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Notifiche di oggi' });
    await within(menu).findByText('Cashback accreditato');
    const daily = calls.find((c) => c.url.searchParams.get('filters[daily]') === 'true');
    expect(daily?.url.searchParams.get('rowsPerPage')).toBe('5');
    expect(daily?.url.searchParams.get('descending')).toBe('true');
    expect(within(menu).getByText('Completata · Non letta')).toBeTruthy();
    expect(within(menu).getByText('Errore · Letta')).toBeTruthy();
  });

  it('opens a notification’s link and marks it read; the last entry leads to all', async () => {
    mount();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Notifiche/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Cashback accreditato/ }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/flows'));
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url.pathname)).toEqual([
      '/api/notifications/1/read',
    ]);
    await user.click(screen.getByRole('button', { name: /^Notifiche/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tutte le notifiche' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/notifications'));
    // A read one is not marked again.
    await user.click(screen.getByRole('button', { name: /^Notifiche/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Invio non riuscito/ }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});
