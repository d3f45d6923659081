// Booking a table (SPEC §2 table booking, bookingType R or RO; issue 16): the number of people,
// for RO the room or "Qualsiasi sala", then the day and the time of a 120-minute sitting
// (BookingScheduler). The stepper goes up to the largest party the activity takes (its
// maxPartySize, else the seats); the calendar is asked once the count settles (400 ms), and a
// party too large for a day says so with SPEC's seat message and the largest that fits.
// "Le mie prenotazioni" is the second tab.
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { type BookingSettings, TABLE_MINUTES } from '@tessera/domain';
import { useState } from 'react';
import { LastKnownList } from '../../../components/LastKnownList.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useBookingOperators } from '../../../lib/api/booking-operators.ts';
import { useBookingSettings } from '../../../lib/api/booking-settings.ts';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { BookingScheduler } from '../components/BookingScheduler.tsx';
import { BookingTabs } from '../components/BookingTabs.tsx';
import { ChoiceList } from '../components/ChoiceList.tsx';
import { PeopleStepper } from '../components/PeopleStepper.tsx';
import { operatorName } from '../describe.ts';
import { useSettled } from '../useSettled.ts';

const skeleton = (
  <Stack spacing={1} aria-busy="true">
    <Skeleton variant="rounded" height={96} />
    <Skeleton variant="rounded" height={280} />
  </Stack>
);

function TableSteps({
  settings,
  withRooms,
  timeZone,
}: {
  settings: BookingSettings;
  withRooms: boolean;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const rooms = useBookingOperators({ enabled: withRooms });
  const [people, setPeople] = useState(2);
  const [roomId, setRoomId] = useState<number | 'any'>('any');

  const list = withRooms ? (rooms.data ?? []) : [];
  const room = list.find((r) => r.id === roomId) ?? null;
  const seatsOf = (op: number | null) =>
    list.find((r) => r.id === op)?.seats ?? settings.bookingNumberOfHour;
  // The activity's largest party (issue 26 fairness), and no more than the seats.
  const max = Math.min(
    settings.maxPartySize,
    withRooms
      ? room
        ? seatsOf(room.id)
        : Math.max(1, ...list.map((r) => seatsOf(r.id)))
      : settings.bookingNumberOfHour,
  );
  const count = Math.min(people, max);
  const [asked, fit] = useSettled(count, setPeople);
  const ready = !withRooms || rooms.data !== undefined;

  return (
    <Stack spacing={3}>
      <PeopleStepper value={count} max={max} onChange={setPeople} />
      {withRooms && rooms.data && (
        <ChoiceList<number | 'any'>
          title={t('booking.steps.room')}
          choices={[
            { value: 'any', label: t('booking.anyRoom') },
            ...list.map((r) => ({ value: r.id, label: operatorName(r) })),
          ]}
          value={room?.id ?? 'any'}
          onChange={setRoomId}
        />
      )}
      <BookingScheduler
        filters={{ numberOfPeoples: asked, bookingOperatorId: room?.id }}
        selection={
          ready
            ? {
                duration: TABLE_MINUTES,
                people: asked,
                operators: withRooms ? (room ? [room.id] : list.map((r) => r.id)) : [null],
                seatsOf,
              }
            : null
        }
        choice={{
          numberOfPeople: asked,
          bookingService: null,
          bookingOperator: room ? { id: room.id } : null,
        }}
        summary={[
          t('booking.summary.table', { count: asked }),
          withRooms
            ? room
              ? t('booking.summary.room', { name: operatorName(room) })
              : t('booking.anyRoom')
            : '',
        ].filter(Boolean)}
        timeZone={timeZone}
        pending={asked !== count}
        onFitParty={fit}
      />
    </Stack>
  );
}

function TableBooking() {
  const config = useConfiguration();
  const settings = useBookingSettings();
  if (!config.data) return skeleton;
  const { bookingType, timeZone } = config.data;
  return (
    <LastKnownList query={settings} isEmpty={() => false} empty={null} skeleton={skeleton}>
      {(s) => <TableSteps settings={s} withRooms={bookingType === 'RO'} timeZone={timeZone} />}
    </LastKnownList>
  );
}

export default function TableBookingPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.bookingTable'));
  return <BookingTabs book={<TableBooking />} />;
}
