// The staff agenda (issue 16), for ROLE_STORE and ROLE_ADMIN of the activity (or a super admin):
// the bookings of a day, or of a week (seven columns on a desk, whose entries open the whole
// booking; a list by day on a phone), with the day and view in the address. Waiting bookings are counted in the header and stand out;
// staff confirm them, or decline them after a question (confirmed ones too), and book for a
// customer who calls.
import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import Alert from '@mui/material/Alert';
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
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type AgendaBooking, addDays, isTableBooking, wallClockOf } from '@tessera/domain';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useConfirm } from '../../../components/useConfirm.tsx';
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
import { useAnswerBooking } from '../api/answer-booking.ts';
import { useAgenda } from '../api/get-agenda.ts';
import { BookingCard, customerName } from '../components/BookingCard.tsx';
import { NewBookingDialog } from '../components/NewBookingDialog.tsx';
import { STATUS_COLORS } from '../components/StatusChip.tsx';
import { WeekEntry } from '../components/WeekEntry.tsx';

const list = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 } as const;

export default function AgendaPage() {
  const { t, lang } = useTranslation();
  usePageTitle(t('agenda.title'));
  const configuration = useConfiguration().data;
  const today = wallClockOf(new Date(), configuration?.timeZone ?? 'Europe/Rome').date;
  const { date, view, days, move } = useAgendaParams(today);
  const from = days[0] as string;
  const to = days[days.length - 1] as string;
  const agenda = useAgenda(from, to);
  const answer = useAnswerBooking();
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [confirm, confirmDialog] = useConfirm();
  const [creating, setCreating] = useState(false);
  // The booking a week's column opened, as the agenda holds it now.
  const [openedId, setOpened] = useState<number | null>(null);
  const rooms = configuration ? isTableBooking(configuration.bookingType) : false;
  const bookings = agenda.data ?? [];
  const waiting = bookings.filter((b) => b.confirmed === 'I').length;
  const opened = wide && view === 'week' ? bookings.find((b) => b.id === openedId) : undefined;

  const send = (b: AgendaBooking, confirm: 'Y' | 'N') =>
    answer.mutate(
      { id: b.id, confirm },
      {
        onSuccess: () =>
          notify.success(
            t(confirm === 'Y' ? 'agenda.confirmed' : 'agenda.declined', {
              customer: customerName(b),
            }),
          ),
      },
    );

  /** Declining asks first (a confirmed booking too), naming the customer, the day and the time. */
  const decline = async (b: AgendaBooking) => {
    const was = b.confirmed === 'Y' ? 'Y' : 'I';
    const yes = await confirm({
      title: t(`agenda.declineDialog.title.${was}`),
      message: t('agenda.declineDialog.message', {
        customer: customerName(b),
        day: dayTitle(b.date, lang),
        time: b.startTime,
      }),
      cancelLabel: t('agenda.declineDialog.back'),
      confirmLabel: t(`agenda.decline.${was}`),
    });
    if (yes) send(b, 'N');
  };

  const card = (b: AgendaBooking, level: 'h3' | 'h4') => (
    <BookingCard
      key={b.id}
      booking={b}
      rooms={rooms}
      level={level}
      busy={answer.isPending && answer.variables?.id === b.id}
      onConfirm={(x) => send(x, 'Y')}
      onDecline={decline}
    />
  );
  const ofDay = (d: string) => bookings.filter((b) => b.date === d);
  const step = view === 'day' ? 1 : 7;

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
            {view === 'day' ? dayTitle(date, lang) : weekTitle(from, to, lang)}
          </Typography>
          {waiting > 0 && (
            <Chip
              data-testid="agenda-waiting"
              label={t('agenda.waiting', { count: waiting })}
              sx={{ bgcolor: STATUS_COLORS.I.background, color: STATUS_COLORS.I.color }}
            />
          )}
        </Stack>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          {t('agenda.new.open')}
        </Button>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
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
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          aria-label={t('agenda.view')}
          onChange={(_, v: AgendaView | null) => v && move({ view: v })}
          sx={{ ml: 'auto' }}
        >
          <ToggleButton value="day">{t('agenda.views.day')}</ToggleButton>
          <ToggleButton value="week">{t('agenda.views.week')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>

      {agenda.isError && <Alert severity="error">{t('agenda.loadFailed')}</Alert>}

      {agenda.isSuccess && view === 'day' && !bookings.length && (
        <EmptyState icon={<EventAvailableIcon fontSize="large" />}>
          {t('agenda.empty.day')}
        </EmptyState>
      )}
      {view === 'day' && bookings.length > 0 && (
        <Box component="ul" aria-label={dayTitle(date, lang)} sx={list}>
          {bookings.map((b) => card(b, 'h3'))}
        </Box>
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
              <Box component="section" key={d} aria-labelledby={headingId} sx={{ minWidth: 0 }}>
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
                        <WeekEntry key={b.id} booking={b} onOpen={() => setOpened(b.id)} />
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

      {confirmDialog}

      {creating && configuration && (
        <NewBookingDialog
          bookingType={configuration.bookingType}
          today={today}
          date={date}
          onClose={() => setCreating(false)}
          onBooked={(booking, customer) => {
            setCreating(false);
            notify.success(t('agenda.new.done', { customer }));
            move({ date: booking.date });
          }}
        />
      )}
    </Stack>
  );
}
