// The staff's orders board (issue 17), for ROLE_STORE and ROLE_ADMIN of the activity (or a super
// admin): the activity's orders a page at a time, by status (open by default) and search (an
// order number or a name; status, search and page in the address). Take-away orders still to hand
// over come first, by pick-up time (the server's order). Staff move an order as its status
// allows; marking it paid (its cashback goes on the card) and cancelling it (credit and stock go
// back) are asked first; every move then waits 5 s under an undo before it is sent, so nothing
// moves money and comes back. With a weak signal the last known page stays, with its time.
// Live (issue 22): the board's stream reads the list again within a second of any change; while
// it is down the board polls every 15 s. A new order rings (switchable) and is counted in the tab
// title and the drawer until the clerk is back on the page (a tap, a key, the tab shown again).
// Money (issue 22): cancelling a paid online order refunds it at the provider by itself (the
// question says so; a bank transfer or a payment in store the shop gives back); a line is removed
// after a question naming it and what happens; a refund the provider refused is asked again.
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Search from '@mui/icons-material/Search';
import VolumeOff from '@mui/icons-material/VolumeOff';
import VolumeUp from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueryClient } from '@tanstack/react-query';
import {
  type BoardOrder,
  type CartLine,
  formatPrice,
  isPaidStatus,
  SNACKBAR_TIMEOUT,
} from '@tessera/domain';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { CardSkeletons } from '../../../components/CardSkeletons.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PagedCards } from '../../../components/PagedCards.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { useLiveStream } from '../../../lib/live-stream.ts';
import { newOrdersStore } from '../../../lib/newOrders.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useStore } from '../../../lib/store.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { boardKeys, useBoardOrders } from '../api/get-board-orders.ts';
import { useMoveOrder } from '../api/move-order.ts';
import { useRemoveOrderLine, useRetryRefund } from '../api/order-money.ts';
import {
  ASKED_FIRST,
  BOARD_FILTERS,
  type StaffMove,
  useBoardFilter,
  useBoardSearch,
} from '../boardFilter.ts';
import {
  BoardOrderCard,
  type BoardRefund,
  lineName,
  moveLabel,
} from '../components/BoardOrderCard.tsx';
import { OrderMailSwitch } from '../components/OrderMailSwitch.tsx';
import { useNewOrders } from '../live/new-orders.ts';
import { useRing } from '../live/ring.ts';

/** How long a move waits under its undo before it is sent (SPEC §9's typical snackbar). */
export const UNDO_MS = SNACKBAR_TIMEOUT.typical;
/** How often the board reads again by itself while its stream is down. */
export const POLL_MS = 15_000;
/** While the stream is live: a slow safety read all the same. */
const LIVE_POLL_MS = 5 * 60_000;

/** What the question before a paid or cancelled move says: what happens to the money. */
function questionOf(t: TFunction, o: BoardOrder, to: StaffMove) {
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
      ]
        .filter(Boolean)
        .join(' '),
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
        ? o.paymentType === 'S' || o.paymentType === 'P'
          ? t(`ordersBoard.cancelDialog.refundOnline.${o.paymentType}`, {
              total: formatPrice(o.total),
            })
          : t('ordersBoard.cancelDialog.refundShop', { total: formatPrice(o.total) })
        : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/** What the question before removing a line says: the line, its stock, the money. */
function removalOf(t: TFunction, o: BoardOrder, l: CartLine) {
  const name = lineName(l);
  const paid = isPaidStatus(o.status);
  const online = o.paymentType === 'S' || o.paymentType === 'P';
  return {
    title: t('ordersBoard.removeLine.title', { name, id: o.id }),
    message: [
      t('ordersBoard.removeLine.message', {
        quantity: l.quantity,
        name,
        total: formatPrice(l.lineTotal),
      }),
      paid && (o.cashback > 0 || o.points > 0) ? t('ordersBoard.removeLine.cashback') : '',
      paid && online
        ? t('ordersBoard.removeLine.refundOnline', {
            payment: t(`ordersBoard.paymentType.${o.paymentType}`),
          })
        : '',
      paid && !online ? t('ordersBoard.removeLine.refundShop') : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

/** The new orders counted since the clerk last looked: cleared by a tap, a key or the tab shown. */
function useNewOrderCount() {
  const count = useStore(newOrdersStore);
  useEffect(() => {
    const seen = () => {
      if (document.visibilityState === 'visible') newOrdersStore.set(0);
    };
    window.addEventListener('pointerdown', seen);
    window.addEventListener('keydown', seen);
    window.addEventListener('focus', seen);
    document.addEventListener('visibilitychange', seen);
    return () => {
      window.removeEventListener('pointerdown', seen);
      window.removeEventListener('keydown', seen);
      window.removeEventListener('focus', seen);
      document.removeEventListener('visibilitychange', seen);
      // Off the board nothing counts: the drawer shows no stale number.
      newOrdersStore.set(0);
    };
  }, []);
  return count;
}

interface Waiting {
  order: BoardOrder;
  to: StaffMove;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Moves wait UNDO_MS under an undo before they are sent; a second move sends the first at once,
 * and so does leaving the board. Closing the tab meanwhile asks first (the browser's question).
 */
function useUndoableMoves(send: (order: BoardOrder, to: StaffMove) => void) {
  const { t } = useTranslation();
  const waitingRef = useRef<Waiting | null>(null);
  const [waiting, setWaiting] = useState<{ id: number; to: StaffMove } | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;
  const commit = useCallback(() => {
    const w = waitingRef.current;
    if (!w) return;
    clearTimeout(w.timer);
    waitingRef.current = null;
    setWaiting(null);
    sendRef.current(w.order, w.to);
  }, []);
  const schedule = (order: BoardOrder, to: StaffMove) => {
    commit();
    const timer = setTimeout(commit, UNDO_MS);
    waitingRef.current = { order, to, timer };
    setWaiting({ id: order.id, to });
    notify.undoable(
      t('ordersBoard.undo.pending', { id: order.id, action: t(moveLabel(order, to)) }),
      () => {
        if (waitingRef.current?.timer !== timer) return;
        clearTimeout(timer);
        waitingRef.current = null;
        setWaiting(null);
      },
      UNDO_MS,
    );
  };
  useEffect(() => commit, [commit]);
  useEffect(() => {
    if (!waiting) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', ask);
    window.addEventListener('pagehide', commit);
    return () => {
      window.removeEventListener('beforeunload', ask);
      window.removeEventListener('pagehide', commit);
    };
  }, [waiting, commit]);
  return { waiting, schedule };
}

/** The search box: what is typed goes to the address (and the server) after a short pause. */
function SearchBox() {
  const { t } = useTranslation();
  const [q, setQ] = useBoardSearch();
  const [text, setText] = useState(q);
  // Back, a link or the tab's own change: the box follows the address (not while typing).
  useEffect(() => setText((current) => (current.trim() === q ? current : q)), [q]);
  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => setQ(text), 300);
    return () => clearTimeout(timer);
  }, [text, q, setQ]);
  return (
    <TextField
      type="search"
      size="small"
      label={t('ordersBoard.search.label')}
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={{ flex: '1 1 220px', maxWidth: 360 }}
      slotProps={{
        htmlInput: { maxLength: 100, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function OrdersBoardPage() {
  const { t } = useTranslation();
  const newOrders = useNewOrderCount();
  const title = t('ordersBoard.title');
  usePageTitle(newOrders ? `(${newOrders}) ${title}` : title);
  const ids = useId();
  const { activityId } = useSession();
  const queryClient = useQueryClient();
  const readAgain = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: boardKeys.all }),
    [queryClient],
  );
  const live = useLiveStream(activityId ? `/api/activities/${activityId}/orders/events` : null, {
    onChange: readAgain,
    onUnauthorized: readAgain,
  });
  const poll = live ? LIVE_POLL_MS : POLL_MS;
  const sound = useRing();
  const soundLabel = t(
    sound.locked
      ? 'ordersBoard.sound.unlock'
      : sound.on
        ? 'ordersBoard.sound.on'
        : 'ordersBoard.sound.off',
  );
  useNewOrders(poll, (count) => {
    newOrdersStore.set((n) => n + count);
    sound.ring();
  });
  const compact = !useMediaQuery(useTheme().breakpoints.up('sm'));
  const [filter, setFilter] = useBoardFilter();
  const [q] = useBoardSearch();
  const [paging, setPaging] = usePageParams();
  const orders = useBoardOrders({ status: filter, q, ...paging }, poll);
  const move = useMoveOrder();
  const timeZone = useConfiguration().data?.timeZone ?? 'Europe/Rome';
  const removeLine = useRemoveOrderLine();
  const retry = useRetryRefund();
  const [confirm, confirmDialog] = useConfirm();
  const onRetryRefund = (order: BoardOrder, refund: BoardRefund) =>
    retry.mutate(
      { orderId: order.id, refundId: refund.id },
      {
        onSuccess: (after) => {
          const now = after.refunds.find((r) => r.id === refund.id);
          const vars = { id: order.id, amount: formatPrice(refund.amount) };
          if (now?.status === 'failed') {
            notify.error(
              t('ordersBoard.refunds.retried.failed', { ...vars, error: now.error ?? '' }),
            );
          } else {
            notify.success(
              t(
                now?.status === 'pending'
                  ? 'ordersBoard.refunds.retried.pending'
                  : 'ordersBoard.refunds.retried.succeeded',
                vars,
              ),
            );
          }
        },
      },
    );
  const onRemoveLine = async (order: BoardOrder, line: CartLine) => {
    const yes = await confirm({
      ...removalOf(t, order, line),
      cancelLabel: t('ordersBoard.back'),
      confirmLabel: t('ordersBoard.removeLine.confirm'),
    });
    if (!yes) return;
    removeLine.mutate(
      { orderId: order.id, lineId: line.id },
      {
        onSuccess: () =>
          notify.success(t('ordersBoard.removeLine.done', { name: lineName(line), id: order.id })),
      },
    );
  };

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
  const { waiting, schedule } = useUndoableMoves(send);
  const onMove = async (order: BoardOrder, to: StaffMove) => {
    if (ASKED_FIRST.includes(to)) {
      const yes = await confirm({
        ...questionOf(t, order, to),
        cancelLabel: t('ordersBoard.back'),
        confirmLabel: t(moveLabel(order, to)),
      });
      if (!yes) return;
    }
    schedule(order, to);
  };

  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
      >
        <SearchBox />
        <Typography
          variant="body2"
          color="text.secondary"
          data-testid="board-live"
          sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: live ? 'success.main' : 'warning.main',
            }}
          />
          {t(live ? 'ordersBoard.live.on' : 'ordersBoard.live.off')}
        </Typography>
        {/* One button whatever its state: the first tap unlocking the audio moves nothing under the
            finger (a button appearing or going would shift the cards as they are tapped). */}
        <Tooltip title={soundLabel}>
          <IconButton
            aria-label={soundLabel}
            aria-pressed={sound.on}
            color={sound.locked ? 'warning' : 'default'}
            onClick={() => sound.setOn(sound.locked || !sound.on)}
          >
            {sound.on && !sound.locked ? <VolumeUp /> : <VolumeOff />}
          </IconButton>
        </Tooltip>
        <Box sx={{ ml: 'auto' }}>
          <OrderMailSwitch />
        </Box>
      </Stack>
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
        <PagedCards
          query={orders}
          paging={paging}
          onPaging={setPaging}
          as="ul"
          labelledBy={`${ids}-tab-${filter}`}
          gap={1.5}
          empty={
            <EmptyState icon={<ReceiptLong />}>
              {q
                ? t('ordersBoard.search.empty', { q })
                : t(filter === 'open' ? 'ordersBoard.emptyOpen' : 'ordersBoard.emptyStatus')}
            </EmptyState>
          }
          skeleton={<CardSkeletons height={180} testId="board-skeleton" />}
        >
          {(rows) =>
            rows.map((o) => (
              <BoardOrderCard
                key={o.id}
                order={o}
                timeZone={timeZone}
                busy={
                  (move.isPending && move.variables?.id === o.id) ||
                  (removeLine.isPending && removeLine.variables?.orderId === o.id)
                }
                waiting={waiting?.id === o.id ? t(moveLabel(o, waiting.to)) : undefined}
                compact={compact}
                retrying={retry.isPending ? retry.variables?.refundId : null}
                onMove={onMove}
                onRemoveLine={onRemoveLine}
                onRetryRefund={onRetryRefund}
              />
            ))
          }
        </PagedCards>
      </Box>
      {confirmDialog}
    </>
  );
}
