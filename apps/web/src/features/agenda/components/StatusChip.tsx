// A booking's status as a label in its colour (SPEC §4: confirmed green, waiting orange,
// declined red): the words say it, the colour only repeats it; each text reads at 4.5:1 or more.
// The label wraps rather than being cut.
import Chip from '@mui/material/Chip';
import type { Booking, BookingConfirmation } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';

/** The chip's status: for N, how it ended when the booking says (issue 26). */
export type AgendaStatus = BookingConfirmation | 'declined' | 'cancelled';

export const STATUS_COLORS: Record<AgendaStatus, { background: string; color: string }> = {
  Y: { background: '#2E7D32', color: '#FFFFFF' },
  I: { background: '#F57C00', color: '#000000' },
  N: { background: '#C62828', color: '#FFFFFF' },
  declined: { background: '#C62828', color: '#FFFFFF' },
  cancelled: { background: '#546E7A', color: '#FFFFFF' },
};

/** Declined (the activity ended a waiting request) or cancelled; N when not recorded. */
export const agendaStatusOf = (b: Pick<Booking, 'confirmed' | 'ended'>): AgendaStatus =>
  b.confirmed === 'N' && b.ended ? b.ended : b.confirmed;

export function StatusChip({ status }: { status: AgendaStatus }) {
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
