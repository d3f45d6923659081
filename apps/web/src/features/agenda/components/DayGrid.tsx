// The agenda's day (issue 26): a time axis and one column per operator or room (one column for the
// N and R types), each booking a block as long as it lasts, tinted and labelled by its status
// (SPEC §4: confirmed green, waiting orange, declined red). Overlapping bookings share their
// column side by side. A restaurant's room shows its covers at each step (the people seated then,
// each table lasting its 120 minutes) against its seats. A tap on an empty, future slot books
// there (the page opens the form with the day, time and operator); a tap on a block opens it.
// On a phone the columns scroll sideways under a sticky time axis and sticky column heads.
// A booking not yet started drags to another time (snapped to the step) and another operator's
// column (useBlockDrag); the page asks before moving it.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { type AgendaBooking, minutesOf, timeOf } from '@tessera/domain';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import { customerLabel } from './BookingCard.tsx';
import { STATUS_COLORS } from './StatusChip.tsx';
import { useBlockDrag } from './useBlockDrag.ts';

export interface DayColumn {
  /** The operator's or room's id; null: the activity's one column. */
  id: number | null;
  name: string;
  /** A room's seats (covers are shown against them); none: not a restaurant. */
  seats?: number;
  /** When it works that day (the agenda's `open`); none known: the opening hours. */
  open?: { startTime: string; endTime: string }[];
}

export interface DayGridProps {
  date: string;
  /** The activity's wall clock now: "YYYY-MM-DD" and "HH:mm". */
  today: string;
  now: string;
  bookings: AgendaBooking[];
  columns: DayColumn[];
  /** Opening hours and step of the calendar. */
  startTime: string;
  endTime: string;
  step: number;
  /** An accessible name for the grid (the day). */
  label: string;
  onOpen(b: AgendaBooking): void;
  /** An empty slot tapped: book at this time with this operator or room. */
  onSlot(time: string, operatorId: number | null): void;
  /** A block dropped at another start (and another operator's column: its id); none: no drag. */
  onMoveTo?(b: AgendaBooking, time: string, operatorId?: number): void;
}

/** A tinted block's background: black text reads at 15:1 or more on each. */
const TINTS = { Y: '#E8F5E9', I: '#FFF3E0', N: '#FFEBEE' } as const;
const AXIS = 56;
const HEAD = 48;
const GUTTER = 48;
const LANE_MIN = 120;
/** A block is never shorter than a finger's target. */
const MIN_BLOCK = 44;

interface Placed {
  b: AgendaBooking;
  start: number;
  end: number;
  lane: number;
  lanes: number;
}

/** Minutes of a booking in the day: its start, and its length from its instants (DST-safe). */
const spanOf = (b: AgendaBooking) => {
  const start = minutesOf(b.startTime);
  const length = Math.max(1, Math.round((Date.parse(b.endsAt) - Date.parse(b.startsAt)) / 60_000));
  return { start, end: start + length };
};

/** Overlapping bookings side by side: each gets a lane within its group of overlaps. */
export function lanesOf(bookings: AgendaBooking[]): Placed[] {
  const sorted = bookings
    .map((b) => ({ b, ...spanOf(b), lane: 0, lanes: 1 }))
    .sort((x, y) => x.start - y.start || x.end - y.end || x.b.id - y.b.id);
  const out: Placed[] = [];
  let group: Placed[] = [];
  let groupEnd = -1;
  const close = () => {
    const lanes = Math.max(1, ...group.map((p) => p.lane + 1));
    for (const p of group) p.lanes = lanes;
    out.push(...group);
    group = [];
  };
  for (const p of sorted) {
    if (p.start >= groupEnd && group.length) close();
    const taken = new Set(group.filter((q) => q.end > p.start).map((q) => q.lane));
    let lane = 0;
    while (taken.has(lane)) lane++;
    p.lane = lane;
    group.push(p);
    groupEnd = Math.max(groupEnd, p.end);
  }
  if (group.length) close();
  return out;
}

/** The people seated at minute `m` (declined bookings hold no seat). */
export const coversAt = (bookings: AgendaBooking[], m: number) =>
  bookings
    .filter((b) => b.confirmed !== 'N')
    .reduce((n, b) => {
      const { start, end } = spanOf(b);
      return start <= m && m < end ? n + b.numberOfPeople : n;
    }, 0);

const operatorOf = (b: AgendaBooking) => b.bookingOperator?.id ?? null;

/**
 * The minutes from..to a column does not work: outside its open ranges when known, else outside
 * the opening hours.
 */
export function offOf(
  open: DayColumn['open'],
  opening: number,
  closing: number,
  from: number,
  to: number,
): [number, number][] {
  const spans = open
    ? open.map((r) => [minutesOf(r.startTime), minutesOf(r.endTime)] as const)
    : [[opening, closing] as const];
  const out: [number, number][] = [];
  let at = from;
  for (const [s, e] of [...spans].sort((a, b) => a[0] - b[0])) {
    if (s > at) out.push([at, Math.min(s, to)]);
    at = Math.max(at, e);
  }
  if (at < to) out.push([at, to]);
  return out.filter(([s, e]) => e > s);
}

export function DayGrid(p: DayGridProps) {
  const { t } = useTranslation();
  const step = Math.max(5, p.step);
  // Taller rows for short steps: a step is at least 44 px, a minute at least 1.2 px.
  const ppm = Math.max(MIN_BLOCK / step, 1.2);
  const nowMinutes = p.date === p.today ? minutesOf(p.now) : p.date < p.today ? 24 * 60 : -1;

  // The hours shown: opening to closing, widened to every booking of the day, whole hours.
  const { from, to } = useMemo(() => {
    const spans = p.bookings.map(spanOf);
    const first = Math.min(minutesOf(p.startTime), ...spans.map((s) => s.start));
    const last = Math.max(minutesOf(p.endTime), ...spans.map((s) => s.end));
    return { from: Math.floor(first / 60) * 60, to: Math.min(24 * 60, Math.ceil(last / 60) * 60) };
  }, [p.bookings, p.startTime, p.endTime]);
  const height = (to - from) * ppm;
  const y = (m: number) => (m - from) * ppm;

  const columns = useMemo(
    () =>
      p.columns.map((c) => {
        // The activity's one column holds every booking.
        const own =
          p.columns.length === 1 && c.id === null
            ? p.bookings
            : p.bookings.filter((b) => operatorOf(b) === c.id);
        const placed = lanesOf(own);
        const lanes = Math.max(1, ...placed.map((x) => x.lanes));
        const gutter = c.seats !== undefined ? GUTTER : 0;
        return { ...c, own, placed, min: Math.max(150, gutter + lanes * LANE_MIN) };
      }),
    [p.columns, p.bookings],
  );

  // Slots: from the first step at or after opening, each step, before closing.
  const opening = minutesOf(p.startTime);
  const closing = minutesOf(p.endTime);
  const slots: number[] = [];
  for (let m = Math.ceil(opening / step) * step; m < closing; m += step) slots.push(m);
  const hours: number[] = [];
  for (let m = from; m < to; m += 60) hours.push(m);

  // Today opens at the hour before now; another day at its first booking or its opening.
  const scroller = useRef<HTMLDivElement>(null);
  const firstBooking = Math.min(...p.bookings.map((b) => minutesOf(b.startTime)));
  const focus = nowMinutes >= 0 && nowMinutes < 24 * 60 ? nowMinutes - 60 : firstBooking;
  const scrollTo = Number.isFinite(focus) ? Math.max(0, y(Math.max(from, focus))) : 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per day shown
  useLayoutEffect(() => {
    scroller.current?.scrollTo?.({ top: scrollTo });
  }, [p.date]);

  const columnEls = useRef<(HTMLDivElement | null)[]>([]);
  const drag = useBlockDrag({
    step,
    ppm,
    from,
    to,
    container: scroller,
    head: HEAD,
    columns: columnEls,
    accepts: (i) => columns[i]?.id != null,
    onDrop: (id, start, i) => {
      const b = p.bookings.find((x) => x.id === id);
      const origin = columns.findIndex((c) => c.placed.some((x) => x.b.id === id));
      const into = columns[i]?.id;
      if (b) p.onMoveTo?.(b, timeOf(start), i !== origin && into != null ? into : undefined);
    },
  });
  /** Not declined, not yet started, and the page moves bookings. */
  const movable = (b: AgendaBooking, start: number) =>
    Boolean(p.onMoveTo) && b.confirmed !== 'N' && start > nowMinutes;

  const template = `${AXIS}px ${columns.map((c) => `minmax(${c.min}px, 1fr)`).join(' ')}`;
  const head = {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    height: HEAD,
    bgcolor: 'background.paper',
    borderBottom: 1,
    borderColor: 'divider',
  } as const;

  return (
    <Box
      ref={scroller}
      role="region"
      aria-label={p.label}
      // Scrolled by keyboard too (axe: scrollable-region-focusable).
      tabIndex={0}
      data-testid="agenda-day"
      sx={{
        overflow: 'auto',
        maxHeight: { xs: 'calc(100dvh - 260px)', md: 'calc(100dvh - 240px)' },
        minHeight: 320,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: template, minWidth: 'min-content' }}>
        {/* The corner stays over both the axis and the heads. */}
        <Box sx={{ ...head, left: 0, zIndex: 3 }} />
        {columns.map((c) => (
          <Box
            key={c.id ?? 'all'}
            sx={{
              ...head,
              px: 1,
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              borderLeft: 1,
              borderLeftColor: 'divider',
              minWidth: 0,
            }}
          >
            <Box
              component="span"
              sx={{
                typography: 'subtitle2',
                fontWeight: 700,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {c.name}
            </Box>
            {c.seats !== undefined && (
              <Box component="span" sx={{ typography: 'caption', color: 'text.secondary' }}>
                {t('agenda.grid.seats', { count: c.seats })}
              </Box>
            )}
          </Box>
        ))}

        {/* The time axis. */}
        <Box
          aria-hidden
          sx={{
            position: 'sticky',
            left: 0,
            zIndex: 1,
            height,
            bgcolor: 'background.paper',
            borderRight: 1,
            borderColor: 'divider',
          }}
        >
          {hours.map((m) => (
            <Box
              key={m}
              sx={{
                position: 'absolute',
                top: y(m) + 2,
                right: 6,
                typography: 'caption',
                color: 'text.secondary',
              }}
            >
              {timeOf(m)}
            </Box>
          ))}
        </Box>

        {columns.map((c, ci) => {
          const name = c.name;
          return (
            <Box
              key={c.id ?? 'all'}
              ref={(el: HTMLDivElement | null) => {
                columnEls.current[ci] = el;
              }}
              role="group"
              aria-label={name}
              data-testid="agenda-column"
              sx={{
                position: 'relative',
                height,
                borderLeft: 1,
                borderColor: 'divider',
                // Hour lines.
                backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${60 * ppm - 1}px, rgba(0,0,0,0.12) ${60 * ppm - 1}px, rgba(0,0,0,0.12) ${60 * ppm}px)`,
                backgroundPositionY: `${y(Math.ceil(from / 60) * 60)}px`,
              }}
            >
              {/* Past hours and those it does not work are grey. */}
              {offOf(c.open, opening, closing, from, to).map(([s, e]) => (
                <Box
                  key={`off${s}`}
                  data-testid="agenda-off"
                  data-from={timeOf(s)}
                  data-to={timeOf(e)}
                  title={t('agenda.grid.off')}
                  sx={{
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    top: y(s),
                    height: (e - s) * ppm,
                    bgcolor: 'action.selected',
                    backgroundImage:
                      'repeating-linear-gradient(135deg, transparent 0 6px, rgba(0,0,0,0.05) 6px 12px)',
                  }}
                />
              ))}
              {nowMinutes > from && (
                <Box
                  sx={{
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    top: 0,
                    height: Math.min(height, y(nowMinutes)),
                    bgcolor: 'action.hover',
                  }}
                />
              )}
              {slots
                .filter((m) => m >= nowMinutes)
                .map((m) => (
                  <ButtonBase
                    key={m}
                    tabIndex={-1}
                    aria-label={t('agenda.grid.slot', { time: timeOf(m), column: name })}
                    data-time={timeOf(m)}
                    onClick={() => p.onSlot(timeOf(m), c.id)}
                    sx={{
                      position: 'absolute',
                      top: y(m),
                      height: step * ppm,
                      left: c.seats !== undefined ? GUTTER : 0,
                      right: 0,
                      '&:hover': { bgcolor: 'action.hover' },
                    }}
                  />
                ))}
              {c.seats !== undefined &&
                slots.map((m) => {
                  const seated = coversAt(c.own, m);
                  const full = seated >= (c.seats as number);
                  return (
                    <Box
                      key={`c${m}`}
                      data-testid="agenda-covers"
                      data-time={timeOf(m)}
                      title={t('agenda.grid.covers', {
                        time: timeOf(m),
                        count: seated,
                        seats: c.seats as number,
                      })}
                      sx={{
                        position: 'absolute',
                        top: y(m) + 1,
                        height: step * ppm - 2,
                        left: 2,
                        width: GUTTER - 6,
                        display: 'flex',
                        flexDirection: 'column',
                        justifyContent: 'center',
                        typography: 'caption',
                        lineHeight: 1.2,
                        textAlign: 'center',
                        color: 'text.primary',
                      }}
                    >
                      <span>{`${seated}/${c.seats}`}</span>
                      <Box
                        aria-hidden
                        sx={{
                          height: 4,
                          mx: 0.5,
                          borderRadius: 1,
                          bgcolor: 'action.selected',
                          overflow: 'hidden',
                        }}
                      >
                        <Box
                          sx={{
                            height: 1,
                            width: `${Math.min(100, (seated / Math.max(1, c.seats as number)) * 100)}%`,
                            bgcolor: full ? STATUS_COLORS.N.background : STATUS_COLORS.Y.background,
                          }}
                        />
                      </Box>
                    </Box>
                  );
                })}
              {c.placed.map(({ b, start, end, lane, lanes }) => {
                const left = c.seats !== undefined ? GUTTER : 0;
                const canMove = movable(b, start);
                const moving = drag.target?.id === b.id ? drag.target : null;
                const at = moving ? moving.start : start;
                return (
                  <ButtonBase
                    key={b.id}
                    data-testid="agenda-block"
                    data-status={b.confirmed}
                    data-dragging={moving ? 'true' : undefined}
                    onClick={() => !drag.endedDrag() && p.onOpen(b)}
                    {...(canMove && drag.handlers(b.id, start, end - start, ci))}
                    aria-haspopup="dialog"
                    // Where and how long: inline, one rule set shared by every block.
                    style={{
                      top: y(at) + 1,
                      height: Math.max(MIN_BLOCK, (end - start) * ppm - 2),
                      left: `calc(${left}px + (100% - ${left}px) * ${lane / lanes} + 2px)`,
                      width: `calc((100% - ${left}px) / ${lanes} - 4px)`,
                      ...(moving && {
                        transform: `translateX(${moving.dx}px)`,
                        zIndex: 3,
                        boxShadow: '0 4px 12px rgba(0,0,0,0.3)',
                        cursor: 'grabbing',
                      }),
                    }}
                    sx={{
                      position: 'absolute',
                      zIndex: 1,
                      display: 'block',
                      overflow: 'hidden',
                      textAlign: 'left',
                      px: 0.75,
                      py: 0.25,
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'rgba(0,0,0,0.2)',
                      borderLeft: 5,
                      borderLeftColor: STATUS_COLORS[b.confirmed].background,
                      bgcolor: TINTS[b.confirmed],
                      color: '#000000',
                      typography: 'caption',
                      lineHeight: 1.3,
                      ...(b.confirmed === 'N' && { textDecoration: 'line-through' }),
                      ...(canMove && {
                        cursor: 'grab',
                        userSelect: 'none',
                        WebkitTouchCallout: 'none',
                      }),
                      '&:focus-visible': {
                        outline: 2,
                        outlineColor: 'primary.main',
                        outlineOffset: 1,
                      },
                    }}
                  >
                    <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                      {moving
                        ? `${timeOf(at)}–${timeOf(at + end - start)} ${customerLabel(t, b)}`
                        : `${b.startTime}–${b.endTime} ${customerLabel(t, b)}`}
                    </Box>
                    <Box component="span" sx={{ display: 'block' }}>
                      {[
                        b.bookingService?.name,
                        c.seats !== undefined || b.numberOfPeople > 1
                          ? t('agenda.people', { count: b.numberOfPeople })
                          : null,
                        t(`agenda.status.${b.confirmed}`),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </Box>
                  </ButtonBase>
                );
              })}
              {nowMinutes > from && nowMinutes < to && p.date === p.today && (
                <Box
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    top: y(nowMinutes),
                    height: 2,
                    bgcolor: STATUS_COLORS.N.background,
                    zIndex: 1,
                  }}
                />
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
