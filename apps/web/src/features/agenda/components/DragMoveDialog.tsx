// The question after a block is dropped elsewhere on the day, or a week's entry on another day
// (issue 26): the booking from its time (and operator, or day) to the new ones, then PUT …/move. The server checks it as a booking and
// tells the customer; its refusal shows here in its words, and the block stays where it was.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { AgendaBooking } from '@tessera/domain';
import { useId } from 'react';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { shortDate } from '../agendaParams.ts';
import { useMoveBooking } from '../api/move-booking.ts';
import { customerName } from './BookingCard.tsx';

export interface DraggedTo {
  booking: AgendaBooking;
  /** Another day (a week's entry dropped on it); none: the same. */
  date?: string;
  time: string;
  /** Another operator or room, with its name; none: the same. */
  operator?: { id: number; name: string };
}

const operatorName = (b: AgendaBooking) =>
  b.bookingOperator && `${b.bookingOperator.name} ${b.bookingOperator.surname ?? ''}`.trim();

export function DragMoveDialog({
  moved: { booking: b, date = b.date, time, operator },
  onBack,
  onMoved,
}: {
  moved: DraggedTo;
  onBack(): void;
  onMoved(): void;
}) {
  const { t, lang } = useTranslation();
  const titleId = useId();
  const move = useMoveBooking();
  const was = operatorName(b);
  const day = (d: string) => (date === b.date ? '' : `${shortDate(d, lang)} `);
  const from = `${day(b.date)}${operator && was ? `${b.startTime} · ${was}` : b.startTime}`;
  const to = `${day(date)}${operator ? `${time} · ${operator.name}` : time}`;
  const send = () =>
    move.mutate(
      {
        id: b.id,
        body: {
          date,
          startTime: time,
          ...(operator && { bookingOperator: { id: operator.id } }),
        },
      },
      { onSuccess: onMoved },
    );
  return (
    <Dialog open onClose={onBack} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('agenda.drag.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('agenda.drag.message', { customer: customerName(b) })}
        </DialogContentText>
        <DialogContentText data-testid="agenda-drag-from">
          {t('agenda.drag.from', { when: from })}
        </DialogContentText>
        <DialogContentText data-testid="agenda-drag-to" sx={{ fontWeight: 700 }}>
          {t('agenda.drag.to', { when: to })}
        </DialogContentText>
        {move.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {move.error instanceof HttpError && move.error.message
              ? move.error.message
              : t('agenda.drag.failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} sx={{ minHeight: 44 }}>
          {t('agenda.drag.back')}
        </Button>
        <Button
          variant="contained"
          onClick={send}
          disabled={move.isPending || Boolean(move.error)}
          sx={{ minHeight: 44 }}
        >
          {t('agenda.drag.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
