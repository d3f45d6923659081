// Authentication state (SPEC §4): logged out, authenticating, authenticated, refreshing.
import type { AccessClaims, ActivityCustomer } from '@tessera/domain';
import { clearActivityCache, KEYS, readJson, writeJson } from './storage.ts';
import { createStore, useStore } from './store.ts';

export type AuthStatus = 'loggedOut' | 'authenticating' | 'authenticated' | 'refreshing';

export interface Session {
  status: AuthStatus;
  claims: AccessClaims | null;
  activities: ActivityCustomer[];
  activityId: number | null;
  /** Set when the user logged out on purpose: they go to /login without a redirect. */
  loggedOutByUser?: boolean;
}

/** The payload of a JWT, unverified (the server verifies). */
function payloadOf(token: string | null): Record<string, unknown> | null {
  if (!token) return null;
  try {
    const part = token.split('.')[1] ?? '';
    return JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
}

/** Reads the claims of a JWT without verifying it (the server verifies). */
export function decodeClaims(token: string | null): AccessClaims | null {
  const claims = payloadOf(token) as AccessClaims | null;
  return typeof claims?.id === 'number' && Array.isArray(claims.roles) ? claims : null;
}

/** When a token stops working and how long it was issued for, in ms by the server's clock. */
export interface Expiry {
  expiresAt: number;
  lifetime: number;
}

/** The `exp` (and `iat`) of a JWT; null when it has none. */
export function expiryOf(token: string | null): Expiry | null {
  const { exp, iat } = payloadOf(token) ?? {};
  if (typeof exp !== 'number') return null;
  return { expiresAt: exp * 1000, lifetime: typeof iat === 'number' ? (exp - iat) * 1000 : 0 };
}

function initial(): Session {
  const token = localStorage.getItem(KEYS.token);
  const activityId = Number(localStorage.getItem(KEYS.activityId)) || null;
  return {
    // Logged in initially when a token is stored.
    status: token ? 'authenticated' : 'loggedOut',
    claims: decodeClaims(token),
    activities: readJson<ActivityCustomer[]>(KEYS.activities) ?? [],
    activityId,
  };
}

export const sessionStore = createStore<Session>(initial());

export const session = {
  token: () => localStorage.getItem(KEYS.token),
  /** The stored access token's expiry (another tab may have stored a newer one). */
  expiry: () => expiryOf(localStorage.getItem(KEYS.token)),
  refreshToken: () => localStorage.getItem(KEYS.refreshToken),
  activityId: () => sessionStore.get().activityId,
  /** Names the signed-in session (user and session id); null when signed out. */
  key: () => {
    const claims = sessionStore.get().claims;
    return claims ? `${claims.id}/${claims.sid}` : null;
  },
  setStatus(status: AuthStatus) {
    sessionStore.set((s) => ({ ...s, status }));
  },
  setTokens(token: string, refreshToken: string) {
    localStorage.setItem(KEYS.token, token);
    localStorage.setItem(KEYS.refreshToken, refreshToken);
    sessionStore.set((s) => ({ ...s, status: 'authenticated', claims: decodeClaims(token) }));
  },
  /** Stores the customer's activities and keeps the current one when it is still among them. */
  setActivities(activities: ActivityCustomer[]) {
    writeJson(KEYS.activities, activities);
    const current = sessionStore.get().activityId;
    const keep = activities.some((a) => a.activityId === current);
    const activityId = keep ? current : (activities[0]?.activityId ?? null);
    if (activityId) localStorage.setItem(KEYS.activityId, String(activityId));
    sessionStore.set((s) => ({ ...s, activities, activityId }));
  },
  switchActivity(activityId: number) {
    clearActivityCache();
    localStorage.setItem(KEYS.activityId, String(activityId));
    sessionStore.set((s) => ({ ...s, activityId }));
  },
  /** Logout clears stored tokens and activities; `byUser` marks a deliberate logout. */
  clear(byUser = false) {
    for (const key of [KEYS.token, KEYS.refreshToken, KEYS.activities, KEYS.activityId]) {
      localStorage.removeItem(key);
    }
    clearActivityCache();
    sessionStore.set({
      status: 'loggedOut',
      claims: null,
      activities: [],
      activityId: null,
      loggedOutByUser: byUser,
    });
  },
};

export function useSession() {
  return useStore(sessionStore);
}
