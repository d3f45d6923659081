// An order's status as a chip, for the customer's orders and the staff's board: its word (each
// side words it for its reader) on its colour, each colour with a text colour that reads on it at
// 4.5:1 or more (WCAG 1.4.3, OrderStatusChip.test.tsx); never colour alone.
import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@tessera/domain';

export const ORDER_STATUS_COLORS: Record<OrderStatus, { background: string; color: string }> = {
  pending: { background: '#EF6C00', color: '#1A1A1A' },
  placed: { background: '#1565C0', color: '#FFFFFF' },
  paid: { background: '#2E7D32', color: '#FFFFFF' },
  ready: { background: '#6A1B9A', color: '#FFFFFF' },
  shipped: { background: '#00695C', color: '#FFFFFF' },
  collected: { background: '#424242', color: '#FFFFFF' },
  cancelled: { background: '#C62828', color: '#FFFFFF' },
};

export function OrderStatusChip({ status, label }: { status: OrderStatus; label: string }) {
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
