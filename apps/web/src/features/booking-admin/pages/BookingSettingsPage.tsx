// Booking settings for the activity's admins (issue 16): hours and rules, services (N, NO),
// operators (NO) or rooms (RO), and closed days and times, as cards stacked on a phone and side
// by side on a desk. The route is guarded by <RequireRole permission="bookingSettings">.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/TopBar.tsx';
import { useBookingOperators } from '../../../lib/api/booking-operators.ts';
import { useBookingServices } from '../../../lib/api/booking-services.ts';
import { useBookingSettings } from '../../../lib/api/booking-settings.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBookingHours } from '../api/booking-hours.ts';
import { useBookingClosures } from '../api/get-booking-closures.ts';
import { ClosuresSection } from '../components/ClosuresSection.tsx';
import { HoursSection } from '../components/HoursSection.tsx';
import { OperatorsSection } from '../components/OperatorsSection.tsx';
import { ServicesSection } from '../components/ServicesSection.tsx';
import { SettingsSection } from '../components/SettingsSection.tsx';

function Section(p: { title: string; id: string; intro?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={p.id} sx={{ p: 2 }}>
      <Typography id={p.id} variant="h6" component="h2" sx={{ mb: p.intro ? 0.5 : 2 }}>
        {p.title}
      </Typography>
      {p.intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {p.intro}
        </Typography>
      )}
      {p.children}
    </Paper>
  );
}

export default function BookingSettingsPage() {
  const { t } = useTranslation();
  usePageTitle(t('bookingAdmin.title'));
  // The admin edits them: always read again when the screen opens.
  const settings = useBookingSettings({ staleTime: 0 }).data;
  const type = settings?.bookingType;
  const hasServices = type === 'N' || type === 'NO';
  const hasOperators = type === 'NO' || type === 'RO';
  const services = useBookingServices({ enabled: hasServices, staleTime: 0 }).data ?? [];
  const operators = useBookingOperators({ enabled: hasOperators, staleTime: 0 }).data ?? [];
  const closures = useBookingClosures();
  const hours = useBookingHours().data?.hours;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Section title={t('bookingAdmin.settings.title')} id="booking-settings">
          {settings && (
            <SettingsSection
              key={JSON.stringify(settings)}
              settings={settings}
              ownHours={Boolean(hours?.length)}
            />
          )}
        </Section>
        {settings && (
          <Section
            title={t('bookingAdmin.hours.title')}
            intro={t('bookingAdmin.hours.intro')}
            id="booking-hours"
          >
            {hours && (
              <HoursSection key={JSON.stringify(hours)} hours={hours} fallback={settings} />
            )}
          </Section>
        )}
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {hasServices && (
          <Section title={t('bookingAdmin.services.title')} id="booking-services">
            <ServicesSection services={services} />
          </Section>
        )}
        {hasOperators && (
          <Section
            title={t(
              type === 'RO' ? 'bookingAdmin.operators.titleRooms' : 'bookingAdmin.operators.title',
            )}
            id="booking-operators"
          >
            <OperatorsSection operators={operators} services={services} rooms={type === 'RO'} />
          </Section>
        )}
        {settings && (
          <Section
            title={t('bookingAdmin.closures.title')}
            intro={t('bookingAdmin.closures.intro')}
            id="booking-closures"
          >
            {closures.data && (
              <ClosuresSection closures={closures.data} operators={hasOperators ? operators : []} />
            )}
          </Section>
        )}
      </Box>
    </Box>
  );
}
