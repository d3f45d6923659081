// The staff's orders board (issue 17), for ROLE_STORE and ROLE_ADMIN of the activity (or a super
// admin): the activity's orders, newest first, a page at a time, by status (open by default; the
// status and page in the address), read again every minute. Staff move an order as its status
// allows; marking it paid (its cashback goes on the card) and cancelling it (credit and stock go
// back) are asked first. With a weak signal the last known page stays, with its time.
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type BoardOrder, formatPrice, isPaidStatus } from '@tessera/domain';
import { useId, useState } from 'react';
import { CardSkeletons } from '../../../components/CardSkeletons.tsx';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LastKnownList } from '../../../components/LastKnownList.tsx';
import { ListPagination } from '../../../components/ListPagination.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { useBoardOrders } from '../api/get-board-orders.ts';
import { useMoveOrder } from '../api/move-order.ts';
import { ASKED_FIRST, BOARD_FILTERS, type StaffMove, useBoardFilter } from '../boardFilter.ts';
import { BoardOrderCard, moveLabel } from '../components/BoardOrderCard.tsx';

interface Asked {
  order: BoardOrder;
  to: StaffMove;
}

/** What the question before a paid or cancelled move says: what happens to the money. */
function questionOf(t: TFunction, { order: o, to }: Asked) {
  const customer = o.customer.name;
  if (to === 'paid') {
    const earned = [
      o.cashback > 0 ? formatPrice(o.cashback) : '',
      o.points > 0 ? t('ordersBoard.points', { count: o.points }) : '',
    ].filter(Boolean);
    return {
      title: t('ordersBoard.paidDialog.title', { id: o.id }),
      message: [
        t('ordersBoard.paidDialog.message', { customer, total: formatPrice(o.total) }),
        earned.length ? t('ordersBoard.paidDialog.earned', { earned: earned.join(' + ') }) : '',
      ],
    };
  }
  const paid = isPaidStatus(o.status);
  return {
    title: t('ordersBoard.cancelDialog.title', { id: o.id }),
    message: [
      t('ordersBoard.cancelDialog.message', { customer }),
      o.usedCredit > 0
        ? t('ordersBoard.cancelDialog.credit', { credit: formatPrice(o.usedCredit) })
        : '',
      paid && (o.cashback > 0 || o.points > 0) ? t('ordersBoard.cancelDialog.cashback') : '',
      paid && o.total > 0
        ? t('ordersBoard.cancelDialog.refund', { total: formatPrice(o.total) })
        : '',
    ],
  };
}

export default function OrdersBoardPage() {
  const { t } = useTranslation();
  usePageTitle(t('ordersBoard.title'));
  const ids = useId();
  const [filter, setFilter] = useBoardFilter();
  const [paging, setPaging] = usePageParams();
  const orders = useBoardOrders({ status: filter, ...paging });
  const move = useMoveOrder();
  const timeZone = useConfiguration().data?.timeZone ?? 'Europe/Rome';
  const [asked, setAsked] = useState<Asked | null>(null);

  const send = (order: BoardOrder, to: StaffMove) =>
    move.mutate(
      { id: order.id, status: to },
      {
        onSuccess: () =>
          notify.success(
            t(
              to === 'collected' && order.shippingType === 'S'
                ? 'ordersBoard.done.collectedInStore'
                : `ordersBoard.done.${to}`,
              { id: order.id },
            ),
          ),
      },
    );
  const onMove = (order: BoardOrder, to: StaffMove) =>
    ASKED_FIRST.includes(to) ? setAsked({ order, to }) : send(order, to);
  const question = asked ? questionOf(t, asked) : null;

  return (
    <>
      <Tabs
        value={filter}
        onChange={(_, v: (typeof BOARD_FILTERS)[number]) => setFilter(v)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('ordersBoard.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {BOARD_FILTERS.map((f) => (
          <Tab
            key={f}
            value={f}
            label={t(`ordersBoard.tabs.${f}`)}
            id={`${ids}-tab-${f}`}
            aria-controls={f === filter ? `${ids}-panel` : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${filter}`}>
        <LastKnownList
          query={orders}
          isEmpty={(page) => page.totalRows === 0}
          empty={
            <EmptyState icon={<ReceiptLong />}>
              {t(filter === 'open' ? 'ordersBoard.emptyOpen' : 'ordersBoard.emptyStatus')}
            </EmptyState>
          }
          skeleton={<CardSkeletons height={180} testId="board-skeleton" />}
        >
          {(page) => (
            <>
              <Box
                component="ul"
                aria-labelledby={`${ids}-tab-${filter}`}
                aria-busy={orders.isPlaceholderData || undefined}
                sx={{
                  listStyle: 'none',
                  m: 0,
                  p: 0,
                  display: 'grid',
                  gap: 1.5,
                  opacity: orders.isPlaceholderData ? 0.6 : 1,
                }}
              >
                {page.rows.map((o) => (
                  <BoardOrderCard
                    key={o.id}
                    order={o}
                    timeZone={timeZone}
                    busy={move.isPending && move.variables?.id === o.id}
                    onMove={onMove}
                  />
                ))}
              </Box>
              <ListPagination
                count={page.totalRows}
                page={paging.page}
                rowsPerPage={paging.rowsPerPage}
                onPageChange={(p) => setPaging({ page: p })}
                onRowsPerPageChange={(n) => setPaging({ rowsPerPage: n })}
              />
            </>
          )}
        </LastKnownList>
      </Box>
      <ConfirmDialog
        open={asked !== null}
        title={question?.title ?? ''}
        message={question?.message.filter(Boolean).join(' ') ?? ''}
        cancelLabel={t('ordersBoard.back')}
        confirmLabel={asked ? t(moveLabel(asked.order, asked.to)) : ''}
        onCancel={() => setAsked(null)}
        onConfirm={() => {
          if (asked) send(asked.order, asked.to);
          setAsked(null);
        }}
      />
    </>
  );
}
