// An order's status as a chip, for the customer's orders and the staff's board: its word (each
// side words it for its reader) on its colour, each colour with a text colour that reads on it at
// 4.5:1 or more (WCAG 1.4.3, OrderStatusChip.test.tsx); never colour alone. The word follows the
// order as well as its status (issue 22): a placed bank-transfer order awaits the transfer for its
// customer; a courier or home order is delivered, a pick-up one collected, on both sides.
import Chip from '@mui/material/Chip';
import type { OrderStatus, PaymentType, ShippingType } from '@tessera/domain';
import { type MessageKey, useTranslation } from '../lib/i18n.ts';

export const ORDER_STATUS_COLORS: Record<OrderStatus, { background: string; color: string }> = {
  pending: { background: '#EF6C00', color: '#1A1A1A' },
  placed: { background: '#1565C0', color: '#FFFFFF' },
  paid: { background: '#2E7D32', color: '#FFFFFF' },
  ready: { background: '#6A1B9A', color: '#FFFFFF' },
  shipped: { background: '#00695C', color: '#FFFFFF' },
  collected: { background: '#424242', color: '#FFFFFF' },
  cancelled: { background: '#C62828', color: '#FFFFFF' },
};

/** Who reads the status: the customer (my orders, success page) or staff (the board). */
export type StatusReader = 'customer' | 'staff';

/** What an order's status word depends on. */
export interface StatusOf {
  status: OrderStatus;
  paymentType: PaymentType;
  shippingType: ShippingType;
}

/** The text of an order's status for its reader. */
export function orderStatusKey(o: StatusOf, reader: StatusReader): MessageKey {
  const pickUp = o.shippingType === 'S';
  if (reader === 'staff') {
    return o.status === 'collected' && pickUp
      ? 'ordersBoard.status.collectedInStore'
      : `ordersBoard.status.${o.status}`;
  }
  if (o.status === 'placed' && o.paymentType === 'BT') {
    return 'checkout.orders.status.awaitingTransfer';
  }
  if (o.status === 'placed' && o.paymentType === 'ST') {
    return pickUp ? 'checkout.orders.status.payInStore' : 'checkout.orders.status.payOnDelivery';
  }
  if (o.status === 'collected' && !pickUp) return 'checkout.orders.status.delivered';
  return `checkout.orders.status.${o.status}`;
}

type Props =
  /** A status with the word its caller chose. */
  | { status: OrderStatus; label: string }
  /** An order, worded for its reader. */
  | { order: StatusOf; reader: StatusReader };

export function OrderStatusChip(props: Props) {
  const { t } = useTranslation();
  const status = 'order' in props ? props.order.status : props.status;
  const label = 'order' in props ? t(orderStatusKey(props.order, props.reader)) : props.label;
  const colors = ORDER_STATUS_COLORS[status];
  return (
    <Chip
      component="span"
      size="small"
      label={label}
      data-status={status}
      sx={{
        bgcolor: colors.background,
        color: colors.color,
        fontWeight: 600,
        height: 'auto',
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
