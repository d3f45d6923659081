// What an order says beyond its figures (issue 22), shown on the success page, in my orders and in
// the order's details: a test order's mark, how to pay a bank transfer (payee, IBAN grouped by 4
// and the reference, each with a copy button), where and when it is picked up or delivered with
// the delivery estimate, and the state of its refunds.
import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice, type Order } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { useShippings } from '../api/checkout.ts';

/** An IBAN as people read and type it: groups of 4 characters. */
export const groupIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** Paid through the built-in test checkout: no real money moved. */
export function TestOrderMark({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (!order.testPayment) return null;
  return (
    <Alert severity="info" data-testid="test-order">
      {t('checkout.facts.test')}
    </Alert>
  );
}

function Copyable({ label, value, shown }: { label: string; value: string; shown: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success(t('checkout.bank.copied', { what: label }));
    } catch {
      notify.error();
    }
  };
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Stack
        component="dd"
        direction="row"
        sx={{ m: 0, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography
          component="span"
          sx={{ fontWeight: 600, overflowWrap: 'anywhere', fontVariantNumeric: 'tabular-nums' }}
        >
          {shown}
        </Typography>
        <IconButton
          onClick={() => void copy()}
          aria-label={t('checkout.bank.copy', { what: label })}
          size="small"
        >
          <ContentCopy fontSize="small" />
        </IconButton>
      </Stack>
    </div>
  );
}

/** How to pay a bank-transfer order still to be paid: whom, the IBAN and the reference. */
export function BankTransferBox({ order }: { order: Order }) {
  const { t } = useTranslation();
  const bank = order.bankTransfer;
  if (!bank || order.status !== 'placed') return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`bank-${order.id}`}
      sx={{ p: 2 }}
      data-testid="bank-transfer"
    >
      <Typography
        id={`bank-${order.id}`}
        variant="subtitle1"
        component="h3"
        sx={{ fontWeight: 700 }}
      >
        {t('checkout.bank.title')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('checkout.bank.intro', { total: formatPrice(order.total) })}
      </Typography>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>
        <Copyable label={t('checkout.bank.payee')} value={bank.payee} shown={bank.payee} />
        <Copyable label={t('checkout.bank.iban')} value={bank.iban} shown={groupIban(bank.iban)} />
        <Copyable
          label={t('checkout.bank.reference')}
          value={bank.reference}
          shown={bank.reference}
        />
      </Stack>
    </Paper>
  );
}

/** Where and when: the pick-up store and time, or the delivery address and its estimate. */
export function OrderDelivery({ order }: { order: Order }) {
  const { t } = useTranslation();
  const shipping = useShippings().data?.find((s) => s.type === order.shippingType);
  const rows: string[] = [];
  if (order.shippingType === 'S') {
    const store = order.pickUpStore;
    if (store) {
      const place = [store.name, store.address].filter(Boolean).join(', ');
      rows.push(t('checkout.facts.pickUpAt', { place }));
    }
    if (order.orderTimeRequest) {
      rows.push(t('checkout.facts.pickUpTime', { time: order.orderTimeRequest }));
    }
  } else {
    if (order.address) rows.push(t('checkout.facts.deliverTo', { address: order.address }));
    const from = shipping?.shippingDaysFrom ?? 0;
    const to = shipping?.shippingDaysTo ?? 0;
    if (to > 0 && order.status !== 'cancelled' && order.status !== 'collected') {
      rows.push(
        from > 0 && from < to
          ? t('checkout.facts.estimate', { from, to })
          : t('checkout.facts.estimateDays', { count: to }),
      );
    }
  }
  if (!rows.length) return null;
  return (
    <Stack spacing={0.5} data-testid="order-delivery">
      {rows.map((r) => (
        <Typography key={r} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {r}
        </Typography>
      ))}
    </Stack>
  );
}

/** The money given back at the provider and how far each refund is. */
export function OrderRefunds({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (!order.refunds.length) return null;
  return (
    <Stack spacing={0.5} data-testid="order-refunds">
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('checkout.refunds.title')}
      </Typography>
      {order.refunds.map((r) => (
        <Typography key={r.id} variant="body2" color={r.status === 'failed' ? 'error' : undefined}>
          {t('checkout.refunds.line', {
            amount: formatPrice(r.amount),
            state: t(`checkout.refunds.status.${r.status}`),
          })}{' '}
          ({t(r.reason === 'line' ? 'checkout.refunds.lineRemoved' : 'checkout.refunds.cancelled')})
        </Typography>
      ))}
    </Stack>
  );
}
