// Staff move a booking from its detail (issue 26): a day and a start time (drag to move comes
// later); the server checks them as a booking and its refusal shows in the dialog, in its words.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { AgendaBooking } from '@tessera/domain';
import { useId, useState } from 'react';
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
  const [time, setTime] = useState(b.startTime);
  const move = useMoveBooking();
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
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="time"
            label={t('agenda.move.time')}
            value={time}
            onChange={(e) => setTime(e.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
          />
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
