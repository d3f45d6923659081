import { describe, expect, it } from 'vitest';
import { isPrivacyPath, privacyRedirect, privacyReturnTo } from './privacyCheck.ts';

describe('privacy check redirect (SPEC §4)', () => {
  it('sends a customer who has not accepted to the localized /privacy', () => {
    expect(privacyRedirect('/', 'it', false)).toBe('/privacy');
    expect(privacyRedirect('/activities', 'it', false)).toBe('/privacy');
    expect(privacyRedirect('/es/profile', 'es', false)).toBe('/es/privacy');
    expect(privacyRedirect('/gb', 'gb', false)).toBe('/gb/privacy');
  });

  it("follows the route's language prefix before the stored language", () => {
    expect(privacyRedirect('/fr/activities', 'it', false)).toBe('/fr/privacy');
    expect(privacyRedirect('/activities', 'de', false)).toBe('/de/privacy');
  });

  it('never redirects from /privacy itself, in any language', () => {
    for (const path of ['/privacy', '/privacy/', '/es/privacy', '/de/privacy/']) {
      expect(isPrivacyPath(path)).toBe(true);
      expect(privacyRedirect(path, 'it', false)).toBeNull();
    }
    expect(isPrivacyPath('/privacy-extra')).toBe(false);
    expect(isPrivacyPath('/es/profile')).toBe(false);
  });

  it('stays put when the privacy is accepted or the check has not answered', () => {
    expect(privacyRedirect('/', 'it', true)).toBeNull();
    expect(privacyRedirect('/', 'it', undefined)).toBeNull();
  });
});

describe('after accepting (issue 15)', () => {
  it('goes on to the address the check stopped, or home', () => {
    expect(privacyReturnTo({ from: '/es/coupons?page=2#x' }, '/es')).toBe('/es/coupons?page=2#x');
    expect(privacyReturnTo(null, '/')).toBe('/');
    expect(privacyReturnTo({ from: 42 }, '/')).toBe('/');
  });

  it('never leaves the app nor loops back to /privacy', () => {
    for (const from of [
      '//evil.example/x',
      'https://evil.example',
      '/privacy',
      '/es/privacy?a=1',
    ]) {
      expect(privacyReturnTo({ from }, '/fr')).toBe('/fr');
    }
  });
});
