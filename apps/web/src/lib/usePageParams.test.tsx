import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Where } from '../test-support.tsx';
import { pageParamsOf, usePageParams } from './usePageParams.ts';

function List() {
  const [paging, setPaging] = usePageParams();
  return (
    <>
      <output aria-label="paging">{`${paging.page}/${paging.rowsPerPage}`}</output>
      <button type="button" onClick={() => setPaging({ page: paging.page + 1 })}>
        next
      </button>
      <button type="button" onClick={() => setPaging({ rowsPerPage: 30 })}>
        thirty
      </button>
      <button type="button" onClick={() => setPaging({ page: 0 })}>
        first
      </button>
      <Link to="/detail">open</Link>
      <Where />
    </>
  );
}

const open = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <List /> },
      { path: '/detail', element: <Where /> },
      { path: '/home', element: <Where /> },
    ],
    { initialEntries: ['/home', path], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
};

const paging = () => screen.getByLabelText('paging').textContent;
const where = () => screen.getByLabelText('location').textContent;

describe('the page in the address', () => {
  it('reads the page (from 1) and the size; malformed or unoffered values are the defaults', () => {
    const of = (q: string) => pageParamsOf(new URLSearchParams(q));
    expect(of('page=2&rowsPerPage=20')).toEqual({ page: 1, rowsPerPage: 20 });
    expect(of('')).toEqual({ page: 0, rowsPerPage: 15 });
    expect(of('page=0&rowsPerPage=7')).toEqual({ page: 0, rowsPerPage: 15 });
    expect(of('page=-3&rowsPerPage=abc')).toEqual({ page: 0, rowsPerPage: 15 });
    expect(of('page=1.5&rowsPerPage=1e9')).toEqual({ page: 0, rowsPerPage: 15 });
    expect(pageParamsOf(new URLSearchParams('rowsPerPage=15'), [10])).toEqual({
      page: 0,
      rowsPerPage: 10,
    });
  });

  it('moves with the list, replacing the entry, and Back from a screen it opened returns to it', async () => {
    const user = userEvent.setup();
    const router = open('/list?tab=a');
    expect(paging()).toBe('0/15');
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(where()).toBe('/list?tab=a&page=2');
    expect(paging()).toBe('1/15');
    // A new size goes back to the first page; the default size and first page stay out.
    await user.click(screen.getByRole('button', { name: 'next' }));
    await user.click(screen.getByRole('button', { name: 'thirty' }));
    expect(where()).toBe('/list?tab=a&rowsPerPage=30');
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(where()).toBe('/list?tab=a&rowsPerPage=30&page=2');

    await user.click(screen.getByRole('link', { name: 'open' }));
    expect(where()).toBe('/detail');
    await router.navigate(-1);
    expect(await screen.findByText('1/30')).toBeTruthy();
    expect(where()).toBe('/list?tab=a&rowsPerPage=30&page=2');
    // Paging replaced its entries: one more Back leaves the list.
    await router.navigate(-1);
    expect(await screen.findByText('/home')).toBeTruthy();
  });

  it('opens on the page of the address', async () => {
    open('/list?page=3&rowsPerPage=50');
    expect(paging()).toBe('2/50');
    await userEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(where()).toBe('/list?rowsPerPage=50');
  });
});
