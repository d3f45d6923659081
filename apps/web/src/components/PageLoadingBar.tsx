import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useTranslation } from '../lib/i18n.ts';
import { loadingStore } from '../lib/notify.ts';
import { useStore } from '../lib/store.ts';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * The loading bar where the signed-in layouts' (LoadingBar) is not: at the top of the window,
 * while a screen's code or a request is on its way before sign-in (the first screen's code shows
 * the first load instead, components/FirstLoad.tsx). Plain CSS, as it is part of the first bundle.
 * Like the signed-in bar, a progress bar named "Caricamento…" while busy, hidden otherwise.
 */
export function PageLoadingBar() {
  const { t } = useTranslation();
  const busy = useStore(loadingStore) > 0;
  return (
    <Box
      role="progressbar"
      aria-label={t('app.loading')}
      aria-hidden={!busy}
      data-testid="page-loading-bar"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 3,
        zIndex: 1400,
        overflow: 'hidden',
        visibility: busy ? 'visible' : 'hidden',
        '&::after': {
          content: '""',
          position: 'absolute',
          inset: 0,
          width: '40%',
          bgcolor: 'secondary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
        },
      }}
    />
  );
}
