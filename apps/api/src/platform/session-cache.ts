// Open sessions remembered per instance, so the per-request session check (platform/auth.ts)
// usually costs no query. Correct across instances: a trigger NOTIFYs 'tessera_sessions' with the
// user id on every change that can end a session (migration 0003), each instance LISTENs and
// forgets that user. While the LISTEN connection is down the cache is off, never stale.
import type { Role } from '@tessera/domain';

export const SESSIONS_CHANNEL = 'tessera_sessions';

interface Entry {
  userId: number;
  roles: Role[];
  until: number;
}

export class SessionCache {
  #entries = new Map<string, Entry>();
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

  forgetUser(userId: number) {
    this.#generation++;
    for (const [sid, e] of this.#entries) if (e.userId === userId) this.#entries.delete(sid);
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
    if (!on) this.#entries.clear();
  }

  /** The NOTIFY payload: a user id. */
  onMessage(payload: string) {
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

/** The caches of this process, so a service ending a session can forget it here at once. */
const caches = new Set<SessionCache>();
export const registerCache = (cache: SessionCache) => {
  caches.add(cache);
  return () => caches.delete(cache);
};
export const forgetUser = (userId: number) => {
  for (const c of caches) c.forgetUser(userId);
};
export const forgetSession = (sid: string) => {
  for (const c of caches) c.forgetSession(sid);
};
