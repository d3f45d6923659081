// Side navigation entries and their visibility rules (SPEC §2, §6).
import type { BookingType, HomeTemplate, LanguageCode, Role } from './codes.ts';
import { ACTIVITIES_ENTRY_MIN } from './constants.ts';
import type { ActivityMenu } from './contracts.ts';

export type NavKey =
  | 'home'
  | 'notifications'
  | 'card'
  | 'flows'
  | 'coupons'
  | 'menus'
  | 'shops'
  | 'packs'
  | 'orders'
  | 'booking'
  | 'bookingTable'
  | 'stores'
  | 'scratchAndWins'
  | 'inviteFriend'
  | 'activities'
  | 'privacy'
  | 'version'
  | 'devices'
  | 'profile'
  | 'users'
  | 'counter'
  | 'agenda'
  | 'bookingSettings'
  | 'ordersBoard'
  | 'console'
  | 'activitySetup'
  | 'cardTerms'
  | 'storesAdmin'
  | 'menuAdmin'
  | 'catalogueAdmin'
  | 'shopSettings'
  | 'platformActivities';

export interface NavEntry {
  key: NavKey;
  path: string;
  /** Roles allowed when the entry does not follow a menu switch instead. */
  roles: readonly Role[];
  /** The console's entries (issue 25): the drawer's "Gestione" area, first for an admin. */
  group?: 'console';
}

/** Who sets the activity up (issue 25): its admins and the super admin, not its managers. */
const CONSOLE_ROLES: readonly Role[] = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'];

const NAV_ROLES: readonly Role[] = [
  'ROLE_SUPER_ADMIN',
  'ROLE_ADMIN',
  'ROLE_RESELLER',
  'ROLE_MANAGER',
  'ROLE_USER',
];

/** Counter staff (ROLE_STORE) also reach their account and switch activity (issue 15). */
const ACCOUNT_ROLES: readonly Role[] = [...NAV_ROLES, 'ROLE_STORE'];

export const NAV_ENTRIES: readonly NavEntry[] = [
  { key: 'home', path: '/', roles: NAV_ROLES },
  { key: 'notifications', path: '/notifications', roles: NAV_ROLES },
  { key: 'card', path: '/card', roles: NAV_ROLES },
  { key: 'flows', path: '/flows', roles: NAV_ROLES },
  { key: 'coupons', path: '/coupons', roles: NAV_ROLES },
  { key: 'menus', path: '/menus', roles: NAV_ROLES },
  { key: 'shops', path: '/shop/shops', roles: NAV_ROLES },
  { key: 'packs', path: '/packs', roles: NAV_ROLES },
  { key: 'orders', path: '/shop/order/orders', roles: NAV_ROLES },
  { key: 'booking', path: '/booking', roles: NAV_ROLES },
  { key: 'bookingTable', path: '/booking/table', roles: NAV_ROLES },
  { key: 'stores', path: '/stores', roles: NAV_ROLES },
  { key: 'scratchAndWins', path: '/instantWin/scratchAndWins', roles: NAV_ROLES },
  { key: 'inviteFriend', path: '/invite-friend', roles: NAV_ROLES },
  { key: 'activities', path: '/activities', roles: ACCOUNT_ROLES },
  { key: 'privacy', path: '/privacy', roles: NAV_ROLES },
  { key: 'version', path: '/version', roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'] },
  { key: 'devices', path: '/devices', roles: ['ROLE_SUPER_ADMIN'] },
  { key: 'profile', path: '/profile', roles: ACCOUNT_ROLES },
  // The owner's console (issue 25): its home, then each set-up screen.
  { key: 'console', path: '/console', roles: CONSOLE_ROLES, group: 'console' },
  { key: 'activitySetup', path: '/console/activity', roles: CONSOLE_ROLES, group: 'console' },
  { key: 'cardTerms', path: '/console/card-terms', roles: CONSOLE_ROLES, group: 'console' },
  { key: 'storesAdmin', path: '/console/stores', roles: CONSOLE_ROLES, group: 'console' },
  { key: 'menuAdmin', path: '/console/menu', roles: CONSOLE_ROLES, group: 'console' },
  { key: 'catalogueAdmin', path: '/console/catalogue', roles: CONSOLE_ROLES, group: 'console' },
  { key: 'shopSettings', path: '/console/shop-settings', roles: CONSOLE_ROLES, group: 'console' },
  // Every activity, onboarding one (the super admin's).
  {
    key: 'platformActivities',
    path: '/console/activities',
    roles: ['ROLE_SUPER_ADMIN'],
    group: 'console',
  },
  // User management (SPEC §1, §6): admins only; not one of the customer entries of SPEC §2.
  { key: 'users', path: '/users', roles: CONSOLE_ROLES, group: 'console' },
  // The counter (issue 9): staff of the activity record card operations.
  { key: 'counter', path: '/counter', roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_STORE'] },
  // Booking's staff side (issue 16): the agenda for counter staff and admins, settings for admins.
  { key: 'agenda', path: '/agenda', roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_STORE'] },
  {
    key: 'bookingSettings',
    path: '/booking/settings',
    roles: CONSOLE_ROLES,
    group: 'console',
  },
  // The shop's staff side (issue 17): the orders board for counter staff and admins.
  {
    key: 'ordersBoard',
    path: '/shop/board',
    roles: ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_STORE'],
  },
];

export interface NavContext {
  roles: readonly Role[];
  menu: ActivityMenu;
  bookingType: BookingType;
  templateAppHome: HomeTemplate;
  activityCount: number;
}

/**
 * Entries that follow a menu switch instead of the navigation roles (SPEC §6); a member with
 * none of them (counter staff only) is no customer there and gets none (issue 15).
 */
const SWITCHED: Partial<Record<NavKey, (c: NavContext) => boolean>> = {
  coupons: (c) => c.menu.showCouponApp,
  menus: (c) => c.menu.showMenuApp,
  scratchAndWins: (c) => c.menu.showInstantWinApp,
  packs: (c) => c.menu.showPack,
  shops: (c) => c.menu.showShopApp,
  inviteFriend: (c) => c.menu.showIntroduceFriendApp,
  orders: (c) => c.menu.showShopApp,
  booking: (c) => c.menu.showBookingApp && (c.bookingType === 'N' || c.bookingType === 'NO'),
  bookingTable: (c) => c.bookingType === 'R' || c.bookingType === 'RO',
  agenda: (c) => bookingOn(c),
  ordersBoard: (c) => c.menu.showShopApp,
  menuAdmin: (c) => c.menu.showMenuApp,
  catalogueAdmin: (c) => c.menu.showShopApp,
  shopSettings: (c) => c.menu.showShopApp,
};

/** Whether the activity takes bookings: one of the two customer entries shows. */
export function bookingOn(c: {
  menu: Pick<ActivityMenu, 'showBookingApp'>;
  bookingType: BookingType;
}): boolean {
  return (
    (c.menu.showBookingApp && (c.bookingType === 'N' || c.bookingType === 'NO')) ||
    c.bookingType === 'R' ||
    c.bookingType === 'RO'
  );
}

export function isNavEntryVisible(entry: NavEntry, c: NavContext): boolean {
  const switched = SWITCHED[entry.key];
  if (switched) return switched(c) && entry.roles.some((r) => c.roles.includes(r));
  if (entry.key === 'notifications' && c.templateAppHome === 'S') return false;
  if (entry.key === 'activities' && c.activityCount < ACTIVITIES_ENTRY_MIN) return false;
  return entry.roles.some((r) => c.roles.includes(r));
}

const STAFF: Role = 'ROLE_STORE';

export function visibleNavEntries(c: NavContext): NavEntry[] {
  const entries = NAV_ENTRIES.filter((e) => isNavEntryVisible(e, c));
  const console = entries.filter((e) => e.group === 'console');
  const rest = entries.filter((e) => e.group !== 'console');
  if (!c.roles.includes(STAFF)) return [...console, ...rest];
  // Counter staff work at the counter, on the agenda and the orders board: those come first.
  const work = (e: NavEntry) =>
    e.key === 'counter' || e.key === 'agenda' || e.key === 'ordersBoard';
  return [...console, ...rest.filter(work), ...rest.filter((e) => !work(e))];
}

/**
 * Where sign-in and an activity switch lead: an admin to the console's home (issue 25), counter
 * staff to the counter, others home.
 */
export function landingPath(roles: readonly Role[]): string {
  if (CONSOLE_ROLES.some((r) => roles.includes(r))) return '/console';
  return roles.includes(STAFF) ? '/counter' : '/';
}

/** Adds, replaces or removes the language prefix of a path (none for it). */
export function localizePath(path: string, lang: LanguageCode): string {
  const bare = stripLanguagePrefix(path);
  if (lang === 'it') return bare;
  return bare === '/' ? `/${lang}` : `/${lang}${bare}`;
}

const PREFIX = /^\/(es|fr|de|gb)(?=\/|$)/;

export function stripLanguagePrefix(path: string): string {
  const bare = path.replace(PREFIX, '');
  return bare === '' ? '/' : bare;
}

export function languageOfPath(path: string): LanguageCode | null {
  const m = PREFIX.exec(path);
  return m ? (m[1] as LanguageCode) : null;
}
