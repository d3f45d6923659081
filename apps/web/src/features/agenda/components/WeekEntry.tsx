// A booking in a week's column on a desk (80 to 125 px wide): its time, customer and status in
// words (a chip's padding leaves no room for 'Confermata' at 80 px), the waiting ones tinted
// orange, as a button that opens the whole card (phone, people, service, answers). One that may
// still move drags onto another day of the week (HTML drag and drop: a desk's mouse).
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { AgendaBooking } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';
import { cardFrame, customerLabel } from './BookingCard.tsx';

/** A waiting booking's tint: black text reads at 19:1 on it. */
const WAITING_TINT = '#FFF3E0';

/** What a dragged entry carries: its booking's id. */
export const WEEK_DRAG_TYPE = 'application/x-tessera-booking';

export function WeekEntry({
  booking: b,
  onOpen,
  movable = false,
}: {
  booking: AgendaBooking;
  onOpen(): void;
  /** It drags onto another day. */
  movable?: boolean;
}) {
  const { t } = useTranslation();
  const nameId = `agenda-entry-${b.id}`;
  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      data-testid="agenda-booking"
      sx={{
        ...cardFrame(b),
        borderLeftWidth: 4,
        ...(b.confirmed === 'I' && { bgcolor: WAITING_TINT }),
      }}
    >
      <ButtonBase
        onClick={onOpen}
        aria-haspopup="dialog"
        draggable={movable}
        onDragStart={(e) => {
          e.dataTransfer.setData(WEEK_DRAG_TYPE, String(b.id));
          e.dataTransfer.effectAllowed = 'move';
        }}
        title={movable ? t('agenda.drag.hint') : undefined}
        sx={{
          cursor: movable ? 'grab' : undefined,
          display: 'block',
          width: '100%',
          px: 0.5,
          py: 0.75,
          textAlign: 'left',
          borderRadius: 2,
          typography: 'body2',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <Box component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {`${b.startTime}–${b.endTime}`}
        </Box>
        <Box component="span" id={nameId} sx={{ display: 'block' }}>
          {customerLabel(t, b)}
        </Box>
        <Box component="span" sx={{ display: 'block', mt: 0.5, typography: 'caption' }}>
          {t(`agenda.status.${b.confirmed}`)}
        </Box>
      </ButtonBase>
    </Box>
  );
}
