// Which side navigation entries show now: SPEC §2's rules (in @tessera/domain) applied to
// the entries whose screen exists. A later feature adds its key here with its screen.
import {
  type ActivityConfiguration,
  type LanguageCode,
  localizePath,
  menuTextOf,
  type NavContext,
  type NavKey,
  stripLanguagePrefix,
  visibleNavEntries,
} from '@tessera/domain';
import type { SideNavItem } from '../components/SideNav.tsx';
import type { TFunction } from '../lib/i18n.ts';

export const AVAILABLE_SCREENS: ReadonlySet<NavKey> = new Set([
  'home',
  'notifications',
  'card',
  'flows',
  'coupons',
  'packs',
  'scratchAndWins',
  'inviteFriend',
  'menus',
  'stores',
  'activities',
  'privacy',
  'version',
  'devices',
  'profile',
  'users',
  'counter',
  'agenda',
  'booking',
  'bookingTable',
  'bookingSettings',
  'shops',
  'orders',
  'ordersBoard',
  'console',
  'activitySetup',
  'cardTerms',
  'storesAdmin',
  'menuAdmin',
  'catalogueAdmin',
  'shopSettings',
  'platformActivities',
]);

/** The menu entry's label: the configured menu text in the current language, if any. */
export function menuLabel(
  configuration: ActivityConfiguration | undefined,
  lang: LanguageCode,
  fallback: string,
) {
  return menuTextOf(configuration, lang) ?? fallback;
}

export interface NavInput {
  context: NavContext;
  configuration: ActivityConfiguration | undefined;
  lang: LanguageCode;
  pathname: string;
  storeCount: number;
  t: TFunction;
  available?: ReadonlySet<NavKey>;
}

export function navItems(input: NavInput): SideNavItem[] {
  const { context, configuration, lang, pathname, storeCount, t } = input;
  const available = input.available ?? AVAILABLE_SCREENS;
  const here = stripLanguagePrefix(pathname);
  const entries = visibleNavEntries(context).filter((e) => available.has(e.key));
  // The entry of the screen: the longest path that is the screen's or one of its parents
  // (/booking/settings is the settings' entry, not booking's).
  const owns = (path: string) =>
    path === '/' ? here === '/' : here === path || here.startsWith(`${path}/`);
  const selected = entries
    .filter((e) => owns(e.path))
    .sort((a, b) => b.path.length - a.path.length)[0]?.key;
  return entries.map((e) => ({
    key: e.key,
    to: localizePath(e.path, lang),
    selected: e.key === selected,
    ...(e.group ? { group: e.group } : {}),
    label:
      e.key === 'menus'
        ? menuLabel(configuration, lang, t('nav.menus'))
        : e.key === 'stores'
          ? // Singular for one store or none yet (SPEC §2: plural for more than one).
            t('nav.stores', { count: Math.max(1, storeCount) })
          : t(`nav.${e.key}`),
  }));
}
