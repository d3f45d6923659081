// Both booking screens: "Prenota" and "Le mie prenotazioni" as two tabs, the second kept in the
// address (?tab=mine) so Back and a reload come back to it.
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { MyBookings } from './MyBookings.tsx';

type TabName = 'book' | 'mine';

export function BookingTabs({ book }: { book: ReactNode }) {
  const { t } = useTranslation();
  const ids = useId();
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'mine' ? 'mine' : 'book';
  const choose = (next: TabName) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.delete('page');
        if (next === 'mine') out.set('tab', 'mine');
        else out.delete('tab');
        return out;
      },
      { replace: true },
    );
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <Tabs
        value={tab}
        onChange={(_, v: TabName) => choose(v)}
        variant="fullWidth"
        aria-label={t('booking.tabs.label')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {(['book', 'mine'] as const).map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`booking.tabs.${name}`)}
            id={`${ids}-tab-${name}`}
            aria-controls={name === tab ? `${ids}-panel-${name}` : undefined}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${ids}-panel-${tab}`} aria-labelledby={`${ids}-tab-${tab}`}>
        {tab === 'book' ? book : <MyBookings />}
      </Box>
    </Box>
  );
}
