// The day and the time of a booking, for a selection its page made whole (a service and its
// operator, or people and a room): the calendar of 35 days, the chosen day's starts with the
// customer's own bookings on it, and the summary that sends the request. A start the selection
// cannot take is refused here with checkSlot's reason, before anything is sent; the server's
// refusal (taken meanwhile) shows the same way, for SPEC's 3500 ms. The request's
// Idempotency-Key lasts until it is answered or the choice changes.
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import {
  type BookingAvailability,
  type BookingRequest,
  checkSlot,
  type Selection,
  SNACKBAR_TIMEOUT,
  wallClockOf,
} from '@tessera/domain';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { LastKnownList } from '../../../components/LastKnownList.tsx';
import {
  type AvailabilityFilters,
  useBookingAvailability,
} from '../../../lib/api/booking-availability.ts';
import { HttpError } from '../../../lib/http.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { localeOf } from '../../../lib/language.ts';
import { notify } from '../../../lib/notify.ts';
import { useSession } from '../../../lib/session.ts';
import { useCreateBooking } from '../api/create-booking.ts';
import { dayName } from '../dates.ts';
import { bookingWhat, bookingWho } from '../describe.ts';
import { dayCells, refusalText } from '../slots.ts';
import { bookableDay, DayCalendar } from './DayCalendar.tsx';
import { StatusChip } from './StatusChip.tsx';
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
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack component="section" aria-labelledby={id} spacing={1.5}>
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
  const skeleton = (
    <Stack spacing={1} aria-busy="true">
      <Skeleton variant="rounded" height={280} data-testid="calendar-skeleton" />
    </Stack>
  );
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
      {(a) => <Schedule {...p} availability={a} selection={selection} />}
    </LastKnownList>
  );
}

function Schedule(
  p: BookingSchedulerProps & { availability: BookingAvailability; selection: Selection },
) {
  const { t, lang } = useTranslation();
  const locale = localeOf(lang);
  const { activityId } = useSession();
  const a = p.availability;
  const create = useCreateBooking();
  const choiceKey = JSON.stringify(p.choice);
  const [day, setDay] = useState<string | null>(null);
  const [picked, setPicked] = useState<{ choice: string; day: string; time: string } | null>(null);
  const key = useRef<{ intent: string; value: string } | null>(null);
  const summary = useRef<HTMLElement>(null);

  // A day the new selection cannot book is no longer chosen; nor a time no longer free.
  const chosenDay = day && bookableDay(a, day) ? day : null;
  const cells = chosenDay ? dayCells(a, p.selection, chosenDay) : [];
  const time =
    picked &&
    picked.choice === choiceKey &&
    picked.day === chosenDay &&
    cells.some((c) => c.kind === 'free' && c.time === picked.time)
      ? picked.time
      : null;

  useEffect(() => {
    if (time) summary.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [time]);

  const refuse = (check: ReturnType<typeof checkSlot>) => {
    if (check.ok) return false;
    notify.error(refusalText(t, check, a.openTimes.endTime), SNACKBAR_TIMEOUT.bookingError);
    return true;
  };

  const pick = (start: string) => {
    if (!chosenDay || refuse(checkSlot(a, p.selection, chosenDay, start))) return;
    setPicked({ choice: choiceKey, day: chosenDay, time: start });
  };

  const book = () => {
    if (!chosenDay || !time || !activityId) return;
    if (refuse(checkSlot(a, p.selection, chosenDay, time))) return;
    const intent = `${choiceKey}|${chosenDay}|${time}`;
    if (key.current?.intent !== intent) key.current = { intent, value: crypto.randomUUID() };
    const body: BookingRequest = { activityId, date: chosenDay, startTime: time, ...p.choice };
    create.mutate(
      { body, idempotencyKey: key.current.value },
      {
        onSuccess: () => {
          key.current = null;
          setPicked(null);
          notify.success(t('booking.sent'));
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
      <Section title={t('booking.steps.day')}>
        <DayCalendar availability={a} selected={chosenDay} onSelect={setDay} />
      </Section>
      <Section title={t('booking.steps.time')}>
        {!chosenDay ? (
          <Typography color="text.secondary">{t('booking.times.pickDay')}</Typography>
        ) : (
          <>
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
                    <StatusChip status={b.confirmed} />
                  </Stack>
                ))}
              </Stack>
            )}
            {cells.length === 0 ? (
              <Typography color="text.secondary">{t('booking.times.none')}</Typography>
            ) : (
              <TimeGrid
                cells={cells}
                selected={time}
                onPick={pick}
                label={t('booking.times.label', { date: chosenName })}
              />
            )}
          </>
        )}
      </Section>
      {chosenDay && time && (
        <Paper
          ref={summary}
          component="section"
          variant="outlined"
          aria-label={t('booking.summary.title')}
          sx={{ p: 2 }}
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
            <Button variant="contained" onClick={book} disabled={create.isPending}>
              {t('booking.summary.book')}
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
