// The booking calendar's shared part (everything but the caller's own bookings) remembered per
// instance, by activity, selection, first day and the minute of the service clock's now; and
// whether each activity takes bookings, the switch of the routes' feature gate ('booking').
// Correct across instances, as platform/session-cache.ts: triggers NOTIFY 'tessera_booking' with
// the activity id on every change of what the calendar reads (migration 0016); each instance
// LISTENs and forgets that activity. While the LISTEN connection is down the cache is off, never
// stale; a read that began before a forget is not remembered.
import type { BookingAvailability, DayCandidates } from '@tessera/domain';
import type { ServiceContext } from '../../platform/context.ts';
import { afterCommit } from '../../platform/unit-of-work.ts';

export const BOOKING_CHANNEL = 'tessera_booking';

/** The calendar less `mine`, and what the caller's own read needs. */
export interface SharedCalendar {
  answer: Omit<BookingAvailability, 'mine'>;
  /** `answer` checked against the contract and serialized once, without its closing brace. */
  json: string;
  timeZone: string;
  first: string;
  last: string;
  /** Each day's starts before the caller's own bookings are taken out (`days`, per call). */
  candidates: DayCandidates[];
  /** Each day's `days` entry for a caller with no booking on it, checked and serialized once. */
  days: string[];
  /** Tables: the party asked and maxPartySize (issue 26); null for services. */
  party?: { people: number; most: number } | null;
}

interface Entry {
  activityId: number;
  shared: SharedCalendar;
}

export class CalendarCache {
  #entries = new Map<string, Entry>();
  /** Whether each activity takes bookings (the feature gate's switch), read this minute. */
  #bookingOn = new Map<number, boolean>();
  /** The minute (of the service clock) the entries were computed in. */
  #minute = -1;
  #listening = false;
  /** Bumped by every forget: a read that began before it must not be remembered. */
  #generation = 0;
  /** Reads under way, by key: a miss at the same time joins one instead of reading again. */
  #reads = new Map<
    string,
    { minute: number; generation: number; shared: Promise<SharedCalendar> }
  >();
  #waiters: { activityId: number; resolve: () => void }[] = [];

  constructor(readonly maxEntries = 5_000) {}

  /** An answer of this minute, when known. */
  get(key: string, now: Date): SharedCalendar | undefined {
    if (this.#minuteOf(now) !== this.#minute) return undefined;
    return this.#entries.get(key)?.shared;
  }

  /**
   * A read of `key` under way, begun this minute and after the last forget, to wait for instead
   * of reading again (the minute's first callers all miss at once).
   */
  joinRead(key: string, now: Date): Promise<SharedCalendar> | undefined {
    const r = this.#reads.get(key);
    if (!r || !this.#listening) return undefined;
    return r.minute === this.#minuteOf(now) && r.generation === this.#generation
      ? r.shared
      : undefined;
  }

  /** Records a read of `key` begun at `mark`, for others to join until it settles. */
  startRead(key: string, now: Date, mark: number, reading: Promise<{ shared: SharedCalendar }>) {
    if (!this.#listening || mark !== this.#generation) return;
    const shared = reading.then((r) => r.shared);
    const read = { minute: this.#minuteOf(now), generation: mark, shared };
    this.#reads.set(key, read);
    const done = () => {
      if (this.#reads.get(key) === read) this.#reads.delete(key);
    };
    shared.then(done, done);
  }

  /** Where a database read begins: pass it to `set`. */
  mark() {
    return this.#generation;
  }

  /** Whether the activity takes bookings, when read this minute. */
  bookingOn(activityId: number, now: Date): boolean | undefined {
    if (this.#minuteOf(now) !== this.#minute) return undefined;
    return this.#bookingOn.get(activityId);
  }

  setBookingOn(activityId: number, now: Date, on: boolean, mark: number) {
    if (!this.#listening || mark !== this.#generation) return;
    this.#turnTo(this.#minuteOf(now));
    if (this.#bookingOn.size >= this.maxEntries) this.#bookingOn.clear();
    this.#bookingOn.set(activityId, on);
  }

  set(key: string, now: Date, activityId: number, shared: SharedCalendar, mark: number) {
    if (!this.#listening || mark !== this.#generation) return;
    this.#turnTo(this.#minuteOf(now));
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(key, { activityId, shared });
  }

  forgetActivity(activityId: number) {
    this.#generation++;
    for (const [key, e] of this.#entries)
      if (e.activityId === activityId) this.#entries.delete(key);
    this.#bookingOn.delete(activityId);
    const done = this.#waiters.filter((w) => w.activityId === activityId);
    this.#waiters = this.#waiters.filter((w) => w.activityId !== activityId);
    for (const w of done) w.resolve();
  }

  /** Resolves at the next forget of the activity (tests wait for a NOTIFY with it). */
  forgotten(activityId: number) {
    return new Promise<void>((resolve) => this.#waiters.push({ activityId, resolve }));
  }

  listening(on: boolean) {
    this.#listening = on;
    this.#generation++;
    if (!on) {
      this.#entries.clear();
      this.#bookingOn.clear();
    }
  }

  /** The NOTIFY payload: an activity id. */
  onMessage(payload: string) {
    const activityId = Number(payload);
    if (Number.isInteger(activityId)) this.forgetActivity(activityId);
  }

  /** Starts a new minute: what was read in the last one is not kept. */
  #turnTo(minute: number) {
    if (minute === this.#minute) return;
    this.#entries.clear();
    this.#bookingOn.clear();
    this.#minute = minute;
  }

  #minuteOf(now: Date) {
    return Math.floor(now.getTime() / 60_000);
  }
}

/** Each app's cache, by its service context. */
const caches = new WeakMap<ServiceContext, CalendarCache>();
export const registerCalendarCache = (ctx: ServiceContext, cache: CalendarCache) => {
  caches.set(ctx, cache);
};
export const calendarCacheOf = (ctx: ServiceContext) => caches.get(ctx);
/** Forgets the activity here once the unit of work commits (its NOTIFY reaches the others). */
export const forgetCalendars = (ctx: ServiceContext, activityId: number) =>
  afterCommit(() => caches.get(ctx)?.forgetActivity(activityId));
