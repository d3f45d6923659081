// This browser as a device (SPEC §3 Device params): a random id kept in local storage and a
// readable name taken from the user agent. Pure helpers, unit tested.
import type { DeviceParams } from '@tessera/domain';

export const DEVICE_ID_KEY = 'tessera.deviceId';

/** A random id, 'web-' and a UUID (or 32 random hex digits where randomUUID is missing). */
export function randomDeviceId(): string {
  if (typeof crypto.randomUUID === 'function') return `web-${crypto.randomUUID()}`;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `web-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** This browser's device id, created and stored on first use. */
export function browserDeviceId(storage: Storage = localStorage): string {
  const stored = storage.getItem(DEVICE_ID_KEY);
  if (stored) return stored;
  const id = randomDeviceId();
  storage.setItem(DEVICE_ID_KEY, id);
  return id;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/([\d]+)/, 'Edge'],
  [/OPR\/([\d]+)/, 'Opera'],
  [/SamsungBrowser\/([\d]+)/, 'Samsung Internet'],
  [/Firefox\/([\d]+)|FxiOS\/([\d]+)/, 'Firefox'],
  [/Chrome\/([\d]+)|CriOS\/([\d]+)/, 'Chrome'],
  [/Version\/([\d]+)[\d.]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android ([\d.]+)/, 'Android'],
  [/(?:iPhone|CPU) OS ([\d_]+)/, 'iOS'],
  [/iPad/, 'iPadOS'],
  [/Windows NT ([\d.]+)/, 'Windows'],
  [/Mac OS X ([\d_.]+)/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

function match(ua: string, table: [RegExp, string][]) {
  for (const [re, name] of table) {
    const m = re.exec(ua);
    if (m) return { name, version: (m[1] ?? m[2] ?? '').replace(/_/g, '.') };
  }
  return null;
}

/** "Chrome on Android" style name of a user agent, at most 60 characters (the domain's deviceName). */
export function deviceNameOf(userAgent: string): string {
  const browser = match(userAgent, BROWSERS);
  const system = match(userAgent, SYSTEMS);
  const name =
    browser && system
      ? `${browser.name} ${browser.version} on ${system.name}`.replace(/ {2,}/g, ' ')
      : browser
        ? `${browser.name} ${browser.version}`.trim()
        : system?.name || userAgent.trim() || 'Browser';
  return name.slice(0, 60);
}

/**
 * A device name as the user reads it, in their language: a name this browser gave itself
 * (deviceNameOf's "Chrome 140 on Android", kept so in the record) becomes "Chrome 140 su
 * Android"; a name of another kind (an app's own) shows as it is.
 */
export function localDeviceName(
  name: string,
  t: (key: 'devices.nameOn', vars: { browser: string; system: string }) => string,
) {
  const m = / on (\S+)$/.exec(name);
  const system = m?.[1];
  if (!m || !system || !SYSTEMS.some(([, known]) => known === system)) return name;
  return t('devices.nameOn', { browser: name.slice(0, m.index), system });
}

/** The operating system version of a user agent, if it tells. */
export function osVersionOf(userAgent: string): string | null {
  const system = match(userAgent, SYSTEMS);
  return system ? `${system.name} ${system.version}`.trim().slice(0, 40) : null;
}

/** The device params of this browser (deviceType web, no push notices). */
export function browserDeviceParams(userAgent: string, appVersion: string): DeviceParams {
  return {
    deviceName: deviceNameOf(userAgent),
    deviceType: 'web',
    authNotice: 'N',
    osVersion: osVersionOf(userAgent),
    appVersion: appVersion.slice(0, 40),
  };
}
