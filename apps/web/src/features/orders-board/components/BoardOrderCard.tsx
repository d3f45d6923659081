// One order on the board: number, when (the activity's clock), status; who ordered (phone and
// e-mail a tap away); what, at the prices it was ordered at; the figures, how it travels and is
// paid, the pick-up time or the address; then the moves it allows. One column on a phone; three
// (who, what, money and delivery) from a desk's width. A take-away order shows its pick-up time at
// the top (issue 22). Compact on a phone: number, status, pick-up time, customer, items and total
// in a few lines, the rest behind Details. A move waiting out its undo says so, its buttons off.
// Issue 22: each refund's state (with the provider's words when it failed, and a retry); a test
// payment marked as such; a remove button per line while the order can still change (placed,
// paid, ready) and has more than one line.
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type BoardOrder,
  type CartLine,
  formatDate,
  formatPrice,
  type OrderStatus,
  telUrl,
  wallClockOf,
} from '@tessera/domain';
import { useId, useState } from 'react';
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

/** A line's name as the board shows it: "Maglia · Blu, M". */
export const lineName = (l: CartLine) => (variantOf(l) ? `${l.name} · ${variantOf(l)}` : l.name);

export type BoardRefund = BoardOrder['refunds'][number];

/** The statuses whose lines staff may still remove (the server's rule, issue 22). */
const LINES_REMOVABLE: readonly OrderStatus[] = ['placed', 'paid', 'ready'];

/** A line can go while the order can still change and keeps at least one line. */
export const canRemoveLines = (o: BoardOrder) =>
  LINES_REMOVABLE.includes(o.status) && o.lines.length > 1;

const REFUND_COLORS: Record<BoardRefund['status'], string> = {
  pending: 'text.primary',
  succeeded: 'success.dark',
  failed: 'error.dark',
};

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
  /** A move waiting out its undo (not sent yet): the button text of that move. */
  waiting?: string;
  /** A phone's compact row: the details behind a button. */
  compact?: boolean;
  /** The refund being asked again, if any. */
  retrying?: number | null;
  onMove(order: BoardOrder, to: StaffMove): void;
  onRemoveLine?(order: BoardOrder, line: CartLine): void;
  onRetryRefund?(order: BoardOrder, refund: BoardRefund): void;
}

/** The order's refunds: amount, why, state; a failed one with the provider's words and a retry. */
function Refunds({
  order: o,
  retrying,
  onRetry,
}: {
  order: BoardOrder;
  retrying?: number | null;
  onRetry?(order: BoardOrder, refund: BoardRefund): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Box data-testid="board-refunds" sx={{ mt: 1, typography: 'body2' }}>
      <Typography id={titleId} variant="body2" sx={{ fontWeight: 600 }}>
        {t('ordersBoard.refunds.title')}
      </Typography>
      <Box component="ul" aria-labelledby={titleId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {o.refunds.map((r) => (
          <Box component="li" key={r.id} data-testid="board-refund" sx={{ py: 0.25 }}>
            <Figure
              label={t(`ordersBoard.refunds.reason.${r.reason}`)}
              value={formatPrice(r.amount)}
            />
            <Typography
              variant="inherit"
              data-testid="board-refund-status"
              sx={{ fontWeight: 600, color: REFUND_COLORS[r.status] }}
            >
              {t(`ordersBoard.refunds.status.${r.status}`)}
            </Typography>
            {r.status === 'failed' && r.error && (
              <Typography variant="inherit" color="text.secondary">
                {t('ordersBoard.refunds.error', { error: r.error })}
              </Typography>
            )}
            {r.status === 'failed' && onRetry && (
              <Button
                size="small"
                variant="outlined"
                color="error"
                disabled={retrying === r.id}
                aria-label={t('ordersBoard.refunds.retryOf', {
                  amount: formatPrice(r.amount),
                  id: o.id,
                })}
                onClick={() => onRetry(o, r)}
                sx={{ mt: 0.5 }}
              >
                {t('ordersBoard.refunds.retry')}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function BoardOrderCard({
  order: o,
  timeZone,
  busy,
  waiting,
  compact = false,
  retrying,
  onMove,
  onRemoveLine,
  onRetryRefund,
}: BoardOrderCardProps) {
  const { t } = useTranslation();
  const titleId = `board-order-${o.id}`;
  const detailsId = useId();
  const [open, setOpen] = useState(false);
  const tel = telUrl(o.customer.phone);
  const moves = movesOf(o);
  const details = !compact || open;
  const removable = Boolean(onRemoveLine) && canRemoveLines(o) && !busy && !waiting;
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      data-testid="board-order"
      sx={{
        p: compact ? 1.5 : 2,
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
          {o.orderTimeRequest && (
            <Typography
              data-testid="board-pick-up"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700, mb: 0.5 }}
            >
              <Schedule fontSize="small" aria-hidden />
              {t('ordersBoard.pickUp', { time: o.orderTimeRequest })}
            </Typography>
          )}
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
            {o.testPayment && (
              <Chip
                component="span"
                size="small"
                variant="outlined"
                label={t('ordersBoard.testPayment')}
                title={t('ordersBoard.testPaymentNote')}
                data-testid="board-test-payment"
              />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {orderWhen(o.created, timeZone)}
          </Typography>
          <Typography sx={{ mt: compact ? 0.5 : 1, fontWeight: 600 }}>{o.customer.name}</Typography>
          {compact && (
            <Typography variant="body2">
              {t('ordersBoard.items', { count: o.itemCount })} · {formatPrice(o.total)}
            </Typography>
          )}
          {details && (
            <Box sx={{ typography: 'body2' }} id={compact ? detailsId : undefined}>
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
          )}
        </Box>

        {details && (
          <>
            <Box>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('ordersBoard.items', { count: o.itemCount })}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, typography: 'body2' }}>
                {o.lines.map((l) => (
                  <Box
                    component="li"
                    key={l.id}
                    data-testid="board-line"
                    sx={{ py: 0.25, display: 'flex', alignItems: 'center', gap: 0.5 }}
                  >
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <Figure
                        label={t('ordersBoard.line', { quantity: l.quantity, name: lineName(l) })}
                        value={formatPrice(l.lineTotal)}
                      />
                      {!l.available && (
                        <Typography variant="caption" color="text.secondary">
                          {t('ordersBoard.notSold')}
                        </Typography>
                      )}
                    </Box>
                    {removable && (
                      <IconButton
                        size="small"
                        color="error"
                        aria-label={t('ordersBoard.removeLine.label', {
                          name: lineName(l),
                          id: o.id,
                        })}
                        onClick={() => onRemoveLine?.(o, l)}
                        sx={{ p: 1, my: -0.5 }}
                      >
                        <DeleteOutlined fontSize="small" />
                      </IconButton>
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
              {o.address && (
                <Typography variant="inherit">
                  {t('ordersBoard.deliverTo', { address: o.address })}
                </Typography>
              )}
            </Box>
          </>
        )}
      </Box>

      {o.refunds.length > 0 && <Refunds order={o} retrying={retrying} onRetry={onRetryRefund} />}

      {waiting && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
          {t('ordersBoard.undo.waiting', { action: waiting })}
        </Typography>
      )}

      {(moves.length > 0 || compact) && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mt: compact ? 1 : 1.5, flexWrap: 'wrap' }}
        >
          {moves.map((to, i) => {
            const action = t(moveLabel(o, to));
            return (
              <Button
                key={to}
                variant={i === 0 && to !== 'cancelled' ? 'contained' : 'outlined'}
                color={to === 'cancelled' ? 'error' : 'primary'}
                disabled={busy || Boolean(waiting)}
                size={compact ? 'small' : 'medium'}
                aria-label={t('ordersBoard.actionOf', { action, id: o.id })}
                onClick={() => onMove(o, to)}
              >
                {action}
              </Button>
            );
          })}
          {compact && (
            <Button
              size="small"
              aria-expanded={open}
              aria-controls={detailsId}
              onClick={() => setOpen((v) => !v)}
              sx={{ ml: 'auto' }}
            >
              {t(open ? 'ordersBoard.details.hide' : 'ordersBoard.details.show')}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
