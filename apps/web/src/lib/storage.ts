// Everything the web keeps in local storage, under one prefix.
export const KEYS = {
  token: 'tessera.token',
  refreshToken: 'tessera.refreshToken',
  activities: 'tessera.activities',
  activityId: 'tessera.activityId',
  language: 'tessera.language',
  /** Cached configuration and menu of an activity, stored with the date they were fetched. */
  cache: (kind: 'configuration' | 'menu', activityId: number) =>
    `tessera.cache.${kind}.${activityId}`,
  /** The offline-worthy queries of the signed-in user (lib/queryPersistence.ts). */
  queries: 'tessera.cache.queries',
} as const;

export function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown) {
  localStorage.setItem(key, JSON.stringify(value));
}

export interface Dated<T> {
  date: string;
  data: T;
}

export function readCached<T>(key: string): Dated<T> | null {
  return readJson<Dated<T>>(key);
}

export function writeCached<T>(key: string, data: T) {
  writeJson(key, { date: new Date().toISOString(), data } satisfies Dated<T>);
}

export function clearActivityCache() {
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith('tessera.cache.')) localStorage.removeItem(key);
  }
}
