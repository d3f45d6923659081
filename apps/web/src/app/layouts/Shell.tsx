// What the default and plain layouts share: activity theme, top bar, logout confirm, loading bar.
import Box from '@mui/material/Box';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isLanguageCode, type LanguageCode, stripLanguagePrefix } from '@tessera/domain';
import { type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { LanguagePicker } from '../../components/LanguagePicker.tsx';
import { LoadingBar } from '../../components/LoadingBar.tsx';
import { NotificationsMenu } from '../../components/NotificationsMenu.tsx';
import { DocumentTitle, TopBar, TopBarProvider } from '../../components/TopBar.tsx';
import { useConfirm } from '../../components/useConfirm.tsx';
import { CartButton } from '../../features/shop/components/CartButton.tsx';
import { useCurrentActivity } from '../../lib/activity.ts';
import { activityCustomersQueryOptions } from '../../lib/api/activity-customers.ts';
import { useActivityLanguages } from '../../lib/api/activity-languages.ts';
import { useConfiguration } from '../../lib/api/configuration.ts';
import { logout as endSession } from '../../lib/api/logout.ts';
import { useUpdateProfile } from '../../lib/api/update-profile.ts';
import { applyDateLocale, useTranslation } from '../../lib/i18n.ts';
import { session, useSession } from '../../lib/session.ts';
import { useBack } from '../../lib/useBack.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { ScreenBoundary } from '../ScreenBoundary.tsx';
import { ThemeProvider } from '../ThemeProvider.tsx';
import { themeFor } from '../theme.ts';

export interface ShellProps {
  children: ReactNode;
  /**
   * The side navigation, given whether the phone drawer is open, how to close it, and the
   * language picker it holds (the top bar of a 360 px phone has no room for it: issue 15).
   */
  nav?: (open: boolean, close: () => void, languagePicker: ReactNode) => ReactNode;
  /** Wide screens keep the navigation open, so the top bar shows no menu button. */
  navPermanent?: boolean;
}

export function Shell({ children, nav, navPermanent = false }: ShellProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { lang, change } = useLanguage();
  const [navOpen, setNavOpen] = useState(false);
  useEffect(() => {
    void applyDateLocale(lang);
  }, [lang]);
  const [confirm, confirmDialog] = useConfirm();
  useQuery(activityCustomersQueryOptions(useSession().claims?.id));
  const activity = useCurrentActivity()?.activity;
  const configuration = useConfiguration().data;
  const multiLanguage = Boolean(configuration?.multiLanguage);
  const languages = useActivityLanguages(multiLanguage).data?.rows;
  const theme = useMemo(
    () => themeFor(activity?.color, activity?.colorText),
    [activity?.color, activity?.colorText],
  );
  const atHome = stripLanguagePrefix(location.pathname) === '/';
  /** A step back in the app, or home for a page opened directly: never out of the app. */
  const back = useBack();
  const saveLanguage = useUpdateProfile({ silent: true });

  /** The top-bar choice is the customer's language too: e-mails and messages follow it. */
  const pickLanguage = async (code: LanguageCode) => {
    setNavOpen(false);
    await change(code);
    await saveLanguage.mutateAsync({ language: code }).catch(() => {});
  };

  const askLogout = async () => {
    const yes = await confirm({
      title: t('logout.title'),
      message: t('logout.message'),
      cancelLabel: t('logout.cancel'),
      confirmLabel: t('logout.confirm'),
    });
    if (!yes) return;
    const refreshToken = session.refreshToken();
    if (refreshToken) await endSession(refreshToken).catch(() => {});
    session.clear(true);
    queryClient.clear();
  };

  const codes = (languages ?? [])
    .map((l) => l.language.code)
    .filter((c): c is LanguageCode => isLanguageCode(c));

  const picker = (compact: boolean) =>
    multiLanguage && codes.length > 1 ? (
      <LanguagePicker current={lang} languages={codes} onChange={pickLanguage} compact={compact} />
    ) : undefined;

  return (
    <ThemeProvider theme={theme}>
      <TopBarProvider>
        <DocumentTitle brand={activity?.name ?? t('app.name')} />
        <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
          {nav?.(navOpen, () => setNavOpen(false), picker(false))}
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <TopBar
              onMenu={nav && !navPermanent ? () => setNavOpen(true) : undefined}
              onBack={atHome ? undefined : back}
              onLogout={askLogout}
              notifications={<NotificationsMenu />}
              cart={<CartButton />}
              languagePicker={nav ? undefined : picker(true)}
            />
            <LoadingBar />
            <Box component="main" sx={{ p: 2, maxWidth: 960, mx: 'auto' }}>
              {/* A page whose code does not load: the error screen under the top bar. */}
              <ScreenBoundary>
                <Suspense fallback={null}>{children}</Suspense>
              </ScreenBoundary>
            </Box>
          </Box>
        </Box>
        {confirmDialog}
      </TopBarProvider>
    </ThemeProvider>
  );
}
