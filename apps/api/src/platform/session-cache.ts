// Open sessions and activity memberships remembered per instance, so the per-request session
// check (platform/auth.ts) and membership check (platform/tenancy.ts) usually cost no query; and
// sessions found closed, so a revoked token sent again costs none either.
// Correct across instances: triggers NOTIFY 'tessera_sessions' with the user id on every change
// that can end a session or a membership (migrations 0003 and 0012), or '*' when an activity is
// switched off; each instance LISTENs and forgets. While the LISTEN connection is down the cache
// is off, never stale.
import type { Role } from '@tessera/domain';
import { afterCommit } from './unit-of-work.ts';

export const SESSIONS_CHANNEL = 'tessera_sessions';

interface Entry {
  userId: number;
  roles: Role[];
  until: number;
}

interface MembershipEntry {
  roles: Role[];
  until: number;
}

export class SessionCache {
  #entries = new Map<string, Entry>();
  /** Sessions found closed (revoked, unknown, or of an account switched off), by sid. */
  #closed = new Map<string, { userId: number; until: number }>();
  /** userId → activityId → the roles of an active membership of an active activity. */
  #memberships = new Map<number, Map<number, MembershipEntry>>();
  #membershipCount = 0;
  #listening = false;
  /** Bumped by every forget: a read that began before it must not be cached. */
  #generation = 0;
  #waiters: { userId: number; resolve: () => void }[] = [];

  constructor(
    readonly ttlMs = 60_000,
    readonly maxEntries = 50_000,
  ) {}

  /** The global roles of an open session of `userId`, when known. */
  get(sid: string, userId: number): Role[] | undefined {
    const e = this.#entries.get(sid);
    if (!e) return undefined;
    if (e.userId !== userId || e.until < Date.now()) {
      this.#entries.delete(sid);
      return undefined;
    }
    return e.roles;
  }

  /** Where a database read of a session begins: pass it to `set`. */
  mark() {
    return this.#generation;
  }

  set(sid: string, userId: number, roles: Role[], mark: number) {
    if (!this.#listening || mark !== this.#generation) return;
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(sid, { userId, roles, until: Date.now() + this.ttlMs });
  }

  /** Whether the session was found closed: refused without asking the database again. */
  isClosed(sid: string, userId: number): boolean {
    const e = this.#closed.get(sid);
    if (!e) return false;
    if (e.userId !== userId || e.until < Date.now()) {
      this.#closed.delete(sid);
      return false;
    }
    return true;
  }

  /**
   * Remembers a session the database found closed since `mark`. Only a change of its user can
   * open it again (an account switched back on), and that change forgets the user.
   */
  setClosed(sid: string, userId: number, mark: number) {
    if (!this.#listening || mark !== this.#generation) return;
    if (this.#closed.size >= this.maxEntries) {
      const oldest = this.#closed.keys().next().value;
      if (oldest !== undefined) this.#closed.delete(oldest);
    }
    this.#closed.set(sid, { userId, until: Date.now() + this.ttlMs });
  }

  /** The caller's roles in an activity they are an active member of, when known. */
  membership(userId: number, activityId: number): Role[] | undefined {
    const e = this.#memberships.get(userId)?.get(activityId);
    if (!e) return undefined;
    if (e.until < Date.now()) {
      this.#memberships.get(userId)?.delete(activityId);
      this.#membershipCount--;
      return undefined;
    }
    return e.roles;
  }

  /** Remembers a membership read from the database since `mark`; only memberships that exist. */
  setMembership(userId: number, activityId: number, roles: Role[], mark: number) {
    if (!this.#listening || mark !== this.#generation) return;
    if (this.#membershipCount >= this.maxEntries) this.#forgetMemberships();
    const ofUser = this.#memberships.get(userId) ?? new Map<number, MembershipEntry>();
    this.#memberships.set(userId, ofUser);
    if (!ofUser.has(activityId)) this.#membershipCount++;
    ofUser.set(activityId, { roles, until: Date.now() + this.ttlMs });
  }

  #forgetMemberships() {
    this.#memberships.clear();
    this.#membershipCount = 0;
  }

  /** Forgets every membership (an activity was switched off or deleted). */
  forgetAll() {
    this.#generation++;
    this.#forgetMemberships();
    for (const w of this.#waiters.splice(0)) w.resolve();
  }

  forgetUser(userId: number) {
    this.#generation++;
    for (const [sid, e] of this.#entries) if (e.userId === userId) this.#entries.delete(sid);
    for (const [sid, e] of this.#closed) if (e.userId === userId) this.#closed.delete(sid);
    this.#membershipCount -= this.#memberships.get(userId)?.size ?? 0;
    this.#memberships.delete(userId);
    const [done, waiting] = partition(this.#waiters, (w) => w.userId === userId);
    this.#waiters = waiting;
    for (const w of done) w.resolve();
  }

  forgetSession(sid: string) {
    this.#generation++;
    this.#entries.delete(sid);
  }

  /** Resolves at the next forget of the user (tests wait for a NOTIFY with it). */
  forgotten(userId: number) {
    return new Promise<void>((resolve) => this.#waiters.push({ userId, resolve }));
  }

  listening(on: boolean) {
    this.#listening = on;
    this.#generation++;
    if (!on) {
      this.#entries.clear();
      this.#closed.clear();
      this.#forgetMemberships();
    }
  }

  /** The NOTIFY payload: a user id, or '*' for every membership. */
  onMessage(payload: string) {
    if (payload === '*') return this.forgetAll();
    const userId = Number(payload);
    if (Number.isInteger(userId)) this.forgetUser(userId);
  }
}

function partition<T>(items: T[], test: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (test(item) ? yes : no).push(item);
  return [yes, no];
}

/**
 * The caches of this process, so a service ending a session or changing a membership forgets it
 * here as soon as its unit of work commits (the NOTIFY reaches the other instances).
 */
const caches = new Set<SessionCache>();
export const registerCache = (cache: SessionCache) => {
  caches.add(cache);
  return () => caches.delete(cache);
};
export const forgetUser = (userId: number) =>
  afterCommit(() => {
    for (const c of caches) c.forgetUser(userId);
  });
export const forgetSession = (sid: string) =>
  afterCommit(() => {
    for (const c of caches) c.forgetSession(sid);
  });
