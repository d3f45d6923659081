// The staff agenda (issues 16, 26), for ROLE_STORE and ROLE_ADMIN of the activity (or a super
// admin): a day on a time axis with a column per operator or room (DayGrid: a tap on a booking
// opens it, on an empty slot books there), a week (seven columns on a desk, whose entries open the
// whole booking; a list by day on a phone), and the inbox of requests waiting, of every date, with
// the day and view in the address. Waiting bookings are counted and stand out; staff confirm them,
// or decline them after a question with an optional reason (confirmed ones too), and book for a
// customer who calls. The live stream reads it all again within a second of any booking change.
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type AgendaBooking, addDays, isTableBooking, wallClockOf } from '@tessera/domain';
import { type DragEvent, useEffect, useMemo, useState } from 'react';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useBookingOperators } from '../../../lib/api/booking-operators.ts';
import { usePendingCount } from '../../../lib/api/booking-pending.ts';
import { useBookingSettings } from '../../../lib/api/booking-settings.ts';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import {
  type AgendaView,
  dayTitle,
  shortDay,
  useAgendaParams,
  weekTitle,
} from '../agendaParams.ts';
import { useAgendaLive } from '../api/agenda-live.ts';
import { useAnswerBooking } from '../api/answer-booking.ts';
import { useAgenda } from '../api/get-agenda.ts';
import { BookingCard, customerName } from '../components/BookingCard.tsx';
import { type DayColumn, DayGrid } from '../components/DayGrid.tsx';
import { DeclineDialog } from '../components/DeclineDialog.tsx';
import { type DraggedTo, DragMoveDialog } from '../components/DragMoveDialog.tsx';
import { MoveBookingDialog } from '../components/MoveBookingDialog.tsx';
import { NewBookingDialog } from '../components/NewBookingDialog.tsx';
import { PendingInbox } from '../components/PendingInbox.tsx';
import { STATUS_COLORS } from '../components/StatusChip.tsx';
import { WEEK_DRAG_TYPE, WeekEntry } from '../components/WeekEntry.tsx';

const list = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 } as const;

export default function AgendaPage() {
  const { t, lang } = useTranslation();
  usePageTitle(t('agenda.title'));
  const configuration = useConfiguration().data;
  const clock = wallClockOf(new Date(), configuration?.timeZone ?? 'Europe/Rome');
  const today = clock.date;
  const { date, view, days, move } = useAgendaParams(today);
  const from = days[0] as string;
  const to = days[days.length - 1] as string;
  const live = useAgendaLive();
  // The date field as typed; the agenda moves once it holds a whole date.
  const [picked, setPicked] = useState(date);
  useEffect(() => setPicked(date), [date]);
  const agenda = useAgenda(from, to, live);
  const pendingCount = usePendingCount(true).data ?? 0;
  const answer = useAnswerBooking();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  /** Declining asks first (a confirmed booking too), with an optional reason. */
  const [declining, setDeclining] = useState<AgendaBooking | null>(null);
  /** The new-booking form, open with what a tapped slot says (or nothing). */
  const [moving, setMoving] = useState<AgendaBooking | null>(null);
  /** A block dropped at another time or column, waiting for the staff's yes. */
  const [dragged, setDragged] = useState<DraggedTo | null>(null);
  /** The week's day a dragged entry is over. */
  const [dropDay, setDropDay] = useState<string | null>(null);
  const [creating, setCreating] = useState<{ time?: string; operatorId?: number | null } | null>(
    null,
  );
  // The booking a week's entry or a day's block opened, as the agenda holds it now.
  const [openedId, setOpened] = useState<number | null>(null);
  const type = configuration?.bookingType;
  const rooms = type ? isTableBooking(type) : false;
  const withOperators = type === 'NO' || type === 'RO';
  const settings = useBookingSettings().data;
  const operators = useBookingOperators({ enabled: withOperators }).data;
  const bookings = agenda.data?.rows ?? [];
  const open = agenda.data?.open;
  const waiting = bookings.filter((b) => b.confirmed === 'I').length;
  const opened =
    (wide && view === 'week') || view === 'day'
      ? bookings.find((b) => b.id === openedId)
      : undefined;

  /** A week's day takes an entry dragged from another day: same time, asked first. */
  const weekDrop = (d: string) => ({
    onDragOver(e: DragEvent) {
      if (!e.dataTransfer.types.includes(WEEK_DRAG_TYPE)) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'move';
      setDropDay(d);
    },
    onDragLeave(e: DragEvent) {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropDay(null);
    },
    onDrop(e: DragEvent) {
      e.preventDefault();
      setDropDay(null);
      const b = bookings.find((x) => x.id === Number(e.dataTransfer.getData(WEEK_DRAG_TYPE)));
      if (b && b.date !== d) setDragged({ booking: b, date: d, time: b.startTime });
    },
  });

  // One column per operator or room (with the bookings of one removed since), else one; each
  // with when it works on the day shown, when the agenda tells it.
  const columns = useMemo<DayColumn[]>(() => {
    const seats = rooms ? settings?.bookingNumberOfHour : undefined;
    const openOf = (id: number | null) =>
      open?.find((o) => o.date === date && o.bookingOperatorId === id)?.ranges;
    if (!withOperators)
      return [{ id: null, name: t('agenda.grid.all'), seats, open: openOf(null) }];
    const out: DayColumn[] = (operators ?? []).map((o) => ({
      id: o.id,
      name: `${o.name} ${o.surname ?? ''}`.trim(),
      seats: rooms ? (o.seats ?? seats) : undefined,
      open: openOf(o.id),
    }));
    for (const b of bookings) {
      const id = b.bookingOperator?.id ?? null;
      if (out.some((c) => c.id === id)) continue;
      out.push({
        id,
        name: b.bookingOperator
          ? `${b.bookingOperator.name} ${b.bookingOperator.surname ?? ''}`.trim()
          : t(rooms ? 'agenda.grid.anyRoom' : 'agenda.grid.anyOperator'),
        seats,
        open: openOf(id),
      });
    }
    return out;
  }, [withOperators, rooms, operators, bookings, settings, open, date, t]);

  const send = (b: AgendaBooking, confirm: 'Y' | 'N', reason?: string) =>
    answer.mutate(
      { id: b.id, confirm, reason },
      {
        onSuccess: () =>
          notify.success(
            // A request declined is refused; a confirmed booking ended is cancelled.
            t(
              confirm === 'Y'
                ? 'agenda.confirmed'
                : b.confirmed === 'I'
                  ? 'agenda.refused'
                  : 'agenda.cancelled',
              {
                customer: customerName(b),
              },
            ),
          ),
      },
    );

  const card = (b: AgendaBooking, level: 'h3' | 'h4') => (
    <BookingCard
      key={b.id}
      booking={b}
      rooms={rooms}
      level={level}
      busy={answer.isPending && answer.variables?.id === b.id}
      onConfirm={(x) => send(x, 'Y')}
      onDecline={setDeclining}
      extra={
        <Button variant="outlined" onClick={() => setMoving(b)}>
          {t('agenda.move.action')}
        </Button>
      }
    />
  );
  const ofDay = (d: string) => bookings.filter((b) => b.date === d);
  const step = view === 'week' ? 7 : 1;
  const title =
    view === 'week'
      ? weekTitle(from, to, lang)
      : view === 'requests'
        ? t('agenda.inbox.heading')
        : dayTitle(date, lang);

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}
      >
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Typography component="h2" variant="h6">
            {title}
          </Typography>
          {waiting > 0 && view !== 'requests' && (
            <Chip
              data-testid="agenda-waiting"
              label={t('agenda.waiting', { count: waiting })}
              sx={{ bgcolor: STATUS_COLORS.I.background, color: STATUS_COLORS.I.color }}
            />
          )}
        </Stack>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating({})}>
          {t('agenda.new.open')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {view !== 'requests' && (
          <>
            <IconButton
              aria-label={t(`agenda.previous.${view}`)}
              onClick={() => move({ date: addDays(date, -step) })}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Button variant="outlined" onClick={() => move({ date: today })}>
              {t('agenda.today')}
            </Button>
            <IconButton
              aria-label={t(`agenda.next.${view}`)}
              onClick={() => move({ date: addDays(date, step) })}
            >
              <ChevronRightIcon />
            </IconButton>
            <TextField
              id="agenda-go-to"
              type="date"
              size="small"
              label={t('agenda.goTo')}
              value={picked}
              onChange={(e) => {
                const d = e.target.value;
                setPicked(d);
                if (/^\d{4}-\d{2}-\d{2}$/.test(d)) move({ date: d });
              }}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { sx: { minHeight: 27 } } }}
              sx={{ width: 170 }}
            />
          </>
        )}
        <ToggleButtonGroup
          exclusive
          value={view}
          aria-label={t('agenda.view')}
          onChange={(_, v: AgendaView | null) => v && move({ view: v })}
          sx={{ ml: 'auto', '& .MuiToggleButton-root': { minHeight: 44, px: 1.5, py: 0 } }}
        >
          <ToggleButton value="day">{t('agenda.views.day')}</ToggleButton>
          <ToggleButton value="week">{t('agenda.views.week')}</ToggleButton>
          <ToggleButton value="requests" data-testid="agenda-requests">
            {pendingCount > 0 ? (
              <Badge
                badgeContent={pendingCount}
                max={99}
                slotProps={{
                  badge: {
                    style: {
                      position: 'static',
                      transform: 'none',
                      marginLeft: 6,
                      background: STATUS_COLORS.I.background,
                      color: STATUS_COLORS.I.color,
                    },
                  },
                }}
              >
                {t('agenda.views.requests')}
              </Badge>
            ) : (
              t('agenda.views.requests')
            )}
          </ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      {agenda.isError && <Alert severity="error">{t('agenda.loadFailed')}</Alert>}

      {agenda.isSuccess && view === 'day' && !bookings.length && (
        <Typography variant="body2" color="text.secondary" data-testid="agenda-empty-day">
          {t('agenda.empty.day')}
        </Typography>
      )}
      {view === 'day' && agenda.isSuccess && settings && (withOperators ? operators : true) && (
        <DayGrid
          date={date}
          today={today}
          now={clock.time}
          bookings={bookings}
          columns={columns}
          startTime={settings.startTime}
          endTime={settings.endTime}
          step={settings.timeCalendar}
          label={dayTitle(date, lang)}
          onOpen={(b) => setOpened(b.id)}
          onSlot={(time, operatorId) => setCreating({ time, operatorId })}
          onMoveTo={(booking, time, operatorId) => {
            const into = columns.find((c) => operatorId !== undefined && c.id === operatorId);
            setDragged({
              booking,
              time,
              ...(into && { operator: { id: operatorId as number, name: into.name } }),
            });
          }}
        />
      )}

      {view === 'requests' && (
        <PendingInbox
          rooms={rooms}
          busyId={answer.isPending ? (answer.variables?.id ?? null) : null}
          onConfirm={(b) => send(b, 'Y')}
          onDecline={setDeclining}
          onShowDay={(d) => move({ date: d, view: 'day' })}
        />
      )}

      {agenda.isSuccess && view === 'week' && (
        <Box
          sx={
            wide
              ? { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 1 }
              : { display: 'grid', gap: 2 }
          }
        >
          {days.map((d) => {
            const own = ofDay(d);
            const headingId = `agenda-day-${d}`;
            return (
              <Box
                component="section"
                key={d}
                aria-labelledby={headingId}
                data-testid="agenda-week-day"
                {...(wide && d >= today && weekDrop(d))}
                sx={{
                  minWidth: 0,
                  borderRadius: 2,
                  ...(dropDay === d && {
                    outline: 2,
                    outlineColor: 'primary.main',
                    bgcolor: 'action.hover',
                  }),
                }}
              >
                <Typography
                  id={headingId}
                  component="h3"
                  variant="subtitle1"
                  sx={{ mb: 1, color: d === today ? 'primary.main' : 'text.primary' }}
                >
                  <Button
                    variant="text"
                    color="inherit"
                    onClick={() => move({ date: d, view: 'day' })}
                    sx={{ font: 'inherit', px: 0.5, minWidth: 0, textAlign: 'left' }}
                  >
                    {wide ? shortDay(d, lang) : dayTitle(d, lang)}
                  </Button>
                </Typography>
                {own.length ? (
                  <Box component="ul" aria-labelledby={headingId} sx={{ ...list, gap: 1 }}>
                    {own.map((b) =>
                      wide ? (
                        <WeekEntry
                          key={b.id}
                          booking={b}
                          onOpen={() => setOpened(b.id)}
                          movable={b.confirmed !== 'N' && Date.parse(b.startsAt) > Date.now()}
                        />
                      ) : (
                        card(b, 'h4')
                      ),
                    )}
                  </Box>
                ) : (
                  <Typography variant="body2" color="text.secondary" sx={{ px: 0.5 }}>
                    {t('agenda.noBookings')}
                  </Typography>
                )}
              </Box>
            );
          })}
        </Box>
      )}

      {opened && (
        <Dialog open onClose={() => setOpened(null)} fullWidth aria-labelledby="agenda-opened">
          <DialogTitle id="agenda-opened">{dayTitle(opened.date, lang)}</DialogTitle>
          <DialogContent>
            <Box component="ul" aria-labelledby="agenda-opened" sx={list}>
              {card(opened, 'h3')}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpened(null)}>{t('agenda.close')}</Button>
          </DialogActions>
        </Dialog>
      )}

      {declining && (
        <DeclineDialog
          booking={declining}
          onBack={() => setDeclining(null)}
          onDecline={(reason) => {
            send(declining, 'N', reason);
            setDeclining(null);
          }}
        />
      )}

      {moving && (
        <MoveBookingDialog
          booking={moving}
          onClose={() => setMoving(null)}
          onMoved={(d) => {
            notify.success(t('agenda.move.done', { customer: customerName(moving) }));
            setMoving(null);
            setOpened(null);
            move({ date: d });
          }}
        />
      )}

      {dragged && (
        <DragMoveDialog
          moved={dragged}
          onBack={() => setDragged(null)}
          onMoved={() => {
            notify.success(t('agenda.move.done', { customer: customerName(dragged.booking) }));
            setDragged(null);
          }}
        />
      )}

      {creating && configuration && (
        <NewBookingDialog
          bookingType={configuration.bookingType}
          today={today}
          date={date}
          time={creating.time}
          operatorId={creating.operatorId ?? undefined}
          onClose={() => setCreating(null)}
          onBooked={(booking, customer) => {
            setCreating(null);
            notify.success(t('agenda.new.done', { customer }));
            move({ date: booking.date, ...(view === 'requests' && { view: 'day' }) });
          }}
        />
      )}
    </Stack>
  );
}
