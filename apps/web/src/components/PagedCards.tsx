// A server-paged list of cards (issue 15, issue 24): one page of cards, the pagination under them
// (page and size in the address: usePageParams), the previous page dimmed and marked busy while
// the next one loads, and what LastKnownList says around it: the skeleton of the first load, the
// empty state, the last known page with its time offline, Retry after a failed first fetch.
//
//   const [paging, setPaging] = usePageParams();
//   const coupons = useCouponCustomers(paging);
//   <PagedCards query={coupons} paging={paging} onPaging={setPaging}
//     label={t('offers.coupons.label')}
//     empty={<EmptyState icon={<LocalOffer />}>{t('offers.coupons.empty')}</EmptyState>}
//     skeleton={<CardSkeletons height={200} testId="coupon-skeleton" />}>
//     {(rows) => rows.map((c) => <Coupon key={c.id} coupon={c} />)}
//   </PagedCards>
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PageParams } from '../lib/usePageParams.ts';
import { LastKnownList } from './LastKnownList.tsx';
import { ListPagination } from './ListPagination.tsx';

/** One page of a list as the server answers it. */
export interface CardsPage<T> {
  rows: T[];
  totalRows: number;
}

export interface PagedCardsProps<T> {
  /** The page's query, offline-worthy (lib/offline.ts) to outlive a reload. */
  query: UseQueryResult<CardsPage<T>>;
  /** The page shown and how to move it: what usePageParams() returns. */
  paging: PageParams;
  onPaging(next: Partial<PageParams>): void;
  /**
   * What holds the cards: a section (the default), a list whose cards are `li`, or a plain box
   * for cards that bring their own list.
   */
  as?: 'section' | 'ul' | 'div';
  /** The cards' name for a screen reader: aria-label, or the id of what names them. */
  label?: string;
  labelledBy?: string;
  /** The space between cards (the theme's spacing units). */
  gap?: number;
  /** The list's own page size, not one to choose (scratch cards: ten): no size buttons. */
  fixedSize?: boolean;
  /** What an empty list shows: the shared EmptyState with its action. */
  empty: ReactNode;
  /** What stands in for the cards while the first page loads: CardSkeletons. */
  skeleton: ReactNode;
  /** The page's cards, each with its key. */
  children(rows: T[]): ReactNode;
}

const bareList = { listStyle: 'none', m: 0, p: 0 } as const;

export function PagedCards<T>(p: PagedCardsProps<T>) {
  const { query, paging } = p;
  const stale = query.isPlaceholderData;
  return (
    <LastKnownList
      query={query}
      isEmpty={(page) => page.totalRows === 0}
      empty={p.empty}
      skeleton={p.skeleton}
    >
      {(page) => (
        <>
          <Stack
            component={p.as ?? 'section'}
            aria-label={p.label}
            aria-labelledby={p.labelledBy}
            aria-busy={stale || undefined}
            useFlexGap
            spacing={p.gap ?? 1}
            sx={{ ...(p.as === 'ul' && bareList), opacity: stale ? 0.6 : 1 }}
          >
            {p.children(page.rows)}
          </Stack>
          <ListPagination
            count={page.totalRows}
            page={paging.page}
            rowsPerPage={paging.rowsPerPage}
            onPageChange={(n) => p.onPaging({ page: n })}
            onRowsPerPageChange={p.fixedSize ? undefined : (n) => p.onPaging({ rowsPerPage: n })}
          />
        </>
      )}
    </LastKnownList>
  );
}
