// Booking a service (SPEC §2 normal booking, bookingType N or NO; issue 16): the service (its
// minutes), for NO the operator or "Qualsiasi operatore", then the day and the time
// (BookingScheduler). "Le mie prenotazioni" is the second tab.
import EventBusy from '@mui/icons-material/EventBusy';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type BookingService, formatPrice } from '@tessera/domain';
import { useState } from 'react';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { LastKnownList } from '../../../components/LastKnownList.tsx';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useBookingOperators } from '../../../lib/api/booking-operators.ts';
import { useBookingServices } from '../../../lib/api/booking-services.ts';
import { useConfiguration } from '../../../lib/api/configuration.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { BookingScheduler } from '../components/BookingScheduler.tsx';
import { BookingTabs } from '../components/BookingTabs.tsx';
import { ChoiceList } from '../components/ChoiceList.tsx';
import { operatorName } from '../describe.ts';

const skeleton = (
  <Stack spacing={1} aria-busy="true">
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} variant="rounded" height={48} />
    ))}
  </Stack>
);

function ServiceSteps({
  services,
  withOperator,
  timeZone,
}: {
  services: BookingService[];
  withOperator: boolean;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const operators = useBookingOperators({ enabled: withOperator });
  const [serviceId, setServiceId] = useState<number | null>(null);
  const [operatorId, setOperatorId] = useState<number | 'any'>('any');

  const service = services.find((s) => s.id === serviceId) ?? null;
  const doers = service
    ? (operators.data ?? []).filter((o) => o.bookingServiceIds.includes(service.id))
    : [];
  // An operator who does not do the service now chosen is "any operator" again.
  const operator = doers.find((o) => o.id === operatorId) ?? null;
  const ready = service !== null && (!withOperator || operators.data !== undefined);
  const detail = (s: BookingService) =>
    [t('booking.minutes', { count: s.duration }), s.price === null ? null : formatPrice(s.price)]
      .filter(Boolean)
      .join(' · ');

  return (
    <Stack spacing={3}>
      <ChoiceList<number>
        title={t('booking.steps.service')}
        choices={services.map((s) => ({
          value: s.id,
          label: s.name,
          detail: detail(s),
          description: s.description,
        }))}
        value={serviceId}
        onChange={setServiceId}
      />
      {withOperator && service && (
        <ChoiceList<number | 'any'>
          title={t('booking.steps.operator')}
          choices={
            doers.length === 0
              ? []
              : [
                  { value: 'any', label: t('booking.anyOperator') },
                  ...doers.map((o) => ({ value: o.id, label: operatorName(o) })),
                ]
          }
          value={operator?.id ?? 'any'}
          onChange={setOperatorId}
          empty={
            operators.data && (
              <Typography color="text.secondary">{t('booking.noOperators')}</Typography>
            )
          }
        />
      )}
      <BookingScheduler
        filters={{
          numberOfPeoples: 1,
          bookingServiceId: service?.id,
          bookingOperatorId: operator?.id,
        }}
        selection={
          ready
            ? {
                duration: service.duration,
                people: 1,
                operators: withOperator
                  ? operator
                    ? [operator.id]
                    : doers.map((o) => o.id)
                  : [null],
                seatsOf: () => null,
              }
            : null
        }
        choice={{
          numberOfPeople: 1,
          bookingService: service ? { id: service.id } : null,
          bookingOperator: operator ? { id: operator.id } : null,
        }}
        summary={[
          service ? `${service.name} · ${detail(service)}` : '',
          withOperator
            ? operator
              ? t('booking.summary.with', { name: operatorName(operator) })
              : t('booking.anyOperator')
            : '',
        ].filter(Boolean)}
        timeZone={timeZone}
        waiting={t('booking.calendar.pickService')}
      />
    </Stack>
  );
}

function ServiceBooking() {
  const { t } = useTranslation();
  const config = useConfiguration();
  const services = useBookingServices();
  if (!config.data) return skeleton;
  const { bookingType, timeZone } = config.data;
  return (
    <LastKnownList
      query={services}
      isEmpty={(list) => list.length === 0}
      empty={<EmptyState icon={<EventBusy />}>{t('booking.noServices')}</EmptyState>}
      skeleton={skeleton}
    >
      {(list) => (
        <ServiceSteps services={list} withOperator={bookingType === 'NO'} timeZone={timeZone} />
      )}
    </LastKnownList>
  );
}

export default function BookingPage() {
  const { t } = useTranslation();
  usePageTitle(t('nav.booking'));
  return <BookingTabs book={<ServiceBooking />} />;
}
