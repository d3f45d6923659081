// PagedCards (issue 15, issue 24 §5): a server-paged list of cards with its pagination (page and
// size in the address), the skeleton of the first load, the empty state, and offline the last
// known page with its time.
import Inbox from '@mui/icons-material/Inbox';
import {
  keepPreviousData,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  useQuery,
} from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PageParams, usePageParams } from '../lib/usePageParams.ts';
import { Where } from '../test-support.tsx';
import { CardSkeletons } from './CardSkeletons.tsx';
import { dateAndTime } from './card/cardText.ts';
import { EmptyState } from './EmptyState.tsx';
import { type CardsPage, PagedCards } from './PagedCards.tsx';

interface Member {
  id: number;
  name: string;
}

const members = (n: number): Member[] =>
  Array.from({ length: n }, (_, i) => ({ id: i + 1, name: `Socio ${i + 1}` }));

/** The server's page of `all`, as the API cuts it. */
const pageOf = (all: Member[], { page, rowsPerPage }: PageParams): CardsPage<Member> => ({
  rows: all.slice(page * rowsPerPage, (page + 1) * rowsPerPage),
  totalRows: all.length,
});

type Fetch = (paging: PageParams) => Promise<CardsPage<Member>>;

function Members({ fetchPage, as }: { fetchPage: Fetch; as?: 'ul' }) {
  const [paging, setPaging] = usePageParams();
  const query = useQuery({
    queryKey: ['members', paging],
    queryFn: () => fetchPage(paging),
    placeholderData: keepPreviousData,
    retry: false,
  });
  return (
    <>
      <h2 id="members-title">Soci</h2>
      <PagedCards
        query={query}
        paging={paging}
        onPaging={setPaging}
        as={as}
        label={as ? undefined : 'Soci'}
        labelledBy={as ? 'members-title' : undefined}
        empty={<EmptyState icon={<Inbox />}>Nessun socio.</EmptyState>}
        skeleton={<CardSkeletons height={80} testId="member-skeleton" />}
      >
        {(rows) =>
          rows.map((m) =>
            as ? (
              <li key={m.id}>{m.name}</li>
            ) : (
              <article key={m.id} aria-label={m.name}>
                {m.name}
              </article>
            ),
          )
        }
      </PagedCards>
    </>
  );
}

const mount = (
  fetchPage: Fetch,
  { path = '/soci', client = new QueryClient(), as = undefined as 'ul' | undefined } = {},
) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Members fetchPage={fetchPage} as={as} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const where = () => screen.getByRole('status', { name: 'location' }).textContent;
const names = (region: HTMLElement) =>
  within(region)
    .getAllByRole('article')
    .map((a) => a.textContent);

afterEach(() => {
  // Unmounted first: a paused fetch does not resume into the next test.
  cleanup();
  onlineManager.setOnline(true);
});

describe('paged cards', () => {
  it('show a page of cards named as the list, the rows shown, and move by page and size', async () => {
    const user = userEvent.setup();
    const all = members(17);
    // The second page's answer waits until the test lets it go.
    let release = () => {};
    const fetchPage = vi.fn<Fetch>(async (paging) => {
      if (paging.page === 1) await new Promise<void>((r) => (release = r));
      return pageOf(all, paging);
    });
    mount(fetchPage);
    // The first load: the skeleton, then the cards.
    expect(screen.getAllByTestId('member-skeleton')).toHaveLength(3);
    const region = await screen.findByRole('region', { name: 'Soci' });
    expect(names(region)).toHaveLength(15);
    expect(names(region)[0]).toBe('Socio 1');
    expect(screen.getByText('1–15 di 17')).toBeTruthy();
    expect(screen.queryByTestId('member-skeleton')).toBeNull();
    expect(screen.getByRole('button', { name: 'Pagina precedente' }).hasAttribute('disabled')).toBe(
      true,
    );

    // The next page: in the address; the page shown stays, dimmed and busy, until it comes.
    await user.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(where()).toBe('/soci?page=2');
    await waitFor(() => expect(region.getAttribute('aria-busy')).toBe('true'));
    expect(names(region)).toHaveLength(15);
    release();
    await waitFor(() => expect(names(region)).toEqual(['Socio 16', 'Socio 17']));
    expect(region.hasAttribute('aria-busy')).toBe(false);
    expect(screen.getByText('16–17 di 17')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pagina successiva' }).hasAttribute('disabled')).toBe(
      true,
    );

    // A new size goes back to the first page.
    await user.click(
      within(screen.getByRole('group', { name: 'Righe per pagina' })).getByRole('button', {
        name: '20',
      }),
    );
    expect(where()).toBe('/soci?rowsPerPage=20');
    await waitFor(() =>
      expect(names(screen.getByRole('region', { name: 'Soci' }))).toHaveLength(17),
    );
    expect(fetchPage.mock.calls.map(([p]) => p)).toEqual([
      { page: 0, rowsPerPage: 15 },
      { page: 1, rowsPerPage: 15 },
      { page: 0, rowsPerPage: 20 },
    ]);
  });

  it('start from the page in the address', async () => {
    const all = members(40);
    mount(async (paging) => pageOf(all, paging), { path: '/soci?page=2&rowsPerPage=30' });
    const region = await screen.findByRole('region', { name: 'Soci' });
    expect(names(region)[0]).toBe('Socio 31');
    expect(screen.getByText('31–40 di 40')).toBeTruthy();
  });

  it('can be a list whose cards are its items, named by a heading', async () => {
    const all = members(2);
    mount(async (paging) => pageOf(all, paging), { as: 'ul' });
    const list = await screen.findByRole('list', { name: 'Soci' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Socio 1', 'Socio 2']);
  });

  it('show the empty state, and no pagination, when there is nothing', async () => {
    mount(async () => ({ rows: [], totalRows: 0 }));
    const empty = await screen.findByTestId('empty-state');
    expect(empty.textContent).toContain('Nessun socio.');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pagina successiva' })).toBeNull();
  });

  it('offline, show the last known page with the time it was fetched', async () => {
    const fetchedAt = new Date(2026, 2, 5, 14, 32);
    const client = new QueryClient();
    client.setQueryData(
      ['members', { page: 0, rowsPerPage: 15 }],
      pageOf(members(3), { page: 0, rowsPerPage: 15 }),
      {
        updatedAt: fetchedAt.getTime(),
      },
    );
    onlineManager.setOnline(false);
    const fetchPage = vi.fn<Fetch>();
    mount(fetchPage, { client });
    const region = await screen.findByRole('region', { name: 'Soci' });
    expect(names(region)).toEqual(['Socio 1', 'Socio 2', 'Socio 3']);
    const { date, time } = dateAndTime(fetchedAt);
    expect(screen.getByTestId('fetched-at').textContent).toBe(
      `Ultimo aggiornamento il ${date} alle ${time}`,
    );
    expect(screen.getByText('1–3 di 3')).toBeTruthy();
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it('offline with nothing kept, say the list is not downloaded yet', async () => {
    onlineManager.setOnline(false);
    mount(vi.fn<Fetch>());
    expect((await screen.findByTestId('empty-state')).textContent).toContain(
      'Questa pagina non è ancora stata scaricata.',
    );
    expect(screen.queryByTestId('member-skeleton')).toBeNull();
  });

  it('after a failed first fetch, offer Retry', async () => {
    const user = userEvent.setup();
    const all = members(2);
    const fetchPage = vi
      .fn<Fetch>()
      .mockRejectedValueOnce(new Error('rete'))
      .mockImplementation(async (paging) => pageOf(all, paging));
    mount(fetchPage);
    await user.click(await screen.findByRole('button', { name: 'Riprova' }));
    const region = await screen.findByRole('region', { name: 'Soci' });
    expect(names(region)).toEqual(['Socio 1', 'Socio 2']);
    expect(screen.queryByTestId('fetched-at')).toBeNull();
  });
});
