import { beforeEach, describe, expect, it } from 'vitest';
import {
  browserDeviceId,
  browserDeviceParams,
  DEVICE_ID_KEY,
  deviceNameOf,
  localDeviceName,
  osVersionOf,
} from './deviceParams.ts';

const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

beforeEach(() => localStorage.clear());

describe('this browser as a device', () => {
  it('names the browser and system from the user agent', () => {
    expect(deviceNameOf(PIXEL)).toBe('Chrome 140 on Android');
    expect(deviceNameOf(IPHONE)).toBe('Safari 17 on iOS');
    expect(deviceNameOf(FIREFOX)).toBe('Firefox 128 on Windows');
    expect(deviceNameOf('')).toBe('Browser');
    expect(deviceNameOf('x'.repeat(300))).toHaveLength(60);
    expect(osVersionOf(IPHONE)).toBe('iOS 17.4');
  });

  it('keeps one random id in local storage', () => {
    const id = browserDeviceId();
    expect(id).toMatch(/^web-[0-9a-f-]{32,36}$/);
    expect(localStorage.getItem(DEVICE_ID_KEY)).toBe(id);
    expect(browserDeviceId()).toBe(id);
  });

  it('builds the device params of SPEC §3', () => {
    expect(browserDeviceParams(PIXEL, '0.1.0')).toEqual({
      deviceName: 'Chrome 140 on Android',
      deviceType: 'web',
      authNotice: 'N',
      osVersion: 'Android 14',
      appVersion: '0.1.0',
    });
  });

  it("reads this browser's name in the user's language, another name as it is", async () => {
    const { loadAllTexts, setLanguage, translate } = await import('../../lib/i18n.ts');
    for (const lang of ['it', 'es', 'fr', 'de', 'gb'] as const) {
      await setLanguage(lang);
      await loadAllTexts();
    }
    const name = deviceNameOf(PIXEL);
    const inLang = (lang: 'it' | 'es' | 'fr' | 'de' | 'gb') =>
      localDeviceName(name, (key, vars) => translate(lang, key, vars));
    expect([inLang('it'), inLang('es'), inLang('fr'), inLang('de'), inLang('gb')]).toEqual([
      'Chrome 140 su Android',
      'Chrome 140 en Android',
      'Chrome 140 sur Android',
      'Chrome 140 auf Android',
      'Chrome 140 on Android',
    ]);
    expect(localDeviceName('Safari 17 on iOS', (k, v) => translate('it', k, v))).toBe(
      'Safari 17 su iOS',
    );
    expect(localDeviceName("L'iPhone di Anna", (k, v) => translate('it', k, v))).toBe(
      "L'iPhone di Anna",
    );
    expect(localDeviceName('Photo on desk', (k, v) => translate('it', k, v))).toBe('Photo on desk');
    await setLanguage('it');
  });
});
