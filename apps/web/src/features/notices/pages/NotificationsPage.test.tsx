// The notifications screen (issue 9): newest first as the server orders them, each with its
// status (R and S running, E error, D done), read or unread, its links; an unread one is marked
// read on request. A first read that fails offers Retry.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session.ts';
import { jwt, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { type Notification, notification } from '../../../testing/fixtures/notices.ts';
import NotificationsPage from './NotificationsPage.tsx';

const server = serveApi();
let rows: Notification[];
/** The caller's notifications (all on one page); reading one changes them. */
const serveNotifications = (list: Notification[]) => {
  rows = list;
  server.list('/api/notifications', list);
};
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
  serveNotifications([
    notification(1, { title: 'Invio non riuscito', status: 'E', externalLink: 'https://x.it' }),
    notification(2, { title: 'Esportazione', status: 'R', subTitle: 'In corso' }),
    notification(3, { title: 'Inviata', status: 'S' }),
    notification(4, { title: 'Cashback', status: 'D', link: '/flows', read: true }),
  ]);
  from = server.calls().length;
  server.answer('put', '/api/notifications/{id}/read', ({ params }) => {
    const id = Number(params.id);
    serveNotifications(rows.map((r) => (r.id === id ? { ...r, read: true } : r)));
    return rows.find((r) => r.id === id) as Notification;
  });
});

const mount = (path = '/notifications', client = new QueryClient()) =>
  render(
    <QueryClientProvider client={client}>
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
    const asked = calls()[0]?.url.searchParams;
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
    expect(
      calls()
        .filter((c) => c.method === 'PUT')
        .map((c) => c.url.pathname),
    ).toEqual(['/api/notifications/2/read']);
  });

  it('are asked for the page the address names', async () => {
    mount('/notifications?page=3&rowsPerPage=30');
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls()[0]?.url.searchParams.get('page')).toBe('3');
    expect(calls()[0]?.url.searchParams.get('rowsPerPage')).toBe('30');
  });

  it('none: the shared empty state', async () => {
    serveNotifications([]);
    mount();
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('Non hai notifiche al momento.')).toBeTruthy();
  });

  it('a failed first read offers Retry, which reads them again', async () => {
    server.refuse('get', '/api/notifications', 500, 'Errore Generico');
    mount('/notifications', new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const failed = await screen.findByTestId('empty-state');
    expect(
      within(failed).getByText('La connessione si è interrotta. Controlla la rete e riprova.'),
    ).toBeTruthy();
    // Asked again, the server answers.
    serveNotifications(rows);
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByRole('article', { name: 'Invio non riuscito' })).toBeTruthy();
    expect(calls().map((c) => c.url.pathname)).toEqual([
      '/api/notifications',
      '/api/notifications',
    ]);
  });
});
