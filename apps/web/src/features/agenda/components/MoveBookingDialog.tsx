// Staff move a booking from its detail (issue 26): a day, then one of the starts that day offers
// this booking (its service and operator, or its party and room), read as if the booking were not
// there (filters[moving]): its own time and a shift within it stay free. Taken starts are listed
// but cannot be picked. The server checks the move as a booking; its refusal shows in its words.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type AgendaBooking, slotStarts } from '@tessera/domain';
import { useId, useState } from 'react';
import { useBookingAvailability } from '../../../lib/api/booking-availability.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useMoveBooking } from '../api/move-booking.ts';

export function MoveBookingDialog({
  booking: b,
  onClose,
  onMoved,
}: {
  booking: AgendaBooking;
  onClose(): void;
  onMoved(date: string): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [date, setDate] = useState(b.date);
  const [picked, setPicked] = useState(b.startTime);
  const move = useMoveBooking();
  const calendar = useBookingAvailability(
    date
      ? {
          date,
          numberOfPeoples: b.numberOfPeople,
          bookingServiceId: b.bookingService?.id,
          bookingOperatorId: b.bookingOperator?.id,
          moving: b.id,
        }
      : null,
  );
  const ctx = calendar.data;
  // The calendar starts at the activity's today: an earlier day is not in it.
  const day = ctx?.days.find((d) => d.date === date);
  const free = new Set(day?.starts ?? []);
  const starts = ctx ? [...new Set([...slotStarts(ctx.openTimes), ...free])].sort() : [];
  const time = free.has(picked) ? picked : '';
  const nothing = ctx && free.size === 0;
  const error = move.error;
  const send = () =>
    move.mutate({ id: b.id, body: { date, startTime: time } }, { onSuccess: () => onMoved(date) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('agenda.move.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            type="date"
            label={t('agenda.move.date')}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            helperText={nothing ? t('agenda.move.noTime') : ' '}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: ctx?.today } }}
          />
          <TextField
            select
            label={t('agenda.move.time')}
            value={time}
            onChange={(e) => setPicked(e.target.value)}
            disabled={!ctx || nothing === true}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('agenda.new.choose')}</option>
            {starts.map((s) =>
              free.has(s) ? (
                <option key={s} value={s}>
                  {s}
                </option>
              ) : (
                <option key={s} value={s} disabled>
                  {t('agenda.new.taken', { time: s })}
                </option>
              ),
            )}
          </TextField>
          {error && (
            <Alert severity="error">
              {error instanceof HttpError && error.message
                ? error.message
                : t('agenda.move.failed')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('agenda.close')}
        </Button>
        <Button
          variant="contained"
          onClick={send}
          disabled={move.isPending || !date || !time}
          sx={{ minHeight: 44 }}
        >
          {t('agenda.move.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
