// A paged list's page and page size in the address (issue 15): `?page=2&rowsPerPage=20`, so Back
// from a screen the list opened, a reload or a shared link comes back to the same page. The
// address counts pages from 1, the screens from 0; the first page and the default size are left
// out of it. A page change replaces the entry: paging is not a step Back walks through.
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@tessera/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface PageParams {
  /** 0-based. */
  page: number;
  rowsPerPage: number;
}

export interface PagingOptions {
  /** The sizes the list offers (SPEC §9); the first one is the default. */
  sizes?: readonly number[];
}

const DEFAULT_SIZES: readonly number[] = [
  DEFAULT_PAGE_SIZE,
  ...PAGE_SIZES.filter((s) => s !== DEFAULT_PAGE_SIZE),
];

/** The page and size the address asks for; anything malformed or not offered is the default. */
export function pageParamsOf(params: URLSearchParams, sizes = DEFAULT_SIZES): PageParams {
  const page = Number(params.get('page'));
  const size = Number(params.get('rowsPerPage'));
  return {
    page: Number.isSafeInteger(page) && page > 1 ? page - 1 : 0,
    rowsPerPage: sizes.includes(size) ? size : (sizes[0] ?? DEFAULT_PAGE_SIZE),
  };
}

/**
 * The list's page from the address, and how to move it: `setPaging` takes the new page and/or
 * size (a new size alone goes back to the first page). Other parameters are kept.
 */
export function usePageParams({ sizes = DEFAULT_SIZES }: PagingOptions = {}) {
  const [params, setParams] = useSearchParams();
  const paging = pageParamsOf(params, sizes);
  const setPaging = useCallback(
    (next: Partial<PageParams>) =>
      setParams(
        (current) => {
          const was = pageParamsOf(current, sizes);
          const rowsPerPage = next.rowsPerPage ?? was.rowsPerPage;
          const resized = rowsPerPage !== was.rowsPerPage;
          const target = next.page ?? (resized ? 0 : was.page);
          const out = new URLSearchParams(current);
          if (target > 0) out.set('page', String(target + 1));
          else out.delete('page');
          if (rowsPerPage !== sizes[0]) out.set('rowsPerPage', String(rowsPerPage));
          else out.delete('rowsPerPage');
          return out;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams, sizes],
  );
  return [paging, setPaging] as const;
}
