// A booking in a week's column on a desk (about 80 to 125 px wide): its time, customer and
// status, as a button that opens the whole card (phone, people, service, answers).
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { AgendaBooking } from '@tessera/domain';
import { cardFrame, customerName } from './BookingCard.tsx';
import { StatusChip } from './StatusChip.tsx';

export function WeekEntry({ booking: b, onOpen }: { booking: AgendaBooking; onOpen(): void }) {
  const nameId = `agenda-entry-${b.id}`;
  return (
    <Box component="li" aria-labelledby={nameId} data-testid="agenda-booking" sx={cardFrame(b)}>
      <ButtonBase
        onClick={onOpen}
        aria-haspopup="dialog"
        sx={{
          display: 'block',
          width: '100%',
          p: 0.75,
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
          {customerName(b)}
        </Box>
        <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
          <StatusChip status={b.confirmed} small />
        </Box>
      </ButtonBase>
    </Box>
  );
}
