import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Component, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { BrowserRouter } from 'react-router';
import ErrorPage from '../features/errors/pages/ErrorPage.tsx';
import { snackStore } from '../lib/notify.ts';
import { useStore } from '../lib/store.ts';
import { AppRoutes } from './routes.tsx';
import { themeFor } from './theme.ts';

const Snackbar = lazy(() => import('../components/Snackbar.tsx'));

/** The snackbar's code loads with the first message. */
function SnackbarHost() {
  const shown = useStore(snackStore) !== null;
  return shown ? (
    <Suspense fallback={null}>
      <Snackbar />
    </Suspense>
  ) : null;
}

/** A screen that fails to render shows the error page instead of a blank app. */
class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children;
  }
}

export function App() {
  const theme = useMemo(() => themeFor(), []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ErrorBoundary>
      <SnackbarHost />
    </ThemeProvider>
  );
}
