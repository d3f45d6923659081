// One of my orders (issue 17): its number and status in words (worded for the customer: a
// bank transfer awaited, delivered or collected by its shipping), a test order's mark, when, how
// many items and the total, how it travels and is paid, the pick-up time or the address, how to
// pay a bank transfer and the refunds' state (issue 22); then its lines, re-order and archive. Re-order puts the lines still sold back in the cart and goes there, handing over
// what was skipped (the cart page says which).
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatDate,
  formatPrice,
  isFinishedStatus,
  type Order,
  type ReorderResult,
  wallClockOf,
} from '@tessera/domain';
import { useNavigate } from 'react-router';
import { OrderStatusChip } from '../../../components/OrderStatusChip.tsx';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { useReorder } from '../api/orders.ts';
import { BankTransferBox, OrderRefunds } from './OrderFacts.tsx';

/** What /shop/cart is told after a re-order (router state). */
export interface ReorderedState {
  reorder: ReorderResult;
}

/** When the order was made, on the activity's clock: "10-03-2026 11:00". */
export function orderWhen(created: string, timeZone: string) {
  const at = wallClockOf(new Date(created), timeZone);
  return `${formatDate(at.date)} ${at.time}`;
}

/** "Corriere · Bonifico bancario". */
export const orderHow = (t: TFunction, o: Order) =>
  `${t(`checkout.shipping.${o.shippingType}`)} · ${t(`checkout.payment.${o.paymentType}`)}`;

/** Re-orders, says so, and goes to the cart with what was skipped. */
export function useReorderAndGo() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  const navigate = useNavigate();
  const reorder = useReorder();
  const go = (orderId: number) =>
    reorder.mutate(orderId, {
      onSuccess: (result) => {
        if (result.added > 0) notify.success(t('checkout.orders.reordered'));
        navigate(to('/shop/cart'), { state: { reorder: result } satisfies ReorderedState });
      },
    });
  return { go, pending: reorder.isPending };
}

export interface OrderCardProps {
  order: Order;
  timeZone: string;
  onDetails(): void;
  onReorder(): void;
  onArchive(): void;
  busy: boolean;
}

export function OrderCard({
  order: o,
  timeZone,
  onDetails,
  onReorder,
  onArchive,
  busy,
}: OrderCardProps) {
  const { t } = useTranslation();
  const titleId = `order-${o.id}`;
  const number = t('checkout.orders.number', { id: o.id });
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="my-order"
      sx={{ p: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {number}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {orderWhen(o.created, timeZone)}
          </Typography>
        </Stack>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          <OrderStatusChip order={o} reader="customer" />
          {o.testPayment && (
            <Chip
              component="span"
              size="small"
              variant="outlined"
              label={t('checkout.facts.testChip')}
              title={t('checkout.facts.test')}
              data-testid="test-order"
            />
          )}
        </Stack>
      </Stack>
      <Typography sx={{ mt: 1, fontWeight: 600 }}>
        {t('checkout.orders.items', { count: o.itemCount })} · {formatPrice(o.total)}
      </Typography>
      <Typography variant="body2">{orderHow(t, o)}</Typography>
      {o.orderTimeRequest && (
        <Typography variant="body2">
          {t('checkout.orders.pickUp', { time: o.orderTimeRequest })}
        </Typography>
      )}
      {o.address && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('checkout.orders.deliverTo', { address: o.address })}
        </Typography>
      )}
      {o.refunds.length > 0 && (
        <Stack sx={{ mt: 1 }}>
          <OrderRefunds order={o} />
        </Stack>
      )}
      {o.bankTransfer && o.status === 'placed' && (
        <Stack sx={{ mt: 1 }}>
          <BankTransferBox order={o} />
        </Stack>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          size="small"
          onClick={onDetails}
          aria-label={t('checkout.orders.detailsOf', { id: o.id })}
        >
          {t('checkout.orders.details')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          onClick={onReorder}
          disabled={busy}
          aria-label={`${t('checkout.orders.reorder')} · ${number}`}
        >
          {t('checkout.orders.reorder')}
        </Button>
        {isFinishedStatus(o.status) && !o.archived && (
          <Button
            size="small"
            onClick={onArchive}
            disabled={busy}
            aria-label={`${t('checkout.orders.archive')} · ${number}`}
          >
            {t('checkout.orders.archive')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
