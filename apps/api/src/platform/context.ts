// The service context (DESIGN §2): built once in app.ts and passed down to services and flows.
// Functions that write take an executor; only flows and route-level use cases open a
// transaction, with `transact` (unit-of-work.ts).
import type { Config } from './config.ts';
import type { Db, Tx } from './db.ts';

/** What a write runs on: the database, or the transaction it is part of. */
export type Executor = Db | Tx;

/** The time every expiry is measured by; tests move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves forward. */
export function movableClock(start = new Date()) {
  let at = start.getTime();
  return {
    now: () => new Date(at),
    advance(ms: number) {
      at += ms;
    },
  };
}

export interface ServiceContext {
  db: Db;
  config: Config;
  clock: Clock;
}
