import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/i18n.ts';
import { onlineStore } from '../../../lib/online.ts';
import { useStore } from '../../../lib/store.ts';

/** Material's CloudOffOutlined, inline: this screen shows when code cannot load, icons included. */
const CLOUD_OFF =
  'M24 15c0-2.64-2.05-4.78-4.65-4.96C18.67 6.59 15.64 4 12 4c-1.33 0-2.57.36-3.65.97l1.49 1.49C10.51 6.17 11.23 6 12 6c3.04 0 5.5 2.46 5.5 5.5v.5H19c1.66 0 3 1.34 3 3 0 .99-.48 1.85-1.21 2.4l1.41 1.41c1.09-.92 1.8-2.27 1.8-3.81M4.41 3.86 3 5.27l2.77 2.77h-.42C2.34 8.36 0 10.91 0 14c0 3.31 2.69 6 6 6h11.73l2 2 1.41-1.41zM6 18c-2.21 0-4-1.79-4-4s1.79-4 4-4h1.73l8 8z';

export interface LoadFailedPageProps {
  /** Loads the screen's code again. */
  onRetry: () => void;
}

/**
 * A screen whose code did not arrive (offline, a patchy network, a file gone after a deploy):
 * what happened, in the words of the connection's state, and a button that tries again. It is
 * part of the first bundle, so it shows whatever failed to load.
 */
export default function LoadFailedPage({ onRetry }: LoadFailedPageProps) {
  const { t } = useTranslation();
  const online = useStore(onlineStore);
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Box
        component="svg"
        viewBox="0 0 24 24"
        aria-hidden="true"
        sx={{ width: 64, height: 64, fill: 'currentColor', color: 'text.secondary' }}
      >
        <path d={CLOUD_OFF} />
      </Box>
      <Typography variant="h5" component="h2" sx={{ mt: 2, mb: 1 }}>
        {online ? t('error.loadFailed.title') : t('error.offline.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {online ? t('error.loadFailed.message') : t('error.offline.message')}
      </Typography>
      <Button variant="contained" size="large" onClick={onRetry}>
        {t('error.retry')}
      </Button>
    </Box>
  );
}
