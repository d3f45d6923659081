// The notices screen (issue 9): the notices sent to the customer in the current activity, unread
// ones standing out, each a link to its detail; the detail marks the notice read as it opens and
// deletes it after a confirmation; a notice that is not the customer's says so.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { NoticeSent } from '@tessera/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session.ts';
import { json, jwt, membership } from '../../../test-support.tsx';
import NoticesPage from './NoticesPage.tsx';

const notice = (id: number, over: Partial<NoticeSent> = {}): NoticeSent => ({
  id: 100 + id,
  noticeId: id,
  activityId: 7,
  title: `Notice ${id}`,
  text: `Text ${id}`,
  imageUrl: null,
  sentAt: '2026-03-05T10:00:00.000Z',
  read: false,
  readAt: null,
  ...over,
});

let rows: NoticeSent[];
let calls: { method: string; url: URL }[];

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  rows = [
    notice(1, { title: 'Settimana del colore', text: 'Un trattamento in omaggio.' }),
    notice(2, { title: 'Nuovi orari', read: true, readAt: '2026-03-02T10:00:00.000Z' }),
  ];
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const u = new URL(url, 'http://x');
    const method = init?.method ?? 'GET';
    calls.push({ method, url: u });
    if (method === 'GET' && u.pathname === '/api/activities/7/noticessent/user') {
      return json(200, { data: rows, totalRows: rows.length });
    }
    const one = /^\/api\/notices\/(\d+)$/.exec(u.pathname);
    const found = one && rows.find((r) => r.noticeId === Number(one[1]));
    if (method === 'GET' && found) return json(200, { data: found });
    const read = /^\/api\/notice-sents\/(\d+)\/read$/.exec(u.pathname);
    if (method === 'PUT' && read) {
      rows = rows.map((r) =>
        r.id === Number(read[1]) ? { ...r, read: true, readAt: '2026-03-06T10:00:00.000Z' } : r,
      );
      return json(200, { data: rows.find((r) => r.id === Number(read[1])) });
    }
    const del = /^\/api\/noticesents\/notice\/(\d+)$/.exec(u.pathname);
    if (method === 'DELETE' && del) {
      rows = rows.filter((r) => r.noticeId !== Number(del[1]));
      return json(200, { data: { deleted: true } });
    }
    return json(404, { message: 'Non trovato', code: 'not_found' });
  });
});
afterEach(() => vi.unstubAllGlobals());

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const mount = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/notices/:id?" element={<NoticesPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const item = (title: string) =>
  within(screen.getByRole('list', { name: 'I tuoi avvisi' }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.includes(title)) as HTMLElement;

describe('notices', () => {
  it('are listed for the current activity, unread ones standing out, each a link', async () => {
    mount('/notices');
    await screen.findByRole('list', { name: 'I tuoi avvisi' });
    const unread = item('Settimana del colore');
    expect(unread.dataset.read).toBe('false');
    expect(within(unread).getByText('Nuovo')).toBeTruthy();
    expect(within(unread).getByText('Inviato il 05-03-2026')).toBeTruthy();
    expect(within(unread).getByRole('link').getAttribute('href')).toBe('/notices/1');
    const read = item('Nuovi orari');
    expect(read.dataset.read).toBe('true');
    expect(within(read).queryByText('Nuovo')).toBeNull();
    const asked = calls.find((c) => c.url.pathname.endsWith('/noticessent/user'));
    expect(asked?.url.searchParams.get('page')).toBe('1');
    expect(asked?.url.searchParams.get('rowsPerPage')).toBe('15');
  });

  it('are asked for the page the address names', async () => {
    mount('/notices?page=2&rowsPerPage=20');
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname.endsWith('/noticessent/user'))).toBe(true),
    );
    const asked = calls.find((c) => c.url.pathname.endsWith('/noticessent/user'));
    expect(asked?.url.searchParams.get('page')).toBe('2');
    expect(asked?.url.searchParams.get('rowsPerPage')).toBe('20');
  });

  it('none: the shared empty state', async () => {
    rows = [];
    mount('/notices');
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('Non hai avvisi al momento.')).toBeTruthy();
  });

  it('opening an unread notice marks it read, once', async () => {
    mount('/notices/1');
    const article = await screen.findByRole('article', { name: 'Settimana del colore' });
    expect(within(article).getByText('Un trattamento in omaggio.')).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url.pathname)).toEqual([
        '/api/notice-sents/101/read',
      ]),
    );
    await waitFor(() => expect(rows[0]?.read).toBe(true));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('a read notice is not marked again', async () => {
    mount('/notices/2');
    await screen.findByRole('article', { name: 'Nuovi orari' });
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('is deleted after a confirmation, then the list shows', async () => {
    mount('/notices/2');
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Nuovi orari' });
    await user.click(screen.getByRole('button', { name: 'Elimina avviso' }));
    let dialog = screen.getByRole('dialog', { name: 'Elimina avviso' });
    expect(within(dialog).getByText("Vuoi davvero eliminare l'avviso «Nuovi orari»?")).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Elimina avviso' }));
    dialog = screen.getByRole('dialog', { name: 'Elimina avviso' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/notices'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([
      '/api/noticesents/notice/2',
    ]);
    await screen.findByRole('list', { name: 'I tuoi avvisi' });
    expect(screen.getAllByTestId('notice')).toHaveLength(1);
  });

  it('someone else’s or a deleted notice: says it is no longer there, with the way back', async () => {
    mount('/notices/99');
    expect(await screen.findByText('Questo avviso non è più disponibile.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna agli avvisi' }).getAttribute('href')).toBe(
      '/notices',
    );
  });
});
