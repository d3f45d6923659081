// A booking's state as a chip: its label on its colour (components/status.ts).
import Chip from '@mui/material/Chip';
import { useTranslation } from '../../../lib/i18n.ts';
import { type BookingStatus, STATUS_COLORS } from './status.ts';

export function StatusChip({ status }: { status: BookingStatus }) {
  const { t } = useTranslation();
  const colors = STATUS_COLORS[status];
  return (
    <Chip
      size="small"
      label={t(`booking.status.${status}`)}
      data-status={status}
      sx={{ bgcolor: colors.background, color: colors.color, fontWeight: 600 }}
    />
  );
}
