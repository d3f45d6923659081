// After "Prenota" (issue 26): what was booked and its state as the server answered it (a request
// the activity still has to accept, titled with SPEC's 'Richiesta di prenotazione inviata
// correttamente', or confirmed at once), with "add to calendar" (.ics and
// Google Calendar), "Le mie prenotazioni" and another booking. Its title takes the focus, so a
// screen reader hears it and the phone shows it.
import CheckCircle from '@mui/icons-material/CheckCircle';
import EventAvailable from '@mui/icons-material/EventAvailable';
import Schedule from '@mui/icons-material/Schedule';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Booking } from '@tessera/domain';
import { useEffect, useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCurrentActivity } from '../../../lib/activity.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { localeOf } from '../../../lib/language.ts';
import { type CalendarEntry, googleCalendarHref, icsHref } from '../calendar-entry.ts';
import { dayName } from '../dates.ts';
import { bookingWhat, bookingWho } from '../describe.ts';
import { StatusChip } from './StatusChip.tsx';
import { statusOf } from './status.ts';

export interface BookingDoneProps {
  booking: Booking;
  /** The booking was moved, not made. */
  moved?: boolean;
  onAgain(): void;
}

export function BookingDone({ booking: b, moved = false, onAgain }: BookingDoneProps) {
  const { t, lang } = useTranslation();
  const activity = useCurrentActivity()?.activity.name ?? '';
  const title = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  useEffect(() => {
    title.current?.focus();
    title.current?.scrollIntoView?.({ block: 'center' });
  }, []);

  const what = bookingWhat(t, b);
  const who = bookingWho(t, b);
  const confirmed = b.confirmed === 'Y';
  const entry: CalendarEntry = {
    id: b.id,
    startsAt: b.startsAt,
    endsAt: b.endsAt,
    title: [what, activity].filter(Boolean).join(' — '),
    details: [who, b.bookingService ? null : t('booking.people.count', { count: b.numberOfPeople })]
      .filter(Boolean)
      .join('\n'),
    host: window.location.host,
  };
  const heading = moved
    ? t('booking.done.moved')
    : confirmed
      ? t('booking.done.confirmed')
      : t('booking.sent');

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="booking-done"
      sx={{ p: 2 }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {confirmed ? (
            <CheckCircle color="success" aria-hidden="true" />
          ) : (
            <Schedule color="warning" aria-hidden="true" />
          )}
          <Typography
            id={titleId}
            ref={title}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ outline: 'none' }}
          >
            {heading}
          </Typography>
        </Stack>
        <Typography color="text.secondary">
          {confirmed
            ? t('booking.done.confirmedText')
            : t('booking.done.requestedText', { activity })}
        </Typography>
        <Stack spacing={0.5}>
          <Typography sx={{ fontWeight: 600 }}>
            {t('booking.summary.when', {
              date: dayName(localeOf(lang), b.date, true),
              time: b.startTime,
            })}
          </Typography>
          <Typography>{t('booking.mine.time', { start: b.startTime, end: b.endTime })}</Typography>
          <Typography>{what}</Typography>
          {who && <Typography>{who}</Typography>}
          <div>
            <StatusChip status={statusOf(b)} />
          </div>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button
            variant="contained"
            startIcon={<EventAvailable />}
            href={icsHref(entry)}
            download={`booking-${b.id}.ics`}
          >
            {t('booking.done.ics')}
          </Button>
          <Button
            variant="outlined"
            href={googleCalendarHref(entry)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('booking.done.google')}
          </Button>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to={{ search: '?tab=mine' }}>
            {t('booking.done.mine')}
          </Button>
          <Button onClick={onAgain}>{t('booking.done.again')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
