import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { languageOfPath, localizePath } from '@tessera/domain';
import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
} from 'react';
import { BrowserRouter, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import ErrorPage from '../features/errors/pages/ErrorPage.tsx';
import { loadAllTexts, setLanguage } from '../lib/i18n.ts';
import { languageStore } from '../lib/language.ts';
import { snackStore } from '../lib/notify.ts';
import { useStore } from '../lib/store.ts';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { RequireAuth } from './layouts/RequireAuth.tsx';
import { themeFor } from './theme.ts';

// Every screen and the signed-in layouts are their own chunks: /login loads only what it shows.
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage.tsx'));

/** A lazy screen that also waits for the texts beyond /login's (see lib/i18n.ts). */
const screen = (load: () => Promise<{ default: ComponentType }>) =>
  lazy(() => Promise.all([load(), loadAllTexts()]).then(([m]) => m));
const RegistrationPage = screen(
  () => import('../features/registration/pages/RegistrationPage.tsx'),
);
const StepCodePage = screen(() => import('../features/registration/pages/StepCodePage.tsx'));
const StepConfirmRegistrationPage = screen(
  () => import('../features/registration/pages/StepConfirmRegistrationPage.tsx'),
);
const StepCompleteStorePage = screen(
  () => import('../features/registration/pages/StepCompleteStorePage.tsx'),
);
const ForgotPasswordPage = screen(
  () => import('../features/password/pages/ForgotPasswordPage.tsx'),
);
const ForgotCodePage = screen(() => import('../features/password/pages/ForgotCodePage.tsx'));
const HomePage = screen(() => import('../features/home/pages/HomePage.tsx'));
const ActivitiesPage = screen(() => import('../features/activities/pages/ActivitiesPage.tsx'));
const VersionPage = screen(() => import('../features/version/pages/VersionPage.tsx'));
const PrivacyPage = screen(() => import('../features/privacy/pages/PrivacyPage.tsx'));
const ProfilePage = screen(() => import('../features/profile/pages/ProfilePage.tsx'));
const DevicesPage = screen(() => import('../features/devices/pages/DevicesPage.tsx'));
const LanguagePage = screen(() => import('../features/language/pages/LanguagePage.tsx'));
const UsersPage = screen(() => import('../features/users/pages/UsersPage.tsx'));
const WithQueries = screen(() =>
  import('./layouts/WithQueries.tsx').then((m) => ({ default: m.WithQueries })),
);
const Authenticated = screen(() =>
  import('./layouts/Authenticated.tsx').then((m) => ({ default: m.Authenticated })),
);
const DefaultLayout = screen(() =>
  import('./layouts/DefaultLayout.tsx').then((m) => ({ default: m.DefaultLayout })),
);
const PlainLayout = screen(() =>
  import('./layouts/PlainLayout.tsx').then((m) => ({ default: m.PlainLayout })),
);

/** Loads with the first screen that needs a role. */
const RequireRole = lazy(() => import('./layouts/RequireRole.tsx'));

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

/** The screens, mounted once without prefix (Italian) and once under each language prefix. */
const screens = (
  <>
    <Route element={<AuthLayout />}>
      <Route path="login" element={<LoginPage />} />
      <Route element={<WithQueries />}>
        <Route path="registration" element={<RegistrationPage />} />
        <Route path="registration/stepCode" element={<StepCodePage />} />
        <Route
          path="registration/stepConfirmRegistration"
          element={<StepConfirmRegistrationPage />}
        />
        <Route path="registration/stepCompleteStore" element={<StepCompleteStorePage />} />
        <Route path="registration/:activityId" element={<RegistrationPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="forgot-password/code" element={<ForgotCodePage />} />
      </Route>
    </Route>
    <Route element={<RequireAuth />}>
      <Route element={<Authenticated />}>
        <Route element={<DefaultLayout />}>
          <Route index element={<HomePage />} />
          <Route path="activities" element={<ActivitiesPage />} />
          <Route element={<RequireRole permission="version" />}>
            <Route path="version" element={<VersionPage />} />
          </Route>
          <Route path="privacy" element={<PrivacyPage />} />
          <Route path="profile" element={<ProfilePage />} />
          <Route element={<RequireRole permission="devices" />}>
            <Route path="devices" element={<DevicesPage />} />
          </Route>
          <Route path="language" element={<LanguagePage />} />
          <Route element={<RequireRole permission="users" />}>
            <Route path="users" element={<UsersPage />} />
          </Route>
        </Route>
        <Route element={<PlainLayout />}>
          <Route path="*" element={<ErrorPage status={404} />} />
        </Route>
      </Route>
    </Route>
  </>
);

/**
 * Keeps the language and the route prefix in step (none for Italian). It reacts to route
 * changes only: a language switch sets the language, then moves to the matching route.
 */
function LanguageRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const prefix = languageOfPath(location.pathname);
  useEffect(() => {
    const lang = languageStore.get();
    if (prefix && prefix !== lang) void setLanguage(prefix);
    else if (!prefix && lang !== 'it') {
      navigate(localizePath(location.pathname, lang) + location.search, { replace: true });
    }
  }, [prefix, location.pathname, location.search, navigate]);
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
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
          <Routes>
            <Route path="/" element={<LanguageRoute />}>
              {screens}
              {['es', 'fr', 'de', 'gb'].map((p) => (
                <Route key={p} path={p}>
                  {screens}
                </Route>
              ))}
            </Route>
          </Routes>
        </BrowserRouter>
      </ErrorBoundary>
      <SnackbarHost />
    </ThemeProvider>
  );
}
