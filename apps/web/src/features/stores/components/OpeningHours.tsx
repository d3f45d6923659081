// A store's week of opening hours: one row per day from Monday, the day's intervals or
// "Closed", today's row marked (in the activity's time zone).
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { ISO_DAYS, type OpeningInterval, openingByDay } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';
import { localeOf } from '../../../lib/language.ts';

/** The weekday names of a locale, ISO day 1 (Monday) to 7. 2024-01-01 was a Monday. */
export function weekdayNames(locale: string): string[] {
  const f = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return ISO_DAYS.map((d) => {
    const name = f.format(new Date(Date.UTC(2024, 0, d)));
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  });
}

export interface OpeningHoursProps {
  hours: readonly OpeningInterval[];
  /** ISO day of today where the store is, marked in the table. */
  today?: number;
  /** Names the table (the heading above it). */
  labelledBy?: string;
}

export function OpeningHours({ hours, today, labelledBy }: OpeningHoursProps) {
  const { t, lang } = useTranslation();
  const names = weekdayNames(localeOf(lang));
  const byDay = openingByDay(hours);
  return (
    <Table size="small" aria-labelledby={labelledBy}>
      <TableBody>
        {ISO_DAYS.map((day) => {
          const spans = byDay.get(day) ?? [];
          const isToday = day === today;
          return (
            <TableRow
              key={day}
              data-testid={`hours-${day}`}
              aria-current={isToday ? 'date' : undefined}
              sx={isToday ? { '& th, & td': { fontWeight: 700 } } : undefined}
            >
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                {names[day - 1]}
                {isToday && ` (${t('stores.today')})`}
              </TableCell>
              <TableCell align="right" sx={{ pr: 0 }}>
                {spans.length
                  ? spans.map((s) => `${s.from}–${s.to}`).join(', ')
                  : t('stores.closed')}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
