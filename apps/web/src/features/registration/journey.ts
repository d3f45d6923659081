// The sign-up journey of SPEC §4 (e-mail checked, code sent, code matched, confirm, done),
// kept in session storage so a reload or a step back keeps what the customer already gave.
import type { PublicActivityConfiguration } from '@tessera/domain';

export interface Journey {
  activityId: number | null;
  storeId: number | null;
  /** The e-mail the code was sent to. */
  username: string | null;
  /** The code the server accepted; sign-up sends it again. */
  code: string | null;
  /** The inviter's code the link carried (?invite=, refer-a-friend); the form starts with it. */
  invite: string | null;
}

const KEY = 'tessera.registration';
const EMPTY: Journey = {
  activityId: null,
  storeId: null,
  username: null,
  code: null,
  invite: null,
};

export function readJourney(): Journey {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? { ...EMPTY, ...(JSON.parse(raw) as Partial<Journey>) } : { ...EMPTY };
  } catch {
    return { ...EMPTY };
  }
}

export function writeJourney(patch: Partial<Journey>): Journey {
  const next = { ...readJourney(), ...patch };
  sessionStorage.setItem(KEY, JSON.stringify(next));
  return next;
}

export function clearJourney() {
  sessionStorage.removeItem(KEY);
}

/** A positive integer id from a route or query parameter, or null. */
export function idOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= 2_147_483_647 ? n : null;
}

/** The longest invite code sign-up takes (the domain's `invite` field). */
const INVITE_MAX = 20;

/**
 * An invite code from a link's ?invite= (already URL-decoded), or null when it cannot be one:
 * empty, longer than sign-up takes, or with spaces or control characters in it.
 */
export function inviteOf(value: string | null | undefined): string | null {
  const code = value?.trim();
  if (!code || code.length > INVITE_MAX || /[\s\p{C}]/u.test(code)) return null;
  return code;
}

export type StoreUrls = Pick<PublicActivityConfiguration, 'androidStoreUrl' | 'iosStoreUrl'>;

/** Where sign-up leads (SPEC §4): the store of the phone's system, else the browser stays. */
export type StoreRedirect = { kind: 'store'; url: string } | { kind: 'web' };

export function storeRedirect(userAgent: string, urls: StoreUrls | null): StoreRedirect {
  const web = (url: string | null | undefined) => !!url && /^https?:\/\//i.test(url);
  if (/android/i.test(userAgent) && web(urls?.androidStoreUrl)) {
    return { kind: 'store', url: urls?.androidStoreUrl as string };
  }
  if (/iphone|ipad|ipod/i.test(userAgent) && web(urls?.iosStoreUrl)) {
    return { kind: 'store', url: urls?.iosStoreUrl as string };
  }
  return { kind: 'web' };
}
