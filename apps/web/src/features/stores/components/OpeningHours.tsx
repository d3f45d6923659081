// A store's week of opening hours: one row per day from Monday, the day's intervals or
// "Closed", today's row marked (in the activity's time zone).
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { ISO_DAYS, type OpeningInterval, openingByDay } from '@tessera/domain';
import { useTranslation } from '../../../lib/i18n.ts';
import { localeOf } from '../../../lib/language.ts';
import { weekdayNames } from '../../../lib/weekly.ts';

export interface OpeningHoursProps {
  hours: readonly OpeningInterval[];
  /** ISO day of today where the store is, marked in the table. */
  today?: number;
  /** Names the table (the heading above it). */
  labelledBy?: string;
}

export function OpeningHours({ hours, today, labelledBy }: OpeningHoursProps) {
  const { t, lang } = useTranslation();
  const locale = localeOf(lang);
  const names = weekdayNames(locale).map((n) => n.charAt(0).toLocaleUpperCase(locale) + n.slice(1));
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
