import { useMediaQuery } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { Outlet, useLocation } from 'react-router';
import { NavItemsContext, SideNav } from '../../components/SideNav.tsx';
import { useCurrentActivity } from '../../lib/activity.ts';
import { usePendingCount } from '../../lib/api/booking-pending.ts';
import { useConfiguration } from '../../lib/api/configuration.ts';
import { useMenu } from '../../lib/api/menu.ts';
import { useProfile } from '../../lib/api/profile.ts';
import { useStores } from '../../lib/api/stores.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useRoles } from '../../lib/roles.ts';
import { useSession } from '../../lib/session.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { navItems } from '../navigation.ts';
import { Shell } from './Shell.tsx';

/** Top bar, side navigation, logout and loading bar around the page. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const location = useLocation();
  const s = useSession();
  const roles = useRoles();
  const configuration = useConfiguration().data;
  const menu = useMenu().data;
  const activity = useCurrentActivity()?.activity;
  const profile = useProfile().data;
  const storeCount = useStores().data?.totalRows ?? 0;
  const customer = profile ? `${profile.name} ${profile.surname}`.trim() || undefined : undefined;
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const items =
    configuration && menu
      ? navItems({
          context: {
            roles,
            menu,
            bookingType: configuration.bookingType,
            templateAppHome: configuration.templateAppHome,
            activityCount: s.activities.length,
          },
          configuration,
          lang,
          pathname: location.pathname,
          storeCount,
          t,
        })
      : [];
  // Booking requests waiting, beside the agenda's entry when the drawer shows it.
  const pendingBookings = usePendingCount(items.some((i) => i.key === 'agenda')).data;
  return (
    <Shell
      navPermanent={wide}
      nav={(open, close, languagePicker) => (
        <SideNav
          items={items}
          title={t('nav.title')}
          label={t('nav.drawer')}
          header={{ activity, appName: t('app.name'), customer }}
          permanent={wide}
          open={open}
          onClose={close}
          footer={languagePicker}
          pendingBookings={pendingBookings}
        />
      )}
    >
      <NavItemsContext.Provider value={items}>
        <Outlet />
      </NavItemsContext.Provider>
    </Shell>
  );
}
