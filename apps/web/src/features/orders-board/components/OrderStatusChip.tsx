// An order's status on the board: its word on its colour, each text colour reading at 4.5:1 or
// more on its background (never colour alone). The card's edge repeats the colour.
import Chip from '@mui/material/Chip';
import type { OrderStatus } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';

export const STATUS_COLORS: Record<OrderStatus, { background: string; color: string }> = {
  pending: { background: '#EF6C00', color: '#1A1A1A' },
  placed: { background: '#1565C0', color: '#FFFFFF' },
  paid: { background: '#2E7D32', color: '#FFFFFF' },
  ready: { background: '#6A1B9A', color: '#FFFFFF' },
  shipped: { background: '#00695C', color: '#FFFFFF' },
  collected: { background: '#424242', color: '#FFFFFF' },
  cancelled: { background: '#C62828', color: '#FFFFFF' },
};

export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      component="span"
      size="small"
      label={t(`ordersBoard.status.${status}`)}
      data-status={status}
      sx={{
        bgcolor: STATUS_COLORS[status].background,
        color: STATUS_COLORS[status].color,
        fontWeight: 600,
        height: 'auto',
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
