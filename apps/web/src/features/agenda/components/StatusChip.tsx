// A booking's status as a label in its colour (SPEC §4: confirmed green, waiting orange,
// declined red): the words say it, the colour only repeats it; each text reads at 4.5:1 or more.
// The label wraps rather than being cut.
import Chip from '@mui/material/Chip';
import type { BookingConfirmation } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';

export const STATUS_COLORS: Record<BookingConfirmation, { background: string; color: string }> = {
  Y: { background: '#2E7D32', color: '#FFFFFF' },
  I: { background: '#F57C00', color: '#000000' },
  N: { background: '#C62828', color: '#FFFFFF' },
};

export function StatusChip({ status }: { status: BookingConfirmation }) {
  const { t } = useTranslation();
  return (
    <Chip
      component="span"
      size="small"
      label={t(`agenda.status.${status}`)}
      sx={{
        bgcolor: STATUS_COLORS[status].background,
        color: STATUS_COLORS[status].color,
        height: 'auto',
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
      }}
    />
  );
}
