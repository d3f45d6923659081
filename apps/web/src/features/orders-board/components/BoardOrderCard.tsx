// One order on the board: number, when (the activity's clock), status; who ordered (phone and
// e-mail a tap away); what, at the prices it was ordered at; the figures, how it travels and is
// paid, the pick-up time or the address; then the moves it allows. One column on a phone; three
// (who, what, money and delivery) from a desk's width.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type BoardOrder,
  type CartLine,
  formatDate,
  formatPrice,
  telUrl,
  wallClockOf,
} from '@tessera/domain';
import { ORDER_STATUS_COLORS, OrderStatusChip } from '../../../components/OrderStatusChip.tsx';
import type { MessageKey } from '../../../lib/i18n.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { movesOf, type StaffMove } from '../boardFilter.ts';

/** When the order was made, on the activity's clock: "24-11-2026 10:05". */
export function orderWhen(created: string, timeZone: string) {
  const at = wallClockOf(new Date(created), timeZone);
  return `${formatDate(at.date)} ${at.time}`;
}

/** A move's button text: an order picked up in store is collected, others delivered. */
export const moveLabel = (order: BoardOrder, to: StaffMove): MessageKey =>
  to === 'collected' && order.shippingType === 'S'
    ? 'ordersBoard.action.collectedInStore'
    : `ordersBoard.action.${to}`;

const variantOf = (l: CartLine) => [l.colorName, l.size].filter(Boolean).join(', ');

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'space-between', fontWeight: strong ? 700 : undefined }}
    >
      <span>{label}</span>
      <span style={{ whiteSpace: 'nowrap' }}>{value}</span>
    </Stack>
  );
}

export interface BoardOrderCardProps {
  order: BoardOrder;
  timeZone: string;
  /** A move of this order is on its way. */
  busy: boolean;
  onMove(order: BoardOrder, to: StaffMove): void;
}

export function BoardOrderCard({ order: o, timeZone, busy, onMove }: BoardOrderCardProps) {
  const { t } = useTranslation();
  const titleId = `board-order-${o.id}`;
  const tel = telUrl(o.customer.phone);
  const moves = movesOf(o);
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      data-testid="board-order"
      sx={{
        p: 2,
        minWidth: 0,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        borderLeftWidth: 6,
        borderLeftColor: ORDER_STATUS_COLORS[o.status].background,
        bgcolor: 'background.paper',
        overflowWrap: 'anywhere',
      }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: 'minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr)',
          },
        }}
      >
        <Box>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('ordersBoard.number', { id: o.id })}
            </Typography>
            <OrderStatusChip order={o} reader="staff" />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {orderWhen(o.created, timeZone)}
          </Typography>
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{o.customer.name}</Typography>
          <Box sx={{ typography: 'body2' }}>
            {tel ? (
              <Link href={tel} sx={{ display: 'block' }}>
                {o.customer.phone}
              </Link>
            ) : (
              <Typography variant="inherit" color="text.secondary">
                {t('ordersBoard.noPhone')}
              </Typography>
            )}
            <Link href={`mailto:${o.customer.email}`}>{o.customer.email}</Link>
          </Box>
        </Box>

        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('ordersBoard.items', { count: o.itemCount })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, typography: 'body2' }}>
            {o.lines.map((l) => (
              <Box component="li" key={l.id} data-testid="board-line" sx={{ py: 0.25 }}>
                <Figure
                  label={t('ordersBoard.line', {
                    quantity: l.quantity,
                    name: variantOf(l) ? `${l.name} · ${variantOf(l)}` : l.name,
                  })}
                  value={formatPrice(l.lineTotal)}
                />
                {!l.available && (
                  <Typography variant="caption" color="text.secondary">
                    {t('ordersBoard.notSold')}
                  </Typography>
                )}
              </Box>
            ))}
          </Box>
        </Box>

        <Box sx={{ typography: 'body2' }}>
          <Figure label={t('ordersBoard.subtotal')} value={formatPrice(o.subtotal)} />
          <Figure
            label={`${t('ordersBoard.shipping')} · ${t(`ordersBoard.shippingType.${o.shippingType}`)}`}
            value={o.shippingPrice > 0 ? formatPrice(o.shippingPrice) : t('ordersBoard.free')}
          />
          {o.usedCredit > 0 && (
            <Figure label={t('ordersBoard.credit')} value={formatPrice(-o.usedCredit)} />
          )}
          <Figure label={t('ordersBoard.total')} value={formatPrice(o.total)} strong />
          <Typography variant="inherit" sx={{ mt: 0.5 }}>
            {t('ordersBoard.payment', { type: t(`ordersBoard.paymentType.${o.paymentType}`) })}
          </Typography>
          {o.orderTimeRequest && (
            <Typography variant="inherit" sx={{ fontWeight: 700 }}>
              {t('ordersBoard.pickUp', { time: o.orderTimeRequest })}
            </Typography>
          )}
          {o.address && (
            <Typography variant="inherit">
              {t('ordersBoard.deliverTo', { address: o.address })}
            </Typography>
          )}
        </Box>
      </Box>

      {moves.length > 0 && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {moves.map((to, i) => {
            const action = t(moveLabel(o, to));
            return (
              <Button
                key={to}
                variant={i === 0 && to !== 'cancelled' ? 'contained' : 'outlined'}
                color={to === 'cancelled' ? 'error' : 'primary'}
                disabled={busy}
                aria-label={t('ordersBoard.actionOf', { action, id: o.id })}
                onClick={() => onMove(o, to)}
              >
                {action}
              </Button>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
