import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ErrorBoundary.tsx';
import ErrorPage from '../features/errors/pages/ErrorPage.tsx';
import LoadFailedPage from '../features/errors/pages/LoadFailedPage.tsx';
import { retryScreens, ScreenLoadError } from '../lib/chunks.ts';

/**
 * Once a failure shows, the screens whose code failed load again when they render next (after
 * Retry or a move to another route). Not sooner: React would render them again at once.
 */
export function RetryScreensLater() {
  useEffect(() => retryScreens(), []);
  return null;
}

/**
 * Around the lazy screens (the whole app, the sign-in card, the signed-in layouts' page): a
 * screen whose code did not load shows the error screen with Retry, any other failure the
 * generic error page. Moving to another route renders the screens again.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKey={pathname}
      fallback={(error, reset) =>
        error instanceof ScreenLoadError ? (
          <>
            <RetryScreensLater />
            <LoadFailedPage onRetry={reset} />
          </>
        ) : (
          <ErrorPage status={500} />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
