// The screens, listed once with the layout they sit in (and the role they need), and the
// routes the router builds from that list for every language: without prefix for Italian and
// under /es, /fr, /de and /gb for the others (SPEC §2).
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, languageOfPath, localizePath } from '@tessera/domain';
import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { Outlet, type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { FirstLoad } from '../components/FirstLoad.tsx';
import ErrorPage from '../features/errors/pages/ErrorPage.tsx';
import { lazyScreen } from '../lib/chunks.ts';
import { loadAllTexts, setLanguage } from '../lib/i18n.ts';
import { languageStore } from '../lib/language.ts';
import type { Permission } from '../lib/roles.ts';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { RequireAuth } from './layouts/RequireAuth.tsx';

// Every screen and the signed-in layouts are their own chunks: /login loads only what it shows.
// They load through lazyScreen (lib/chunks.ts): the loading bar shows meanwhile, and a failure
// is the error screen with Retry (app/ScreenBoundary.tsx), never a blank page.
const LoginPage = lazyScreen(() => import('../features/auth/pages/LoginPage.tsx'));

/** A lazy screen that also waits for the texts beyond /login's (see lib/i18n.ts). */
const screen = (load: () => Promise<{ default: ComponentType }>) =>
  lazyScreen<object>(() => Promise.all([load(), loadAllTexts()]).then(([m]) => m));
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
const JoinPage = screen(() => import('../features/registration/pages/JoinPage.tsx'));
const InvitationsPage = screen(() => import('../features/invitations/pages/InvitationsPage.tsx'));
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
const PlatformActivitiesPage = screen(
  () => import('../features/console/activities/pages/PlatformActivitiesPage.tsx'),
);
const StoresAdminPage = screen(
  () => import('../features/console/stores/pages/StoresAdminPage.tsx'),
);
const MenuAdminPage = screen(() => import('../features/console/menu/pages/MenuAdminPage.tsx'));
const CatalogueAdminPage = screen(
  () => import('../features/console/catalogue/pages/CatalogueAdminPage.tsx'),
);
const ShopSettingsPage = screen(
  () => import('../features/console/shop-settings/pages/ShopSettingsPage.tsx'),
);
const ActivitySetupPage = screen(
  () => import('../features/console/activity-setup/pages/ActivitySetupPage.tsx'),
);
const CardTermsPage = screen(
  () => import('../features/console/card-terms/pages/CardTermsPage.tsx'),
);
const ConsoleHomePage = screen(() => import('../features/console/home/pages/ConsoleHomePage.tsx'));
const CounterPage = screen(() => import('../features/counter/pages/CounterPage.tsx'));
// The shop's customer screens share one chunk and one import (see ShopPages.ts).
const shop = () => import('../features/shop/pages/ShopPages.ts');
const ShopPage = screen(() => shop().then((m) => ({ default: m.ShopPage })));
const ItemPage = screen(() => shop().then((m) => ({ default: m.ItemPage })));
const CartPage = screen(() => shop().then((m) => ({ default: m.CartPage })));
const PaySuccessPage = screen(() => shop().then((m) => ({ default: m.PaySuccessPage })));
const SimulatedPayPage = screen(() => shop().then((m) => ({ default: m.SimulatedPayPage })));
const OrdersPage = screen(() => shop().then((m) => ({ default: m.OrdersPage })));
const OrdersBoardPage = screen(() => import('../features/orders-board/pages/OrdersBoardPage.tsx'));
// The services and tables booking screens share one chunk and one import (see BookingPages.ts).
const booking = () => import('../features/booking/pages/BookingPages.ts');
const BookingPage = screen(() => booking().then((m) => ({ default: m.BookingPage })));
const TableBookingPage = screen(() => booking().then((m) => ({ default: m.TableBookingPage })));
const AgendaPage = screen(() => import('../features/agenda/pages/AgendaPage.tsx'));
const BookingSettingsPage = screen(
  () => import('../features/booking-admin/pages/BookingSettingsPage.tsx'),
);
const StoresPage = screen(() => import('../features/stores/pages/StoresPage.tsx'));
const MenuPage = screen(() => import('../features/menus/pages/MenuPage.tsx'));
const CardPage = screen(() => import('../features/card/pages/CardPage.tsx'));
const FlowsPage = screen(() => import('../features/card/pages/FlowsPage.tsx'));
// Coupons and packs share one chunk and one import (see OffersPages.ts).
const offers = () => import('../features/offers/pages/OffersPages.ts');
const CouponsPage = screen(() => offers().then((m) => ({ default: m.CouponsPage })));
const PacksPage = screen(() => offers().then((m) => ({ default: m.PacksPage })));
const ScratchAndWinsPage = screen(
  () => import('../features/instant-win/pages/ScratchAndWinsPage.tsx'),
);
const InviteFriendPage = screen(() => import('../features/friends/pages/InviteFriendPage.tsx'));
// Notifications and notices share one chunk and one import (see NoticesPages.ts).
const notices = () => import('../features/notices/pages/NoticesPages.ts');
const NotificationsPage = screen(() => notices().then((m) => ({ default: m.NotificationsPage })));
const NoticesPage = screen(() => notices().then((m) => ({ default: m.NoticesPage })));
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
const RequireRole = lazyScreen(() => import('./layouts/RequireRole.tsx'));

/**
 * Where a screen sits: `auth` is the card of /login; `public` the other screens before login
 * (they read through the query cache); `default` the signed-in layout with the side navigation;
 * `plain` the signed-in layout without it.
 */
type Layout = 'auth' | 'public' | 'default' | 'plain';

interface Screen {
  layout: Layout;
  /** The path without language prefix; none for the home screen. */
  path?: string;
  element: ReactNode;
  /** The role question the screen needs answered yes (lib/roles.ts). */
  permission?: Permission;
}

export const SCREENS: readonly Screen[] = [
  { layout: 'auth', path: 'login', element: <LoginPage /> },
  { layout: 'public', path: 'registration', element: <RegistrationPage /> },
  { layout: 'public', path: 'registration/stepCode', element: <StepCodePage /> },
  {
    layout: 'public',
    path: 'registration/stepConfirmRegistration',
    element: <StepConfirmRegistrationPage />,
  },
  { layout: 'public', path: 'registration/stepCompleteStore', element: <StepCompleteStorePage /> },
  { layout: 'public', path: 'registration/:activityId', element: <RegistrationPage /> },
  { layout: 'public', path: 'forgot-password', element: <ForgotPasswordPage /> },
  { layout: 'public', path: 'forgot-password/code', element: <ForgotCodePage /> },
  { layout: 'default', element: <HomePage /> },
  { layout: 'default', path: 'activities', element: <ActivitiesPage /> },
  { layout: 'default', path: 'version', element: <VersionPage />, permission: 'version' },
  { layout: 'default', path: 'privacy', element: <PrivacyPage /> },
  { layout: 'default', path: 'profile', element: <ProfilePage /> },
  { layout: 'default', path: 'devices', element: <DevicesPage />, permission: 'devices' },
  { layout: 'default', path: 'language', element: <LanguagePage /> },
  { layout: 'default', path: 'console', element: <ConsoleHomePage />, permission: 'console' },
  {
    layout: 'default',
    path: 'console/activity',
    element: <ActivitySetupPage />,
    permission: 'activitySetup',
  },
  {
    layout: 'default',
    path: 'console/card-terms',
    element: <CardTermsPage />,
    permission: 'cardTerms',
  },
  {
    layout: 'default',
    path: 'console/stores',
    element: <StoresAdminPage />,
    permission: 'storesAdmin',
  },
  { layout: 'default', path: 'console/menu', element: <MenuAdminPage />, permission: 'menuAdmin' },
  {
    layout: 'default',
    path: 'console/catalogue',
    element: <CatalogueAdminPage />,
    permission: 'catalogueAdmin',
  },
  {
    layout: 'default',
    path: 'console/shop-settings',
    element: <ShopSettingsPage />,
    permission: 'shopSettings',
  },
  {
    layout: 'default',
    path: 'console/activities',
    element: <PlatformActivitiesPage />,
    permission: 'platformActivities',
  },
  { layout: 'default', path: 'users', element: <UsersPage />, permission: 'users' },
  { layout: 'default', path: 'invitations', element: <InvitationsPage /> },
  // Signed in through another activity's registration link: joins it, then its home.
  { layout: 'plain', path: 'join/:activityId', element: <JoinPage /> },
  // The list and, with an id, a store's details: one screen, one chunk.
  { layout: 'default', path: 'stores/:id?', element: <StoresPage /> },
  { layout: 'default', path: 'menus', element: <MenuPage /> },
  { layout: 'default', path: 'card', element: <CardPage /> },
  { layout: 'default', path: 'flows', element: <FlowsPage /> },
  { layout: 'default', path: 'coupons', element: <CouponsPage /> },
  { layout: 'default', path: 'packs', element: <PacksPage /> },
  // The list and, with an id, a scratch card: one screen, one chunk.
  { layout: 'default', path: 'instantWin/scratchAndWins/:id?', element: <ScratchAndWinsPage /> },
  { layout: 'default', path: 'invite-friend', element: <InviteFriendPage /> },
  { layout: 'default', path: 'counter', element: <CounterPage />, permission: 'counter' },
  { layout: 'default', path: 'booking', element: <BookingPage /> },
  { layout: 'default', path: 'booking/table', element: <TableBookingPage /> },
  { layout: 'default', path: 'agenda', element: <AgendaPage />, permission: 'agenda' },
  {
    layout: 'default',
    path: 'booking/settings',
    element: <BookingSettingsPage />,
    permission: 'bookingSettings',
  },
  { layout: 'default', path: 'shop/shops', element: <ShopPage /> },
  { layout: 'default', path: 'shop/item/:id', element: <ItemPage /> },
  { layout: 'default', path: 'shop/cart', element: <CartPage /> },
  { layout: 'default', path: 'shop/pay/success', element: <PaySuccessPage /> },
  { layout: 'default', path: 'shop/pay/simulated/:sessionId', element: <SimulatedPayPage /> },
  { layout: 'default', path: 'shop/order/orders', element: <OrdersPage /> },
  {
    layout: 'default',
    path: 'shop/board',
    element: <OrdersBoardPage />,
    permission: 'ordersBoard',
  },
  { layout: 'default', path: 'notifications', element: <NotificationsPage /> },
  // The list and, with an id, a notice: one screen.
  { layout: 'default', path: 'notices/:id?', element: <NoticesPage /> },
  { layout: 'plain', path: '*', element: <ErrorPage status={404} /> },
];

function routeOf(s: Screen): RouteObject {
  const element = s.permission ? (
    <RequireRole permission={s.permission}>{s.element}</RequireRole>
  ) : (
    s.element
  );
  return s.path === undefined ? { index: true, element } : { path: s.path, element };
}

/** The screens of a layout as routes. */
const inLayout = (layout: Layout) => SCREENS.filter((s) => s.layout === layout).map(routeOf);

/** The layout tree around the screens; built once, shared by every language. */
const screenRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [...inLayout('auth'), { element: <WithQueries />, children: inLayout('public') }],
  },
  {
    element: <RequireAuth />,
    children: [
      {
        element: <Authenticated />,
        children: [
          { element: <DefaultLayout />, children: inLayout('default') },
          { element: <PlainLayout />, children: inLayout('plain') },
        ],
      },
    ],
  },
];

/** Each language's routes: its prefix (none for Italian) over the one list of screens. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <LanguageRoute />,
    children: LANGUAGE_CODES.flatMap((code) =>
      code === DEFAULT_LANGUAGE ? screenRoutes : [{ path: code, children: screenRoutes }],
    ),
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

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
    else if (!prefix && lang !== DEFAULT_LANGUAGE) {
      navigate(localizePath(location.pathname, lang) + location.search, { replace: true });
    }
  }, [prefix, location.pathname, location.search, navigate]);
  // The first screen's code (and its layouts') loading: the first load, as index.html drew it.
  // Later moves are transitions: the screen they leave stays until the next one's code is there.
  return (
    <Suspense fallback={<FirstLoad />}>
      <Outlet />
    </Suspense>
  );
}
