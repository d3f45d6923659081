// Declining a request or cancelling a confirmed booking (issue 26): the page's question, naming
// the customer, the day and the time, with an optional reason (at most 500 characters) that the
// server tells the customer (e-mail and notification). Nothing is sent on Back.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { AgendaBooking } from '@tessera/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { dayTitle } from '../agendaParams.ts';
import { customerName } from './BookingCard.tsx';

export const REASON_MAX = 500;

export function DeclineDialog({
  booking: b,
  onBack,
  onDecline,
}: {
  booking: AgendaBooking;
  onBack(): void;
  /** The reason as typed, trimmed; empty: none given. */
  onDecline(reason: string): void;
}) {
  const { t, lang } = useTranslation();
  const titleId = useId();
  const [reason, setReason] = useState('');
  const was = b.confirmed === 'Y' ? 'Y' : 'I';
  return (
    <Dialog open onClose={onBack} fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(`agenda.declineDialog.title.${was}`)}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('agenda.declineDialog.message', {
            customer: customerName(b),
            day: dayTitle(b.date, lang),
            time: b.startTime,
          })}
        </DialogContentText>
        <TextField
          label={t('agenda.declineDialog.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value.slice(0, REASON_MAX))}
          multiline
          minRows={2}
          fullWidth
          margin="normal"
          helperText={`${t('agenda.declineDialog.reasonHelp')} · ${t('agenda.declineDialog.reasonCount', { n: reason.length })}`}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} sx={{ minHeight: 44 }}>
          {t('agenda.declineDialog.back')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => onDecline(reason.trim())}
          sx={{ minHeight: 44 }}
        >
          {t(`agenda.decline.${was}`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
