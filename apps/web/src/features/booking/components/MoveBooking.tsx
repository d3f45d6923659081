// Reschedule from My bookings (issue 26): the booking's own selection (its service and operator,
// or its party and room) on the day strip and times of BookingScheduler, sending a move of the
// same booking instead of a new one. The calendar is read as if the booking were not there
// (filters[moving]): a shift within its own time is offered; the server checks the move the same way.

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Booking } from '@tessera/domain';
import { useId } from 'react';
import { useBookingSettings } from '../../../lib/api/booking-settings.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { bookingWhat, bookingWho } from '../describe.ts';
import { BookingScheduler } from './BookingScheduler.tsx';

export function MoveBooking({
  booking: b,
  onClose,
  onMoved,
}: {
  booking: Booking;
  onClose(): void;
  onMoved(b: Booking): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const small = useMediaQuery('(max-width:600px)');
  const settings = useBookingSettings();
  const table = b.bookingService === null;
  const minutes = Math.round((Date.parse(b.endsAt) - Date.parse(b.startsAt)) / 60_000);
  const operatorId = b.bookingOperator?.id ?? null;
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={small}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('booking.mine.moveTitle')}</DialogTitle>
      <DialogContent>
        <BookingScheduler
          filters={{
            numberOfPeoples: b.numberOfPeople,
            bookingServiceId: b.bookingService?.id,
            bookingOperatorId: operatorId ?? undefined,
            moving: b.id,
          }}
          selection={
            settings.data
              ? {
                  duration: minutes,
                  people: b.numberOfPeople,
                  operators: [operatorId],
                  // Tables count seats (the server's days say how many fit); services do not.
                  seatsOf: () => (table ? b.numberOfPeople : null),
                }
              : null
          }
          choice={{
            numberOfPeople: b.numberOfPeople,
            bookingService: b.bookingService ? { id: b.bookingService.id } : null,
            bookingOperator: operatorId === null ? null : { id: operatorId },
          }}
          summary={[bookingWhat(t, b), bookingWho(t, b) ?? ''].filter(Boolean)}
          timeZone={settings.data?.timeZone ?? 'Europe/Rome'}
          moving={{ id: b.id, onMoved }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('booking.mine.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
