// An order's lines in a dialog (SPEC §4 Orders: it opens when the order's articles are loaded and
// closes on request): the lines as ordered (GET /api/app/itemcarts/byorder/{id}), the order's
// figures, where and when it is picked up or delivered, a test order's mark, how to pay a bank
// transfer and the refunds' state (issue 22), and re-order.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPrice, type Order } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';
import { useOrderLines } from '../api/orders.ts';
import { CartLines } from './CartLines.tsx';
import { orderHow } from './OrderCard.tsx';
import { BankTransferBox, OrderDelivery, OrderRefunds, TestOrderMark } from './OrderFacts.tsx';

function Figure({ label, euros, strong }: { label: string; euros: number; strong?: boolean }) {
  const weight = strong ? 700 : 400;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: weight }}>
        {formatPrice(euros)}
      </Typography>
    </Stack>
  );
}

export function OrderLinesDialog({
  order,
  onClose,
  onReorder,
  busy,
}: {
  /** The order whose lines show; null: closed. */
  order: Order | null;
  onClose(): void;
  onReorder(): void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const lines = useOrderLines(order?.id ?? null);
  return (
    <Dialog open={order !== null} onClose={onClose} fullWidth aria-labelledby="order-lines-title">
      {order && (
        <>
          <DialogTitle id="order-lines-title">
            {t('checkout.orders.detailsOf', { id: order.id })}
          </DialogTitle>
          <DialogContent>
            <Stack spacing={2}>
              <TestOrderMark order={order} />
              <Typography variant="body2">{orderHow(t, order)}</Typography>
              <OrderDelivery order={order} />
              {lines.data ? (
                <CartLines lines={lines.data} readOnly />
              ) : (
                <Skeleton variant="rounded" height={96} aria-busy="true" />
              )}
              <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
                <Figure label={t('checkout.summary.subtotal')} euros={order.subtotal} />
                <Figure label={t('checkout.summary.shipping')} euros={order.shippingPrice} />
                {order.usedCredit > 0 && (
                  <Figure label={t('checkout.summary.credit')} euros={-order.usedCredit} />
                )}
                <Figure label={t('checkout.summary.total')} euros={order.total} strong />
              </Stack>
              <OrderRefunds order={order} />
              <BankTransferBox order={order} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('checkout.orders.close')}</Button>
            <Button variant="contained" onClick={onReorder} disabled={busy}>
              {t('checkout.orders.reorder')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
