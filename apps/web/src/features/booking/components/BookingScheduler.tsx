// The day and the time of a booking, for a selection its page made whole (a service and its
// operator, or people and a room): a strip of the 35 days, the chosen day's starts that fit
// (slots.ts: the server's `days`) with the customer's own bookings on it, and the summary that
// sends the request (issue 26). The first day with a free start is chosen at once; a day tapped
// brings its times into view. A day or time the new selection cannot take stays chosen and says
// why (for a party too large, SPEC's seat message and a one-tap fix), never a silent reset. The
// server's refusal shows for SPEC's 3500 ms in the user's language; a booking made shows
// BookingDone. A customer at the activity's limit of upcoming bookings is told so first, in the
// server's words, and sends nothing. The request's Idempotency-Key lasts until it is answered or the choice changes.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import {
  type Booking,
  type BookingCalendar,
  type BookingRequest,
  type Selection,
  SNACKBAR_TIMEOUT,
  wallClockOf,
} from '@tessera/domain';
import { type ReactNode, type Ref, useCallback, useEffect, useId, useRef, useState } from 'react';
import { LastKnownList } from '../../../components/LastKnownList.tsx';
import {
  type AvailabilityFilters,
  useBookingAvailability,
} from '../../../lib/api/booking-availability.ts';
import { useBookingSettings } from '../../../lib/api/booking-settings.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { localeOf } from '../../../lib/language.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { useMoveBooking } from '../api/move-booking.ts';
import { dayName } from '../dates.ts';
import { bookingWhat, bookingWho } from '../describe.ts';
import { type CalendarDay, dayCells } from '../slots.ts';
import { BookingDone } from './BookingDone.tsx';
import { DateStrip } from './DateStrip.tsx';
import { StatusChip } from './StatusChip.tsx';
import { statusOf } from './status.ts';
import { TimeGrid } from './TimeGrid.tsx';

export type BookingChoice = Pick<
  BookingRequest,
  'numberOfPeople' | 'bookingService' | 'bookingOperator'
>;

export interface BookingSchedulerProps {
  /** The selection's availability filters, without the first day. */
  filters: Omit<AvailabilityFilters, 'date'>;
  /** What is being booked; null until the page's choice is whole. */
  selection: Selection | null;
  /** What the request sends besides the day and time. */
  choice: BookingChoice;
  /** The summary's lines above "Prenota": what, and with whom or where. */
  summary: string[];
  /** The activity's time zone: the calendar starts at its today. */
  timeZone: string;
  /** What shows instead of the calendar until the choice is whole; none: it is loading. */
  waiting?: string;
  /** The choice is still changing (the people stepper has not settled): nothing is sent. */
  pending?: boolean;
  /** Tables: sets the party to the largest that fits (the seat message's one-tap fix). */
  onFitParty?(people: number): void;
  /** Reschedule (My bookings): the booking moved to the day and time chosen, then `onMoved`. */
  moving?: { id: number; onMoved(b: Booking): void };
}

function Section({
  title,
  children,
  titleId,
  sectionRef,
}: {
  title: string;
  children: ReactNode;
  titleId?: string;
  sectionRef?: Ref<HTMLElement>;
}) {
  const own = useId();
  const id = titleId ?? own;
  return (
    <Stack
      component="section"
      ref={sectionRef}
      aria-labelledby={id}
      spacing={1.5}
      sx={{ scrollMarginTop: 72 }}
    >
      <Typography id={id} variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

export function BookingScheduler(p: BookingSchedulerProps) {
  const { t } = useTranslation();
  const today = wallClockOf(new Date(), p.timeZone).date;
  const availability = useBookingAvailability(
    { date: today, ...p.filters },
    // Another number of people keeps the calendar on screen while its days are asked.
    { enabled: p.selection !== null, placeholderData: keepPreviousData },
  );
  const [done, setDone] = useState<Booking | null>(null);
  const skeleton = (
    <Stack spacing={1} aria-busy="true">
      <Skeleton variant="rounded" height={84} data-testid="calendar-skeleton" />
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
  if (done) return <BookingDone booking={done} onAgain={() => setDone(null)} />;
  if (p.selection === null) {
    if (!p.waiting) return skeleton;
    return (
      <Section title={t('booking.steps.day')}>
        <Typography color="text.secondary">{p.waiting}</Typography>
      </Section>
    );
  }
  const selection = p.selection;
  return (
    <LastKnownList query={availability} isEmpty={() => false} empty={null} skeleton={skeleton}>
      {(a) => (
        <Schedule
          {...p}
          pending={Boolean(p.pending) || availability.isPlaceholderData}
          availability={a}
          selection={selection}
          onBooked={p.moving ? p.moving.onMoved : setDone}
        />
      )}
    </LastKnownList>
  );
}

/** Why the chosen day or time cannot be had as the selection stands, and the fix if one. */
function Shortfall({
  day,
  time,
  people,
  onFitParty,
}: {
  day: CalendarDay;
  time: string | null;
  people: number;
  onFitParty?: (n: number) => void;
}) {
  const { t } = useTranslation();
  const n = day.largestParty ?? 0;
  if (day.reason === 'seats' && n > 0 && n < people) {
    return (
      <Alert
        severity="warning"
        data-testid="seats-shortfall"
        action={
          onFitParty && (
            <Button color="inherit" onClick={() => onFitParty(n)} sx={{ minHeight: 44 }}>
              {t('booking.fit', { count: n })}
            </Button>
          )
        }
      >
        {t('booking.refusal.seats', { n })}
      </Alert>
    );
  }
  if (day.status !== 'open') {
    return (
      <Typography color="text.secondary">
        {day.status === 'closed' ? t('booking.times.closed') : t('booking.times.full')}
      </Typography>
    );
  }
  if (time) {
    return <Alert severity="warning">{t('booking.times.gone', { time })}</Alert>;
  }
  return null;
}

function Schedule(
  p: BookingSchedulerProps & {
    availability: BookingCalendar;
    selection: Selection;
    onBooked(b: Booking): void;
  },
) {
  const { t, lang } = useTranslation();
  const locale = localeOf(lang);
  const { activityId } = useSession();
  const a = p.availability;
  const create = useCreateBooking();
  const move = useMoveBooking();
  const choiceKey = JSON.stringify(p.choice);
  const [day, setDay] = useState<string | null>(null);
  const [picked, setPicked] = useState<{ day: string; time: string } | null>(null);
  const key = useRef<{ intent: string; value: string } | null>(null);
  const summary = useRef<HTMLElement>(null);
  const timesRef = useRef<HTMLElement>(null);
  const [tap, setTap] = useState(0);
  const dayLabel = useId();
  // The activity's limit of upcoming bookings, reached: said before a time is picked, as the
  // server would refuse (a move is not a new booking).
  const most = useBookingSettings().data?.maxUpcomingBookings;
  const upcoming = a.mine.filter((b) => b.confirmed !== 'N' && Date.parse(b.endsAt) > Date.now());
  const full = !p.moving && most !== undefined && upcoming.length >= most;

  const days = a.days;
  // Until a day is tapped, the first with a free start.
  const chosenDay =
    day ?? days.find((d) => d.status === 'open' && d.starts.length > 0)?.date ?? null;
  const info = days.find((d) => d.date === chosenDay) ?? null;
  const cells = info ? dayCells(a, p.selection, info) : [];
  const fits = (time: string) => cells.some((c) => c.kind === 'free' && c.time === time);
  const pickedHere = picked && picked.day === chosenDay ? picked.time : null;
  const time = pickedHere && fits(pickedHere) ? pickedHere : null;

  useEffect(() => {
    if (time) summary.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [time]);
  // A day tapped: its times come into view (the strip stays just above them).
  useEffect(() => {
    if (tap > 0) timesRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [tap]);

  const choose = useCallback((date: string) => {
    setDay(date);
    setTap((n) => n + 1);
  }, []);

  const book = () => {
    if (!chosenDay || !time || !activityId || p.pending || full) return;
    const refused = (error: Error) =>
      notify.error(
        error instanceof HttpError && error.message ? error.message : t('snackbar.error'),
        SNACKBAR_TIMEOUT.bookingError,
      );
    if (p.moving) {
      const body = { date: chosenDay, startTime: time };
      move.mutate({ id: p.moving.id, body }, { onSuccess: p.onBooked, onError: refused });
      return;
    }
    const intent = `${choiceKey}|${chosenDay}|${time}`;
    if (key.current?.intent !== intent) key.current = { intent, value: crypto.randomUUID() };
    const body: BookingRequest = { activityId, date: chosenDay, startTime: time, ...p.choice };
    create.mutate(
      { body, idempotencyKey: key.current.value },
      {
        onSuccess: (booked) => {
          key.current = null;
          setPicked(null);
          // SPEC's success message is the confirmation's title (a snackbar would cover its
          // buttons at 390 px).
          p.onBooked(booked);
        },
        onError: (error) =>
          notify.error(
            error instanceof HttpError && error.message ? error.message : t('snackbar.error'),
            SNACKBAR_TIMEOUT.bookingError,
          ),
      },
    );
  };

  const dayMine = chosenDay ? a.mine.filter((b) => b.date === chosenDay) : [];
  const chosenName = chosenDay ? dayName(locale, chosenDay) : '';

  return (
    <Stack spacing={3}>
      {full && (
        <Alert severity="info" data-testid="too-many-bookings">
          {t('booking.refusal.tooMany', { count: most })}
        </Alert>
      )}
      <Section title={t('booking.steps.day')} titleId={dayLabel}>
        <DateStrip
          days={days}
          today={a.today}
          selected={chosenDay}
          onSelect={choose}
          labelledBy={dayLabel}
        />
      </Section>
      <Section title={t('booking.steps.time')} sectionRef={timesRef}>
        {!chosenDay || !info ? (
          <Typography color="text.secondary">{t('booking.times.pickDay')}</Typography>
        ) : (
          <>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
              {chosenName.charAt(0).toLocaleUpperCase(locale) + chosenName.slice(1)}
            </Typography>
            {dayMine.length > 0 && (
              <Stack spacing={1} data-testid="day-bookings">
                <Typography variant="subtitle2" component="h3">
                  {t('booking.dayBookings')}
                </Typography>
                {dayMine.map((b) => (
                  <Stack
                    key={b.id}
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {t('booking.mine.time', { start: b.startTime, end: b.endTime })}
                    </Typography>
                    <Typography variant="body2">
                      {[bookingWhat(t, b), bookingWho(t, b)].filter(Boolean).join(' · ')}
                    </Typography>
                    <StatusChip status={statusOf(b)} />
                  </Stack>
                ))}
              </Stack>
            )}
            {!p.pending && (
              <Shortfall
                day={info}
                time={pickedHere && !time ? pickedHere : null}
                people={p.selection.people}
                onFitParty={p.onFitParty}
              />
            )}
            {info.status === 'open' &&
              (cells.length === 0 ? (
                <Typography color="text.secondary">{t('booking.times.none')}</Typography>
              ) : (
                <TimeGrid
                  cells={cells}
                  selected={time}
                  onPick={(start) => {
                    setDay(info.date);
                    setPicked({ day: info.date, time: start });
                  }}
                  label={t('booking.times.label', { date: chosenName })}
                />
              ))}
          </>
        )}
      </Section>
      {chosenDay && time && (
        <Paper
          ref={summary}
          component="section"
          variant="outlined"
          aria-label={t('booking.summary.title')}
          sx={{ p: 2, scrollMarginBottom: 16 }}
        >
          <Stack spacing={1}>
            <Typography variant="h6" component="h2">
              {t('booking.summary.title')}
            </Typography>
            {p.summary.map((line) => (
              <Typography key={line}>{line}</Typography>
            ))}
            <Typography sx={{ fontWeight: 600 }}>
              {t('booking.summary.when', { date: chosenName, time })}
            </Typography>
            <Button
              variant="contained"
              size="large"
              onClick={book}
              disabled={create.isPending || move.isPending || p.pending || full}
            >
              {p.moving ? t('booking.summary.move') : t('booking.summary.book')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
