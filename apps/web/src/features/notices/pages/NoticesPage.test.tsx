// The notices screen (issue 9): the notices sent to the customer in the current activity, unread
// ones standing out, each a link to its detail; the detail marks the notice read as it opens and
// deletes it after a confirmation; a notice that is not the customer's says so. A list that
// cannot be read offers Retry; offline, the last known list with its time (issue 15).
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dateAndTime } from '../../../components/card/cardText.ts';
import { noticeKeys } from '../../../lib/api/notices-sent.ts';
import { onlineStore } from '../../../lib/online.ts';
import { session } from '../../../lib/session.ts';
import { jwt, membership } from '../../../test-support.tsx';
import { serveApi } from '../../../testing/api.ts';
import { type Notice, notice } from '../../../testing/fixtures/notices.ts';
import NoticesPage from './NoticesPage.tsx';

const server = serveApi();
let rows: Notice[];
/** The notices sent to the customer (all on one page); reading or deleting one changes them. */
const serveNotices = (list: Notice[]) => {
  rows = list;
  server.list('/api/activities/{id}/noticessent/user', list);
};
let from = 0;
const calls = () =>
  server
    .calls()
    .slice(from)
    .map((c) => ({ method: c.method, url: new URL(c.url, 'http://x') }));
/** How many times the list was asked for. */
const listReads = () => calls().filter((c) => c.url.pathname.endsWith('/noticessent/user')).length;

beforeEach(() => {
  localStorage.clear();
  session.clear();
  session.setTokens(jwt(5), 'r');
  session.setActivities([membership(7)]);
  serveNotices([
    notice(1, { title: 'Settimana del colore', text: 'Un trattamento in omaggio.' }),
    notice(2, { title: 'Nuovi orari', read: true, readAt: '2026-03-02T10:00:00.000Z' }),
  ]);
  from = server.calls().length;
  server.answer('get', '/api/notices/{id}', ({ params }) => {
    const found = rows.find((r) => r.noticeId === Number(params.id));
    if (!found) throw new Error(`notice ${params.id} is not in this test`);
    return found;
  });
  server.answer('put', '/api/notice-sents/{id}/read', ({ params }) => {
    const id = Number(params.id);
    serveNotices(
      rows.map((r) => (r.id === id ? { ...r, read: true, readAt: '2026-03-06T10:00:00.000Z' } : r)),
    );
    return rows.find((r) => r.id === id) as Notice;
  });
  server.answer('delete', '/api/noticesents/notice/{id}', ({ params }) => {
    serveNotices(rows.filter((r) => r.noticeId !== Number(params.id)));
    // A deleted notice is not found any more (only the deleted one is asked after a delete).
    server.refuse('get', '/api/notices/{id}', 404, 'Non trovato', 'not_found');
    return { deleted: true };
  });
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

let client: QueryClient;
afterEach(() => {
  // Unmounted and cleared first: a paused read does not resume into the next test.
  cleanup();
  client.clear();
  onlineStore.set(true);
  onlineManager.setOnline(true);
});

const offline = () => {
  onlineStore.set(false);
  onlineManager.setOnline(false);
};

const mount = (path: string, withClient = new QueryClient()) => {
  client = withClient;
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/notices/:id?" element={<NoticesPage />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

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
    const asked = calls().find((c) => c.url.pathname.endsWith('/noticessent/user'));
    expect(asked?.url.searchParams.get('page')).toBe('1');
    expect(asked?.url.searchParams.get('rowsPerPage')).toBe('15');
  });

  it('are asked for the page the address names', async () => {
    mount('/notices?page=2&rowsPerPage=20');
    await waitFor(() =>
      expect(calls().some((c) => c.url.pathname.endsWith('/noticessent/user'))).toBe(true),
    );
    const asked = calls().find((c) => c.url.pathname.endsWith('/noticessent/user'));
    expect(asked?.url.searchParams.get('page')).toBe('2');
    expect(asked?.url.searchParams.get('rowsPerPage')).toBe('20');
  });

  it('none: the shared empty state', async () => {
    serveNotices([]);
    mount('/notices');
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('Non hai avvisi al momento.')).toBeTruthy();
  });

  it('opening an unread notice marks it read, once', async () => {
    mount('/notices/1');
    const article = await screen.findByRole('article', { name: 'Settimana del colore' });
    expect(within(article).getByText('Un trattamento in omaggio.')).toBeTruthy();
    await waitFor(() =>
      expect(
        calls()
          .filter((c) => c.method === 'PUT')
          .map((c) => c.url.pathname),
      ).toEqual(['/api/notice-sents/101/read']),
    );
    await waitFor(() => expect(rows[0]?.read).toBe(true));
    expect(calls().filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('a read notice is not marked again', async () => {
    mount('/notices/2');
    await screen.findByRole('article', { name: 'Nuovi orari' });
    expect(calls().filter((c) => c.method === 'PUT')).toEqual([]);
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
    expect(calls().filter((c) => c.method === 'DELETE')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Elimina avviso' }));
    dialog = screen.getByRole('dialog', { name: 'Elimina avviso' });
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/notices'));
    expect(
      calls()
        .filter((c) => c.method === 'DELETE')
        .map((c) => c.url.pathname),
    ).toEqual(['/api/noticesents/notice/2']);
    await screen.findByRole('list', { name: 'I tuoi avvisi' });
    expect(screen.getAllByTestId('notice')).toHaveLength(1);
  });

  it('someone else’s or a deleted notice: says it is no longer there, with the way back', async () => {
    server.refuse('get', '/api/notices/{id}', 404, 'Non trovato', 'not_found');
    mount('/notices/99');
    expect(await screen.findByText('Questo avviso non è più disponibile.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna agli avvisi' }).getAttribute('href')).toBe(
      '/notices',
    );
  });
});

describe('the list, when it cannot be read', () => {
  it('a failed first read offers Retry, which reads it again', async () => {
    server.refuse('get', '/api/activities/{id}/noticessent/user', 500, 'Errore Generico');
    mount('/notices', new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const failed = await screen.findByTestId('empty-state');
    expect(
      within(failed).getByText('La connessione si è interrotta. Controlla la rete e riprova.'),
    ).toBeTruthy();
    // Asked again, the server answers.
    serveNotices(rows);
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Riprova' }));
    await screen.findByRole('list', { name: 'I tuoi avvisi' });
    expect(screen.getAllByTestId('notice')).toHaveLength(2);
    expect(screen.queryByTestId('fetched-at')).toBeNull();
    expect(listReads()).toBe(2);
  });

  it('offline with nothing read: the page is not downloaded yet, never "0–0 di 0"', async () => {
    offline();
    mount('/notices');
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'Questa pagina non è ancora stata scaricata. Riprova quando torna la connessione.',
    );
    expect(screen.queryByText('0–0 di 0')).toBeNull();
    expect(listReads()).toBe(0);
  });

  it('offline, read before: the last known notices with the time they were read', async () => {
    const first = mount('/notices');
    await screen.findByRole('list', { name: 'I tuoi avvisi' });
    expect(screen.queryByTestId('fetched-at')).toBeNull();
    first.unmount();
    offline();
    const read = listReads();
    mount('/notices', client);
    const { date, time } = dateAndTime(
      new Date(
        client.getQueryState(noticeKeys.list(7, { page: 0, rowsPerPage: 15 }))?.dataUpdatedAt ?? 0,
      ),
    );
    expect((await screen.findByTestId('fetched-at')).textContent).toBe(
      `Ultimo aggiornamento il ${date} alle ${time}`,
    );
    expect(screen.getAllByTestId('notice')).toHaveLength(2);
    expect(screen.getByText('1–2 di 2')).toBeTruthy();
    expect(listReads()).toBe(read);
  });
});
