// "Le mie prenotazioni" (issue 16): the customer's bookings a page at a time (the page in the
// address), upcoming first, each with its day in the user's language and its times as the
// activity's clock reads them, what and with whom, and its state (with the activity's reason when
// it declined or cancelled it). One not yet started and not cancelled can be moved or cancelled
// (after a question) until the activity's cut-off; past it, the row says until when it could.
// Offline, the last known list with its time.
import EventBusy from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Booking } from '@tessera/domain';
import { useState } from 'react';
import { CardSkeletons } from '../../../components/CardSkeletons.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { PagedCards } from '../../../components/PagedCards.tsx';
import { useConfirm } from '../../../components/useConfirm.tsx';
import { useBookingSettings } from '../../../lib/api/booking-settings.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { localeOf } from '../../../lib/language.ts';
import { notify } from '../../../lib/notify.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { useMyBookings } from '../api/my-bookings.ts';
import { dayName } from '../dates.ts';
import { bookingWhat, bookingWho } from '../describe.ts';
import { MoveBooking } from './MoveBooking.tsx';
import { StatusChip } from './StatusChip.tsx';
import { statusOf } from './status.ts';

/** Whether it is still ahead: not cancelled or declined, and not started. */
const ahead = (b: Booking, now: number) => b.confirmed !== 'N' && Date.parse(b.startsAt) > now;

/** Whether the activity's cut-off (hours before the start, null: none) has passed. */
const pastCutoff = (b: Booking, now: number, hours: number | null | undefined) =>
  hours != null && Date.parse(b.startsAt) - now < hours * 3_600_000;

function BookingRow({
  booking: b,
  cutoffHours,
  onCancel,
  onMove,
}: {
  booking: Booking;
  cutoffHours: number | null | undefined;
  onCancel(): void;
  onMove(): void;
}) {
  const { t, lang } = useTranslation();
  const date = dayName(localeOf(lang), b.date, true);
  const who = bookingWho(t, b);
  const titleId = `booking-${b.id}`;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid="my-booking"
      sx={{ p: 1.5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={titleId} variant="subtitle1" component="h2">
            {date}
          </Typography>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('booking.mine.time', { start: b.startTime, end: b.endTime })}
          </Typography>
          <Typography variant="body2">{bookingWhat(t, b)}</Typography>
          {who && <Typography variant="body2">{who}</Typography>}
          {b.confirmed === 'N' && b.endedBy === 'activity' && b.reason && (
            <Typography variant="body2" color="text.secondary" data-testid="booking-reason">
              {t('booking.mine.reason', { reason: b.reason })}
            </Typography>
          )}
        </Box>
        <StatusChip status={statusOf(b)} />
      </Stack>
      {ahead(b, Date.now()) && pastCutoff(b, Date.now(), cutoffHours) && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('booking.mine.tooLate', { count: cutoffHours as number })}
        </Typography>
      )}
      {ahead(b, Date.now()) && !pastCutoff(b, Date.now(), cutoffHours) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={onMove}
            aria-label={t('booking.mine.moveNamed', { date, time: b.startTime })}
          >
            {t('booking.mine.move')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={onCancel}
            aria-label={t('booking.mine.cancelNamed', { date, time: b.startTime })}
          >
            {t('booking.mine.cancel')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

export function MyBookings() {
  const { t, lang } = useTranslation();
  const [paging, setPaging] = usePageParams();
  const bookings = useMyBookings(paging);
  const cancel = useCancelBooking();
  const [confirm, confirmDialog] = useConfirm();
  const [moving, setMoving] = useState<Booking | null>(null);
  const cutoffHours = useBookingSettings().data?.cancelCutoffHours;

  const askCancel = async (b: Booking) => {
    const yes = await confirm({
      title: t('booking.mine.cancelTitle'),
      message: t('booking.mine.cancelMessage', {
        date: dayName(localeOf(lang), b.date, true),
        time: b.startTime,
      }),
      cancelLabel: t('booking.mine.keep'),
      confirmLabel: t('booking.mine.confirmCancel'),
    });
    if (yes) cancel.mutate(b.id, { onSuccess: () => notify.success(t('booking.mine.cancelled')) });
  };

  return (
    <>
      <PagedCards
        query={bookings}
        paging={paging}
        onPaging={setPaging}
        label={t('booking.mine.label')}
        empty={<EmptyState icon={<EventBusy />}>{t('booking.mine.empty')}</EmptyState>}
        skeleton={<CardSkeletons height={120} testId="booking-skeleton" />}
      >
        {(rows) =>
          rows.map((b) => (
            <BookingRow
              key={b.id}
              booking={b}
              cutoffHours={cutoffHours}
              onCancel={() => askCancel(b)}
              onMove={() => setMoving(b)}
            />
          ))
        }
      </PagedCards>
      {confirmDialog}
      {moving && (
        <MoveBooking
          booking={moving}
          onClose={() => setMoving(null)}
          onMoved={() => {
            setMoving(null);
            notify.success(t('booking.mine.moved'));
          }}
        />
      )}
    </>
  );
}
