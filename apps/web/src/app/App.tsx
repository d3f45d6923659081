import CssBaseline from '@mui/material/CssBaseline';
import { Suspense, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import { OfflineBanner } from '../components/OfflineBanner.tsx';
import { lazyScreen } from '../lib/chunks.ts';
import { snackStore } from '../lib/notify.ts';
import { useStore } from '../lib/store.ts';
import { AppRoutes } from './routes.tsx';
import { RetryScreensLater, ScreenBoundary } from './ScreenBoundary.tsx';
import { ThemeProvider } from './ThemeProvider.tsx';
import { themeFor } from './theme.ts';

const Snackbar = lazyScreen(() => import('../components/Snackbar.tsx'));

/**
 * The snackbar's code loads with the first message. If it cannot load (no connection), the
 * message is lost rather than the page: the next message tries again.
 */
function SnackbarHost() {
  const snack = useStore(snackStore);
  return snack ? (
    <ErrorBoundary resetKey={snack.id} fallback={() => <RetryScreensLater />}>
      <Suspense fallback={null}>
        <Snackbar />
      </Suspense>
    </ErrorBoundary>
  ) : null;
}

export function App() {
  const theme = useMemo(() => themeFor(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        {/* Inside the router: the error screens link home. */}
        <ScreenBoundary>
          <AppRoutes />
        </ScreenBoundary>
      </BrowserRouter>
      <OfflineBanner />
      <SnackbarHost />
    </ThemeProvider>
  );
}
