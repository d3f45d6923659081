// SPEC §9's 35 days from today as one row that scrolls sideways (issue 26: the two month grids
// put the times 1,100 px down at 390 px). Each day shows its weekday, number and, under it, why
// it cannot be chosen: closed, fully booked, or seats only for fewer people; its name says the
// same to screen readers. One day is in the tab order; the arrows, Home and End move along.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { Fragment, type KeyboardEvent, memo, useEffect, useRef } from 'react';
import { type TFunction, useTranslation } from '../../../lib/i18n.ts';
import { localeOf } from '../../../lib/language.ts';
import { dayName, dayOfMonth } from '../dates.ts';
import { type CalendarDay, choosable } from '../slots.ts';

export interface DateStripProps {
  days: CalendarDay[];
  today: string;
  selected: string | null;
  onSelect(date: string): void;
  /** Names the row ("Giorno"). */
  labelledBy: string;
}

/** Formatters are costly to make: one per locale and part, kept. */
const formats = new Map<string, Intl.DateTimeFormat>();
function short(locale: string, date: string, part: 'weekday' | 'month') {
  const key = `${locale}|${part}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { [part]: 'short', timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f.format(new Date(`${date}T12:00:00Z`));
}

/** A day: its look is in its attributes (pressed, disabled, closed), one style for all 35. */
const Day = styled(ButtonBase)(({ theme }) => ({
  flex: '0 0 auto',
  scrollSnapAlign: 'start',
  width: 60,
  minHeight: 76,
  borderRadius: 8,
  border: `1px solid ${theme.palette.divider}`,
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: '6px 0',
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  '&[aria-pressed="true"]': {
    borderColor: theme.palette.primary.main,
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
  },
  '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '&.Mui-disabled': {
    backgroundColor: theme.palette.action.hover,
    color: theme.palette.text.secondary,
  },
  '&[data-state="closed"]': { borderStyle: 'dashed' },
  '& .weekday': { fontSize: 12, textTransform: 'capitalize' },
  '& .number': { fontSize: 20, fontWeight: 600, lineHeight: 1.1 },
  '&[data-today] .number': { fontWeight: 800, textDecoration: 'underline' },
  '& .why': { fontSize: 11, lineHeight: 1.1, minHeight: 12, padding: '0 2px', textAlign: 'center' },
}));

const Month = styled('span')(({ theme }) => ({
  flex: '0 0 auto',
  alignSelf: 'center',
  fontSize: 12,
  fontWeight: 700,
  textTransform: 'uppercase',
  color: theme.palette.text.secondary,
  writingMode: 'vertical-rl',
  transform: 'rotate(180deg)',
}));

/** Why a day cannot be had as asked: a short word under its number, and a sentence. */
function whyNot(t: TFunction, d: CalendarDay) {
  if (d.status === 'open') return null;
  if (d.reason === 'closed' || d.status === 'closed') {
    return { short: t('booking.day.closed'), long: t('booking.day.closedLong') };
  }
  if (d.reason === 'seats' && (d.largestParty ?? 0) > 0) {
    const n = d.largestParty ?? 0;
    return { short: t('booking.day.upTo', { n }), long: t('booking.day.seatsLong', { n }) };
  }
  return { short: t('booking.day.full'), long: t('booking.day.fullLong') };
}

export const DateStrip = memo(function DateStrip({
  days,
  today,
  selected,
  onSelect,
  labelledBy,
}: DateStripProps) {
  const { t, lang } = useTranslation();
  const locale = localeOf(lang);
  const row = useRef<HTMLDivElement>(null);
  const focusable = selected ?? days.find(choosable)?.date ?? days[0]?.date;

  // The chosen day stays in view in the row.
  useEffect(() => {
    row.current
      ?.querySelector(`[data-date="${selected}"]`)
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [
      ...(row.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []),
    ];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, to))]?.focus();
  };

  return (
    <Box
      ref={row}
      role="group"
      aria-labelledby={labelledBy}
      onKeyDown={onKey}
      sx={{
        display: 'flex',
        gap: 1,
        overflowX: 'auto',
        scrollSnapType: 'x proximity',
        pb: 1,
        mx: -0.5,
        px: 0.5,
      }}
    >
      {days.map((d) => {
        const why = whyNot(t, d);
        const name = dayName(locale, d.date);
        const month = d.date === days[0]?.date || d.date.endsWith('-01');
        const label = [d.date === today ? t('booking.calendar.today', { date: name }) : name];
        if (why) label.push(why.long);
        return (
          <Fragment key={d.date}>
            {month && <Month aria-hidden="true">{short(locale, d.date, 'month')}</Month>}
            <Day
              data-date={d.date}
              data-state={d.status}
              data-today={d.date === today ? '' : undefined}
              disabled={!choosable(d)}
              disableRipple
              aria-pressed={d.date === selected}
              aria-label={label.join(', ')}
              tabIndex={d.date === focusable ? 0 : -1}
              onClick={() => onSelect(d.date)}
            >
              <span className="weekday" aria-hidden="true">
                {short(locale, d.date, 'weekday')}
              </span>
              <span className="number" aria-hidden="true">
                {dayOfMonth(d.date)}
              </span>
              <span className="why" aria-hidden="true">
                {why?.short}
              </span>
            </Day>
          </Fragment>
        );
      })}
    </Box>
  );
});
