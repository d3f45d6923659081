import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Where, wideScreen } from '../test-support.tsx';
import { DataTable, type TableQuery, useTableQuery } from './DataTable.tsx';

interface Fruit {
  id: number;
  name: string;
}
type Sort = 'name' | 'id';

/** A "server" holding `count` fruits; it pages, sorts and searches like the API. */
function serverPage(all: Fruit[], q: TableQuery<Sort>) {
  const found = all
    .filter((f) => f.name.includes(q.search))
    .sort((a, b) => (q.sortBy === 'id' ? a.id - b.id : a.name.localeCompare(b.name)));
  if (q.descending) found.reverse();
  const start = q.page * q.rowsPerPage;
  return { rows: found.slice(start, start + q.rowsPerPage), totalRows: found.length };
}

let seen: TableQuery<Sort>[];
function Fruits({ all, emptyAction }: { all: Fruit[]; emptyAction?: ReactNode }) {
  const table = useTableQuery<Sort>({ sortBy: 'name' });
  seen.push(table.query);
  return (
    <DataTable
      label="Frutti"
      table={table}
      columns={[
        { key: 'name', header: 'Nome', sort: 'name', cell: (f) => f.name },
        { key: 'id', header: 'Numero', sort: 'id', cell: (f) => String(f.id) },
        { key: 'x', header: 'Fisso', cell: () => '·' },
      ]}
      sorts={[
        { value: 'name', label: 'Nome' },
        { value: 'id', label: 'Numero' },
      ]}
      page={serverPage(all, table.query)}
      rowKey={(f) => f.id}
      item={(f) => <span>{f.name}</span>}
      empty="Nessun frutto"
      emptyAction={emptyAction}
    />
  );
}

const fruits = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `frutto ${String(i + 1).padStart(2, '0')}`,
  }));

afterEach(() => vi.unstubAllGlobals());

/** Renders on `path`, with where the app is beside it. */
const show = (ui: ReactElement, path = '/fruits') =>
  render(ui, {
    wrapper: ({ children }) => (
      <MemoryRouter initialEntries={[path]}>
        {children}
        <Where />
      </MemoryRouter>
    ),
  });

describe('DataTable', () => {
  it('starts on the first page of 15, offers 15/20/30/50, and pages', async () => {
    seen = [];
    show(<Fruits all={fruits(40)} />);
    expect(seen[0]).toEqual({
      page: 0,
      rowsPerPage: 15,
      sortBy: 'name',
      descending: false,
      search: '',
    });
    const list = screen.getByRole('list', { name: 'Frutti' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(15);
    expect(screen.getByText('1–15 di 40')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(screen.getByText('31–40 di 40')).toBeTruthy();
    expect(seen.at(-1)).toMatchObject({ page: 2 });
    await userEvent.click(screen.getByRole('combobox', { name: /Righe per pagina/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '15',
      '20',
      '30',
      '50',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    expect(within(list).getAllByRole('listitem')).toHaveLength(40);
  });

  it('keeps its page and size in the address, and opens on them', async () => {
    seen = [];
    show(<Fruits all={fruits(40)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(screen.getByLabelText('location').textContent).toBe('/fruits?page=2');
    await userEvent.click(screen.getByRole('button', { name: 'Ordine crescente' }));
    // A new sort starts again from the first page, which the address leaves out.
    expect(screen.getByLabelText('location').textContent).toBe('/fruits');
    expect(seen.at(-1)).toMatchObject({ page: 0, descending: true });
  });

  it('opens on the page and size of the address', () => {
    seen = [];
    show(<Fruits all={fruits(40)} />, '/fruits?page=2&rowsPerPage=20');
    expect(seen[0]).toMatchObject({ page: 1, rowsPerPage: 20 });
    expect(screen.getByText('21–40 di 40')).toBeTruthy();
  });

  it('sorts on phones with the picker and the direction button', async () => {
    seen = [];
    show(<Fruits all={fruits(3)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ordine crescente' }));
    expect(seen.at(-1)).toMatchObject({ sortBy: 'name', descending: true });
    expect(screen.getAllByRole('listitem')[0]?.textContent).toBe('frutto 03');
    await userEvent.click(screen.getByRole('combobox', { name: 'Ordina per' }));
    await userEvent.click(screen.getByRole('option', { name: 'Numero' }));
    expect(seen.at(-1)).toMatchObject({ sortBy: 'id', page: 0 });
  });

  it('sorts by the sortable headers on wide screens only', async () => {
    wideScreen();
    seen = [];
    show(<Fruits all={fruits(3)} />);
    const table = screen.getByRole('table', { name: 'Frutti' });
    expect(within(table).queryByRole('button', { name: 'Fisso' })).toBeNull();
    await userEvent.click(within(table).getByRole('button', { name: 'Numero' }));
    expect(seen.at(-1)).toMatchObject({ sortBy: 'id', descending: false });
    await userEvent.click(within(table).getByRole('button', { name: 'Numero' }));
    expect(seen.at(-1)).toMatchObject({ sortBy: 'id', descending: true });
  });

  it('searches after a pause, from the first page, and says when nothing is found', async () => {
    seen = [];
    show(<Fruits all={fruits(40)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'kiwi');
    expect(await screen.findByText('Nessun frutto')).toBeTruthy();
    expect(seen.at(-1)).toMatchObject({ search: 'kiwi', page: 0 });
    // The search and its first page come together: no query searched on the page before.
    expect(seen.filter((q) => q.search !== '' && q.page !== 0)).toEqual([]);
    expect(seen.filter((q) => q.search === 'k' || q.search === 'ki')).toEqual([]);
    // The empty state's action clears the search, and the rows come back.
    expect(screen.getByTestId('empty-state').textContent).toContain('Nessun frutto');
    await userEvent.click(screen.getByRole('button', { name: 'Cancella la ricerca' }));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Cerca' }).value).toBe('');
    await waitFor(() => expect(screen.getByText('1–15 di 40')).toBeTruthy());
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });

  it("an empty table without a search offers the page's own action", () => {
    show(<Fruits all={[]} emptyAction={<button type="button">Aggiungi un frutto</button>} />);
    const empty = screen.getByTestId('empty-state');
    expect(within(empty).getByText('Nessun frutto')).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Aggiungi un frutto' })).toBeTruthy();
    expect(within(empty).queryByRole('button', { name: 'Cancella la ricerca' })).toBeNull();
  });

  it('moves back a page when the page it shows has emptied', async () => {
    seen = [];
    const { rerender } = show(<Fruits all={fruits(16)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pagina successiva' }));
    expect(screen.getByText('16–16 di 16')).toBeTruthy();
    rerender(<Fruits all={fruits(15)} />);
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ page: 0 }));
    expect(screen.getByText('1–15 di 15')).toBeTruthy();
  });
});
