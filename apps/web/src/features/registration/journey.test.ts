import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearJourney,
  idOf,
  inviteOf,
  readJourney,
  storeRedirect,
  writeJourney,
} from './journey.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';
const urls = {
  androidStoreUrl: 'https://play.google.com/store/apps/details?id=demo',
  iosStoreUrl: 'https://apps.apple.com/app/id1',
};

describe('store redirect after sign-up', () => {
  it('sends Android to the Play store and iPhone/iPad to the App Store', () => {
    expect(storeRedirect(ANDROID, urls)).toEqual({ kind: 'store', url: urls.androidStoreUrl });
    expect(storeRedirect(IPHONE, urls)).toEqual({ kind: 'store', url: urls.iosStoreUrl });
    expect(storeRedirect(IPAD, urls)).toEqual({ kind: 'store', url: urls.iosStoreUrl });
  });

  it('keeps a desktop browser, or a phone whose store link is missing or not a web link', () => {
    expect(storeRedirect(DESKTOP, urls)).toEqual({ kind: 'web' });
    expect(storeRedirect(ANDROID, { ...urls, androidStoreUrl: null })).toEqual({ kind: 'web' });
    expect(storeRedirect(IPHONE, { ...urls, iosStoreUrl: 'javascript:alert(1)' })).toEqual({
      kind: 'web',
    });
    expect(storeRedirect(ANDROID, null)).toEqual({ kind: 'web' });
  });
});

describe('journey', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps the steps in session storage until cleared', () => {
    expect(readJourney()).toEqual({
      activityId: null,
      storeId: null,
      username: null,
      code: null,
      invite: null,
    });
    writeJourney({ activityId: 3, storeId: 7, invite: 'GIULIA23' });
    writeJourney({ username: 'a@b.it' });
    expect(readJourney()).toEqual({
      activityId: 3,
      storeId: 7,
      username: 'a@b.it',
      code: null,
      invite: 'GIULIA23',
    });
    clearJourney();
    expect(readJourney().activityId).toBeNull();
  });

  it('takes an invite code from a link only when it could be one', () => {
    expect(inviteOf('GIULIA23')).toBe('GIULIA23');
    expect(inviteOf('  giulia23 ')).toBe('giulia23');
    expect(inviteOf('AB&C+D/É')).toBe('AB&C+D/É');
    expect(inviteOf('A'.repeat(20))).toBe('A'.repeat(20));
    expect(inviteOf('A'.repeat(21))).toBeNull();
    expect(inviteOf('GIU LIA')).toBeNull();
    expect(inviteOf('GIULIA\u000023')).toBeNull();
    expect(inviteOf('  ')).toBeNull();
    expect(inviteOf('')).toBeNull();
    expect(inviteOf(null)).toBeNull();
  });

  it('reads ids only from positive integers', () => {
    expect(idOf('12')).toBe(12);
    expect(idOf('0')).toBeNull();
    expect(idOf('-1')).toBeNull();
    expect(idOf('1e3')).toBeNull();
    expect(idOf('stepCode')).toBeNull();
    expect(idOf('99999999999')).toBeNull();
    expect(idOf(undefined)).toBeNull();
  });
});
