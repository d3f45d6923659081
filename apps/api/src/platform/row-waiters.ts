// A cap on the requests that wait at once for one row's lock (issue 23 §4). A request waiting on
// PostgreSQL's row lock holds a pool connection all the while: without a cap one locked card would
// take every connection, and unrelated requests and /healthz would wait with it. Beyond the cap a
// request answers 503 at once with a Retry-After (http-errors.ts), and its transaction rolls back.
// In-process, as the pool is: openDatabase sets the cap from the pool it opens (config.ts
// DATABASE_ROW_WAITERS), one pool per process.
import { AppError } from './errors.ts';
import { platformMessages } from './messages.ts';

/** Requests waiting now, by row. */
const waiting = new Map<string, number>();
/** None on the embedded database: its one connection serializes every transaction anyway. */
let cap = Number.POSITIVE_INFINITY;

/** Sets the cap; returns the one it replaces. */
export function setRowWaitersCap(n: number) {
  const before = cap;
  cap = n;
  return before;
}

/** The 503 of a request turned away: too many wait for the row already. */
export const rowBusy = () => new AppError(503, 'busy', platformMessages.busy);

/**
 * Runs `lock` (a statement that locks the row `key` names, e.g. `card:12`) as one of the row's
 * waiters; refused with `rowBusy` when the cap of them already waits.
 */
export async function waitForRow<T>(key: string, lock: () => Promise<T>): Promise<T> {
  const now = waiting.get(key) ?? 0;
  if (now >= cap) throw rowBusy();
  waiting.set(key, now + 1);
  try {
    return await lock();
  } finally {
    const left = (waiting.get(key) ?? 1) - 1;
    if (left > 0) waiting.set(key, left);
    else waiting.delete(key);
  }
}
