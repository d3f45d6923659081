// The calendar of SPEC §9's 35 days from today, a month at a time under its name, weeks from
// Monday. A closed day or a full one (fullReservations: no start left for this selection) is
// shown but cannot be chosen. Each day names itself in full for screen readers.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BookingAvailability, isoWeekday } from '@tessera/domain';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { localeOf } from '../../../lib/language.ts';
import { dayName, dayOfMonth, monthName, weekdayShortNames } from '../dates.ts';

export interface DayCalendarProps {
  availability: Pick<BookingAvailability, 'today' | 'dates' | 'fullReservations'>;
  selected: string | null;
  onSelect(date: string): void;
}

/** Whether a day of the calendar can be chosen. */
export const bookableDay = (
  a: Pick<BookingAvailability, 'dates' | 'fullReservations'>,
  date: string,
) => Boolean(a.dates.find((d) => d.date === date)?.open) && !a.fullReservations.includes(date);

function Month(p: DayCalendarProps & { days: string[] }) {
  const { t, lang } = useTranslation();
  const locale = localeOf(lang);
  const id = useId();
  const first = p.days[0] ?? '';
  const cell = { minWidth: 0, width: '100%', height: 44, p: 0 } as const;
  return (
    <Stack spacing={1}>
      <Typography id={id} variant="subtitle2" component="h3">
        {monthName(locale, first)}
      </Typography>
      <Box
        role="group"
        aria-labelledby={id}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 0.5 }}
      >
        {weekdayShortNames(locale).map((name) => (
          <Typography
            key={name}
            variant="caption"
            aria-hidden="true"
            sx={{ textAlign: 'center', color: 'text.secondary' }}
          >
            {name}
          </Typography>
        ))}
        {first && isoWeekday(first) > 1 && (
          <Box sx={{ gridColumn: `span ${isoWeekday(first) - 1}` }} />
        )}
        {p.days.map((date) => {
          const name = dayName(locale, date);
          const chosen = p.selected === date;
          return (
            <Button
              key={date}
              variant={chosen ? 'contained' : 'text'}
              disabled={!bookableDay(p.availability, date)}
              aria-pressed={chosen}
              aria-label={
                date === p.availability.today ? t('booking.calendar.today', { date: name }) : name
              }
              onClick={() => p.onSelect(date)}
              data-date={date}
              sx={{
                ...cell,
                fontWeight: date === p.availability.today ? 800 : 500,
                textDecoration: date === p.availability.today ? 'underline' : 'none',
              }}
            >
              {dayOfMonth(date)}
            </Button>
          );
        })}
      </Box>
    </Stack>
  );
}

export function DayCalendar(p: DayCalendarProps) {
  const { t } = useTranslation();
  const months = new Map<string, string[]>();
  for (const { date } of p.availability.dates) {
    const key = date.slice(0, 7);
    months.set(key, [...(months.get(key) ?? []), date]);
  }
  return (
    <Stack spacing={2}>
      {[...months].map(([key, days]) => (
        <Month key={key} {...p} days={days} />
      ))}
      <Typography variant="body2" color="text.secondary">
        {t('booking.calendar.unavailable')}
      </Typography>
    </Stack>
  );
}
