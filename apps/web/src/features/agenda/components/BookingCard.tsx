// One booking of the agenda: when, who (the phone a tap away), how many, what and with whom or
// where, its status; waiting ones stand out with an orange edge. Confirm on a waiting booking,
// decline on a waiting or confirmed one (the page asks first).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AgendaBooking } from '@tessera/domain';
import { telUrl } from '@tessera/domain';
import type { ReactNode } from 'react';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { agendaStatusOf, STATUS_COLORS, StatusChip } from './StatusChip.tsx';

export const customerName = (b: AgendaBooking) => `${b.customer.name} ${b.customer.surname}`.trim();

/** The name as the agenda shows it: a guest (a walk-in or a phone booking) says so. */
export const customerLabel = (t: TFunction, b: AgendaBooking) =>
  b.customer.guest ? `${customerName(b)} · ${t('agenda.guest.tag')}` : customerName(b);

/** The card's frame: a list item edged in its status' colour. */
export const cardFrame = (b: AgendaBooking) => ({
  minWidth: 0,
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  borderLeftWidth: 6,
  borderLeftColor: STATUS_COLORS[b.confirmed].background,
  bgcolor: 'background.paper',
  overflowWrap: 'break-word',
});

export interface BookingCardProps {
  booking: AgendaBooking;
  /** The operator is a room (table bookings). */
  rooms: boolean;
  /** The customer's name heads the card at this level. */
  level: 'h3' | 'h4';
  /** An answer for this booking is on its way. */
  busy: boolean;
  /** The day, said before the time (the pending inbox lists every date). */
  day?: string;
  /** Under the answers: when it was asked for (the inbox). */
  note?: string;
  /** After the answers (the inbox: the day on the agenda). */
  extra?: ReactNode;
  onConfirm(b: AgendaBooking): void;
  onDecline(b: AgendaBooking): void;
}

export function BookingCard({
  booking: b,
  rooms,
  level,
  busy,
  day,
  note,
  extra,
  onConfirm,
  onDecline,
}: BookingCardProps) {
  const { t } = useTranslation();
  const tel = telUrl(b.customer.phone);
  const operator = b.bookingOperator
    ? `${b.bookingOperator.name} ${b.bookingOperator.surname ?? ''}`.trim()
    : null;
  const headingId = `agenda-booking-${b.id}`;
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      data-testid="agenda-booking"
      sx={{ ...cardFrame(b), p: 2 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography
          component="p"
          variant="subtitle1"
          sx={{ whiteSpace: day ? 'normal' : 'nowrap' }}
        >
          {day ? `${day} · ${b.startTime}–${b.endTime}` : `${b.startTime}–${b.endTime}`}
        </Typography>
        <Typography
          id={headingId}
          component={level}
          variant="subtitle1"
          // At least a name's width beside the time: narrower, it goes to its own line (the
          // inbox's "mer 2 dic 2026 · 11:00–11:45" left a letter's width at 390 px).
          sx={{ flex: '1 1 9rem', minWidth: 0, fontWeight: 700, overflowWrap: 'anywhere' }}
        >
          {customerLabel(t, b)}
        </Typography>
        <StatusChip status={agendaStatusOf(b)} />
      </Stack>
      <Box sx={{ mt: 0.5, typography: 'body2' }}>
        {tel ? (
          <Link href={tel}>{b.customer.phone}</Link>
        ) : (
          <Typography variant="inherit" color="text.secondary">
            {t('agenda.noPhone')}
          </Typography>
        )}
        <Typography variant="inherit">
          {[t('agenda.people', { count: b.numberOfPeople }), b.bookingService?.name]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        {operator && (
          <Typography variant="inherit">
            {t(rooms ? 'agenda.room' : 'agenda.operator', { name: operator })}
          </Typography>
        )}
        {note && (
          <Typography variant="inherit" color="text.secondary">
            {note}
          </Typography>
        )}
        {b.bookedByStaff && (
          <Typography variant="inherit" color="text.secondary">
            {t('agenda.byStaff')}
          </Typography>
        )}
      </Box>
      {b.confirmed !== 'N' && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {b.confirmed === 'I' && (
            <Button
              variant="contained"
              color="success"
              disabled={busy}
              onClick={() => onConfirm(b)}
            >
              {t('agenda.confirm')}
            </Button>
          )}
          <Button variant="outlined" color="error" disabled={busy} onClick={() => onDecline(b)}>
            {t(`agenda.decline.${b.confirmed}`)}
          </Button>
          {extra}
        </Stack>
      )}
    </Box>
  );
}
