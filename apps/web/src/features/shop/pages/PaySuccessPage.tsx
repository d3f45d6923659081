// /shop/pay/success (SPEC §2): after an order is sent. Back from an online payment
// (?session_id=<id>) it completes the order from what the provider says of the session (PUT
// /api/itemorders/paid/session/<id>, safe to repeat, asked again while the provider has not
// confirmed, 409 payment_not_done); after a placed order it shows the order the checkout handed
// over. Either way (issue 22): SPEC's "Ordine inviato correttamente", the order's number, status,
// lines, total and what it earned, where and when it is picked up or delivered with the delivery
// estimate, how to pay a bank transfer (payee, IBAN, reference), a test order's mark, and the way
// to my orders and the shop.
import CheckCircle from '@mui/icons-material/CheckCircle';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { eurosToCents, formatPrice, type Order } from '@tessera/domain';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { OrderStatusChip } from '../../../components/OrderStatusChip.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useCurrentActivity } from '../../../lib/activity.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { useOrderLines } from '../api/orders.ts';
import { paymentExpired, useCompletedSession } from '../api/payment-session.ts';
import { CartLines } from '../components/CartLines.tsx';
import type { PlacedState } from '../components/Checkout.tsx';
import { earnedText } from '../components/CheckoutSummary.tsx';
import { BankTransferBox, OrderDelivery, TestOrderMark } from '../components/OrderFacts.tsx';

function Links() {
  const { t } = useTranslation();
  const { to } = useLanguage();
  return (
    <Stack spacing={1.5}>
      <Button component={Link} to={to('/shop/order/orders')} variant="contained">
        {t('checkout.success.myOrders')}
      </Button>
      <Button component={Link} to={to('/shop/shops')} variant="outlined">
        {t('checkout.success.shop')}
      </Button>
    </Stack>
  );
}

function Lines({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const lines = useOrderLines(orderId);
  return (
    <Stack spacing={1} component="section" aria-label={t('checkout.facts.lines')}>
      {lines.data ? (
        <CartLines lines={lines.data} readOnly />
      ) : lines.isError ? null : (
        <Skeleton variant="rounded" height={72} aria-busy="true" />
      )}
    </Stack>
  );
}

function OrderDone({ order }: { order: Order }) {
  const { t } = useTranslation();
  const cashBackType = useCurrentActivity()?.activity.cashBackType ?? 'E';
  const earned =
    order.status === 'cancelled'
      ? null
      : earnedText(
          t,
          { amountCents: eurosToCents(order.cashback), points: order.points },
          cashBackType,
        );
  return (
    <Stack spacing={2}>
      {order.status === 'cancelled' ? (
        <Alert severity="warning">{t('checkout.success.notPaid')}</Alert>
      ) : (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <CheckCircle color="success" aria-hidden="true" />
          <Typography variant="h5" component="h2">
            {t('checkout.sent')}
          </Typography>
        </Stack>
      )}
      <TestOrderMark order={order} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={1}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              {t('checkout.success.order', { id: order.id })}
            </Typography>
            <OrderStatusChip order={order} reader="customer" />
          </Stack>
          <Lines orderId={order.id} />
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography>{t('checkout.success.total')}</Typography>
            <Typography sx={{ fontWeight: 700 }}>{formatPrice(order.total)}</Typography>
          </Stack>
          {earned && (
            <Typography color="success.dark" sx={{ fontWeight: 600 }} data-testid="order-earned">
              {earned}
            </Typography>
          )}
          {order.status !== 'cancelled' && <OrderDelivery order={order} />}
        </Stack>
      </Paper>
      <BankTransferBox order={order} />
      {order.status === 'pending' && <Confirming />}
    </Stack>
  );
}

function Confirming() {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={20} aria-hidden="true" />
      <Typography>{t('checkout.success.confirming')}</Typography>
    </Stack>
  );
}

function PaidOnline({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation();
  const completed = useCompletedSession(sessionId);
  if (completed.data) return <OrderDone order={completed.data} />;
  if (completed.isError && paymentExpired(completed.error))
    return <Alert severity="warning">{t('checkout.success.notPaid')}</Alert>;
  if (completed.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void completed.refetch()}>
            {t('error.retry')}
          </Button>
        }
      >
        {t('checkout.success.failed')}
      </Alert>
    );
  return <Confirming />;
}

export default function PaySuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('checkout.success.title'));
  const sessionId = useSearchParams()[0].get('session_id');
  const placed = (useLocation().state as PlacedState | null)?.order;
  return (
    <Stack spacing={3} sx={{ maxWidth: 550, mx: 'auto', width: '100%' }}>
      {sessionId ? (
        <PaidOnline sessionId={sessionId} />
      ) : placed ? (
        <OrderDone order={placed} />
      ) : (
        <EmptyState icon={<ReceiptLong />}>{t('checkout.success.none')}</EmptyState>
      )}
      <Links />
    </Stack>
  );
}
