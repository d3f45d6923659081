// The notifications screen (issue 9): newest first as the server orders them, each with its
// status (R and S running, E error, D done), read or unread, its links; an unread one is marked
// read on request.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Notification } from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { json, jwt, membership } from '../../../test-support.tsx';
import NotificationsPage from './NotificationsPage.tsx';

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

let rows: Notification[];
let calls: { method: string; url: URL }[];

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  rows = [
    notification(1, { title: 'Invio non riuscito', status: 'E', externalLink: 'https://x.it' }),
    notification(2, { title: 'Esportazione', status: 'R', subTitle: 'In corso' }),
    notification(3, { title: 'Inviata', status: 'S' }),
    notification(4, { title: 'Cashback', status: 'D', link: '/flows', read: true }),
  ];
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://x');
    const method = init?.method ?? 'GET';
    calls.push({ method, url: u });
    if (method === 'GET' && u.pathname === '/api/notifications') {
      return json(200, { data: rows, totalRows: rows.length });
    }
    const read = /^\/api\/notifications\/(\d+)\/read$/.exec(u.pathname);
    if (method === 'PUT' && read) {
      rows = rows.map((r) => (r.id === Number(read[1]) ? { ...r, read: true } : r));
      return json(200, { data: rows.find((r) => r.id === Number(read[1])) });
    }
    return json(404, { message: 'Non trovato', code: 'not_found' });
  });
});
afterEach(() => vi.unstubAllGlobals());

const mount = (path = '/notifications') =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <NotificationsPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const article = (name: string) => within(screen.getByRole('article', { name }));

describe('notifications', () => {
  it('show their status, read state and links, newest first', async () => {
    mount();
    await screen.findByRole('article', { name: 'Invio non riuscito' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Invio non riuscito',
      'Esportazione',
      'Inviata',
      'Cashback',
    ]);
    expect(article('Invio non riuscito').getByText('Errore')).toBeTruthy();
    expect(
      article('Esportazione').getByText('In corso', { selector: '.MuiChip-label' }),
    ).toBeTruthy();
    expect(article('Inviata').getByText('In corso')).toBeTruthy();
    expect(article('Cashback').getByText('Completata')).toBeTruthy();
    expect(article('Invio non riuscito').getByText(/Non letta/)).toBeTruthy();
    expect(article('Cashback').getByText(/· Letta$/)).toBeTruthy();
    expect(article('Cashback').queryByRole('button', { name: 'Segna come letta' })).toBeNull();
    const external = article('Invio non riuscito').getByRole('link', {
      name: 'Apri il link (nuova scheda)',
    });
    expect(external.getAttribute('href')).toBe('https://x.it');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(article('Cashback').getByRole('link', { name: 'Apri' }).getAttribute('href')).toBe(
      '/flows',
    );
    const asked = calls[0]?.url.searchParams;
    expect([asked?.get('page'), asked?.get('rowsPerPage'), asked?.get('sortBy')]).toEqual([
      '1',
      '15',
      'created',
    ]);
    expect(asked?.get('descending')).toBe('true');
  });

  it('an unread one is marked read on request', async () => {
    mount();
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Esportazione' });
    await user.click(article('Esportazione').getByRole('button', { name: 'Segna come letta' }));
    await waitFor(() =>
      expect(
        article('Esportazione').queryByRole('button', { name: 'Segna come letta' }),
      ).toBeNull(),
    );
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url.pathname)).toEqual([
      '/api/notifications/2/read',
    ]);
  });

  it('are asked for the page the address names', async () => {
    mount('/notifications?page=3&rowsPerPage=30');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url.searchParams.get('page')).toBe('3');
    expect(calls[0]?.url.searchParams.get('rowsPerPage')).toBe('30');
  });

  it('none: the shared empty state', async () => {
    rows = [];
    mount();
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('Non hai notifiche al momento.')).toBeTruthy();
  });
});
