import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from '../lib/i18n.ts';
import { loadingStore } from '../lib/notify.ts';
import { useStore } from '../lib/store.ts';

/**
 * A thin bar under the top bar while any request is in flight: a progress bar named "Caricamento…"
 * (axe `aria-progressbar-name`), hidden from assistive technology while nothing loads.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const busy = useStore(loadingStore) > 0;
  return (
    <LinearProgress
      color="secondary"
      aria-label={t('app.loading')}
      aria-hidden={!busy}
      data-testid="loading-bar"
      sx={{
        height: 3,
        position: 'sticky',
        top: 56,
        zIndex: 1200,
        visibility: busy ? 'visible' : 'hidden',
      }}
    />
  );
}
