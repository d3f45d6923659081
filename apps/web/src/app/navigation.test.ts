import { type ActivityConfiguration, type ActivityMenu, MENU_FLAGS } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import { type MessageKey, setLanguage, translate } from '../lib/i18n.ts';
import { menuLabel, navItems } from './navigation.ts';

const menu = Object.fromEntries(MENU_FLAGS.map((f) => [f, true])) as ActivityMenu;
const configuration = {
  menuTextApp: 'Listino',
  activityConfigurationTranslations: [
    { languageCode: 'es', menuTextApp: 'Tarifas', menuDescriptionBottom: null },
  ],
} as unknown as ActivityConfiguration;
const t = (key: MessageKey, vars?: Record<string, string | number>) => translate('it', key, vars);
const base = {
  context: {
    roles: ['ROLE_USER'] as const,
    menu,
    bookingType: 'NO' as const,
    templateAppHome: 'S' as const,
    activityCount: 2,
  },
  configuration,
  lang: 'it' as const,
  pathname: '/activities',
  storeCount: 1,
  t,
};

describe('side navigation items', () => {
  it('shows only entries that pass the rules and whose screen exists, with localized paths', () => {
    const items = navItems({ ...base, lang: 'es', pathname: '/es/activities' });
    expect(items.map((i) => [i.key, i.to, i.selected])).toEqual([
      ['home', '/es', false],
      ['card', '/es/card', false],
      ['flows', '/es/flows', false],
      ['coupons', '/es/coupons', false],
      ['menus', '/es/menus', false],
      ['shops', '/es/shop/shops', false],
      ['packs', '/es/packs', false],
      ['orders', '/es/shop/order/orders', false],
      ['booking', '/es/booking', false],
      ['stores', '/es/stores', false],
      ['scratchAndWins', '/es/instantWin/scratchAndWins', false],
      ['inviteFriend', '/es/invite-friend', false],
      ['activities', '/es/activities', true],
      ['privacy', '/es/privacy', false],
      ['profile', '/es/profile', false],
    ]);
  });

  it('marks the entry of the screen: booking settings, not booking, on /booking/settings (issue 16)', () => {
    const admin = { ...base, context: { ...base.context, roles: ['ROLE_ADMIN'] as never } };
    const selected = (pathname: string) =>
      navItems({ ...admin, pathname })
        .filter((i) => i.selected)
        .map((i) => i.key);
    expect(selected('/booking/settings')).toEqual(['bookingSettings']);
    expect(selected('/booking')).toEqual(['booking']);
    expect(selected('/bookings')).toEqual([]);
    expect(selected('/')).toEqual(['home']);
    // The shop's screens (issue 17): the orders board is its own entry, not the shop's.
    expect(selected('/shop/board')).toEqual(['ordersBoard']);
    expect(selected('/shop/shops')).toEqual(['shops']);
  });

  it('follows the roles of SPEC §6 for the version entry', () => {
    const keys = (roles: string[]) =>
      navItems({ ...base, context: { ...base.context, roles: roles as never } }).map((i) => i.key);
    expect(keys(['ROLE_USER'])).not.toContain('version');
    expect(keys(['ROLE_ADMIN'])).toContain('version');
  });

  it('shows devices to super admins only (SPEC §6)', () => {
    const keys = (roles: string[]) =>
      navItems({ ...base, context: { ...base.context, roles: roles as never } }).map((i) => i.key);
    expect(keys(['ROLE_USER'])).not.toContain('devices');
    expect(keys(['ROLE_ADMIN'])).not.toContain('devices');
    expect(keys(['ROLE_SUPER_ADMIN'])).toContain('devices');
  });

  it('labels menus with the configured text in the current language and stores by count', async () => {
    await setLanguage('es');
    const all = new Set(['menus', 'stores'] as const);
    const it_ = navItems({ ...base, available: all });
    expect(it_.map((i) => i.label)).toEqual(['Listino', 'Negozio']);
    const es = navItems({
      ...base,
      lang: 'es',
      storeCount: 2,
      available: all,
      t: (k) => translate('es', k),
    });
    expect(es.map((i) => i.label)).toEqual(['Tarifas', 'Tiendas físicas']);
    expect(menuLabel(undefined, 'it', 'Menu')).toBe('Menu');
  });
});
