import { describe, expect, it } from 'vitest';
import type { Role } from './codes.ts';
import { type ActivityMenu, MENU_FLAGS } from './contracts.ts';
import {
  landingPath,
  languageOfPath,
  localizePath,
  NAV_ENTRIES,
  type NavContext,
  stripLanguagePrefix,
  visibleNavEntries,
} from './navigation.ts';

const allOn = Object.fromEntries(MENU_FLAGS.map((f) => [f, true])) as ActivityMenu;
const allOff = Object.fromEntries(MENU_FLAGS.map((f) => [f, false])) as ActivityMenu;
const base: NavContext = {
  roles: ['ROLE_USER'],
  menu: allOn,
  bookingType: 'NO',
  templateAppHome: 'I',
  activityCount: 1,
};
const keys = (c: Partial<NavContext>) => visibleNavEntries({ ...base, ...c }).map((e) => e.key);

describe('side navigation visibility', () => {
  it('shows the switched entries only when their switch is on', () => {
    const on = keys({});
    for (const k of ['coupons', 'menus', 'scratchAndWins', 'packs', 'shops', 'inviteFriend']) {
      expect(on).toContain(k);
    }
    const off = keys({ menu: allOff });
    for (const k of ['coupons', 'menus', 'scratchAndWins', 'packs', 'shops', 'inviteFriend']) {
      expect(off).not.toContain(k);
    }
  });

  it('shows my orders only when the shop is on', () => {
    expect(keys({})).toContain('orders');
    expect(keys({ menu: { ...allOn, showShopApp: false } })).not.toContain('orders');
  });

  it('shows normal booking for N and NO with booking on, table booking for R and RO', () => {
    expect(keys({ bookingType: 'N' })).toContain('booking');
    expect(keys({ bookingType: 'NO' })).toContain('booking');
    expect(keys({ bookingType: 'NO', menu: { ...allOn, showBookingApp: false } })).not.toContain(
      'booking',
    );
    expect(keys({ bookingType: 'R' })).not.toContain('booking');
    expect(keys({ bookingType: 'R' })).toContain('bookingTable');
    expect(keys({ bookingType: 'RO' })).toContain('bookingTable');
    expect(keys({ bookingType: 'N' })).not.toContain('bookingTable');
  });

  it('hides notifications when the home template is the notice type', () => {
    expect(keys({ templateAppHome: 'S' })).not.toContain('notifications');
    expect(keys({ templateAppHome: 'V' })).toContain('notifications');
  });

  it('shows activities only with more than one activity', () => {
    expect(keys({ activityCount: 1 })).not.toContain('activities');
    expect(keys({ activityCount: 2 })).toContain('activities');
  });

  it('shows version to super admins and admins, devices to super admins only', () => {
    expect(keys({ roles: ['ROLE_USER'] })).not.toContain('version');
    expect(keys({ roles: ['ROLE_ADMIN'] })).toContain('version');
    expect(keys({ roles: ['ROLE_ADMIN'] })).not.toContain('devices');
    expect(keys({ roles: ['ROLE_SUPER_ADMIN'] })).toEqual(
      expect.arrayContaining(['version', 'devices']),
    );
  });

  it('shows user management to super admins and admins only', () => {
    expect(keys({ roles: ['ROLE_USER'] })).not.toContain('users');
    expect(keys({ roles: ['ROLE_MANAGER', 'ROLE_RESELLER'] })).not.toContain('users');
    expect(keys({ roles: ['ROLE_ADMIN'] })).toContain('users');
    expect(keys({ roles: ['ROLE_SUPER_ADMIN'] })).toContain('users');
  });

  it('shows counter staff (ROLE_STORE) the counter first and no customer feature, switched on or not (issue 15)', () => {
    expect(keys({ roles: ['ROLE_STORE'], activityCount: 2 })).toEqual([
      'counter',
      'agenda',
      'ordersBoard',
      'activities',
      'profile',
    ]);
  });

  it('shows the orders board to staff and admins only while the shop is on (issue 17)', () => {
    const off = { ...allOff };
    expect(keys({ roles: ['ROLE_STORE'], menu: off })).not.toContain('ordersBoard');
    expect(keys({ roles: ['ROLE_STORE'], menu: { ...off, showShopApp: true } })).toContain(
      'ordersBoard',
    );
    expect(keys({ roles: ['ROLE_ADMIN'], menu: { ...off, showShopApp: true } })).toContain(
      'ordersBoard',
    );
    expect(keys({ roles: ['ROLE_USER'], menu: { ...off, showShopApp: true } })).not.toContain(
      'ordersBoard',
    );
  });

  it('shows the agenda to staff and admins only while the activity takes bookings (issue 16)', () => {
    const off = { ...allOff };
    expect(keys({ roles: ['ROLE_STORE'], menu: off, bookingType: 'N' })).not.toContain('agenda');
    expect(keys({ roles: ['ROLE_STORE'], menu: off, bookingType: 'R' })).toContain('agenda');
    expect(keys({ roles: ['ROLE_ADMIN'], menu: { ...off, showBookingApp: true } })).toContain(
      'agenda',
    );
    expect(keys({ roles: ['ROLE_USER'] })).not.toContain('agenda');
    expect(keys({ roles: ['ROLE_ADMIN'], menu: off })).toContain('bookingSettings');
    expect(keys({ roles: ['ROLE_STORE'] })).not.toContain('bookingSettings');
  });

  it('shows staff who are also customers of the activity the counter first, then the customer entries', () => {
    const both = keys({ roles: ['ROLE_STORE', 'ROLE_USER'] });
    expect(both[0]).toBe('counter');
    expect(both).toEqual(expect.arrayContaining(['home', 'card', 'flows', 'coupons', 'packs']));
    // An admin's console comes first (issue 25), then the customer order: the counter is one of
    // their entries, not their work.
    const admin = keys({ roles: ['ROLE_ADMIN'] });
    expect(admin.slice(0, 4)).toEqual(['console', 'activitySetup', 'cardTerms', 'storesAdmin']);
    expect(admin[admin.indexOf('home') - 1]).not.toBe('counter');
  });

  it("groups the console's entries for admins and the super admin only (issue 25)", () => {
    const grouped = NAV_ENTRIES.filter((e) => e.group === 'console').map((e) => e.key);
    expect(grouped).toEqual([
      'console',
      'activitySetup',
      'cardTerms',
      'storesAdmin',
      'menuAdmin',
      'catalogueAdmin',
      'shopSettings',
      'platformActivities',
      'users',
      'bookingSettings',
    ]);
    expect(keys({ roles: ['ROLE_ADMIN'] })).not.toContain('platformActivities');
    expect(keys({ roles: ['ROLE_SUPER_ADMIN'] })).toContain('platformActivities');
    // The menu's and the shop's set-up follow their switches, as the customer entries do.
    const off = keys({ roles: ['ROLE_ADMIN'], menu: allOff });
    expect(off).not.toContain('menuAdmin');
    expect(off).not.toContain('shopSettings');
    expect(off).not.toContain('catalogueAdmin');
    expect(off).toContain('storesAdmin');
    for (const roles of [['ROLE_ADMIN'], ['ROLE_SUPER_ADMIN']] as Role[][]) {
      expect(keys({ roles })).toEqual(expect.arrayContaining(['console', 'cardTerms']));
    }
    for (const roles of [['ROLE_MANAGER'], ['ROLE_STORE'], ['ROLE_USER']] as Role[][]) {
      expect(keys({ roles }).filter((k) => grouped.includes(k))).toEqual([]);
    }
  });

  it('shows role entries to none of the roles outside navigation roles', () => {
    expect(keys({ roles: ['ROLE_PLUGIN'], menu: allOff, bookingType: 'N' })).toEqual([]);
  });
});

describe('landing after sign-in and on switching activity', () => {
  it("is the console's home for admins, the counter for counter staff, the home for everyone else", () => {
    expect(landingPath(['ROLE_ADMIN'])).toBe('/console');
    expect(landingPath(['ROLE_SUPER_ADMIN', 'ROLE_USER'])).toBe('/console');
    expect(landingPath(['ROLE_ADMIN', 'ROLE_STORE'])).toBe('/console');
    expect(landingPath(['ROLE_STORE'])).toBe('/counter');
    expect(landingPath(['ROLE_STORE', 'ROLE_USER'])).toBe('/counter');
    expect(landingPath(['ROLE_USER'])).toBe('/');
    expect(landingPath(['ROLE_MANAGER'])).toBe('/');
    expect(landingPath([])).toBe('/');
  });
});

describe('language prefix', () => {
  it('removes the prefix for it and adds or replaces it for others', () => {
    expect(localizePath('/es/profile', 'it')).toBe('/profile');
    expect(localizePath('/profile', 'es')).toBe('/es/profile');
    expect(localizePath('/fr/profile', 'de')).toBe('/de/profile');
    expect(localizePath('/', 'gb')).toBe('/gb');
    expect(localizePath('/es', 'it')).toBe('/');
  });

  it('does not mistake a path that merely starts with the letters for a prefix', () => {
    expect(stripLanguagePrefix('/esempio')).toBe('/esempio');
    expect(languageOfPath('/esempio')).toBeNull();
    expect(languageOfPath('/de/card')).toBe('de');
  });
});
