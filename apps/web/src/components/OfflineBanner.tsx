import Box from '@mui/material/Box';
import { useTranslation } from '../lib/i18n.ts';
import { offlineAttemptStore, onlineStore } from '../lib/online.ts';
import { useStore } from '../lib/store.ts';

/**
 * While the connection is down, a band at the foot of every screen says so; an action attempted
 * meanwhile (a form sent) turns it into an alert that the action was not carried out. It leaves
 * when the connection returns. Part of the first bundle: offline, no more code can load.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useStore(onlineStore);
  const attempts = useStore(offlineAttemptStore);
  if (online) return null;
  return (
    <>
      {/* Room at the end of the page, so the band never covers its last lines. */}
      <Box aria-hidden="true" sx={{ height: 64 }} />
      <Box
        // A new attempt is a new alert, read out again.
        key={attempts}
        role={attempts > 0 ? 'alert' : 'status'}
        data-testid="offline-banner"
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: 1500,
          px: 2,
          py: 1.5,
          pb: 'calc(12px + env(safe-area-inset-bottom))',
          textAlign: 'center',
          fontSize: '0.9375rem',
          fontWeight: attempts > 0 ? 600 : 500,
          color: '#fff',
          bgcolor: attempts > 0 ? '#B3261E' : '#263238',
          boxShadow: '0 -2px 8px rgba(0,0,0,0.2)',
        }}
      >
        {attempts > 0 ? t('error.offline.action') : t('error.offline.banner')}
      </Box>
    </>
  );
}
