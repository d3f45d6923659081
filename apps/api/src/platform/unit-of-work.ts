// One unit of work: every transaction the app opens is `transact`'s. Its writes commit together;
// what must see the commit (waking the outbox or the refunds runner, forgetting a cached session
// or calendar) is registered inside with `afterCommit` and runs after the outermost commit, never
// after a rollback. Nested, `transact` is a savepoint of the open unit. Inside a unit the app's
// database handle is the unit's transaction (`unitAware`), so a service's reads join it too.
// The outermost transaction runs again on a serialization failure or a deadlock (SQLSTATE 40001,
// 40P01), at most ATTEMPTS times, unless it did what a rollback cannot take back (`irreversible`).
// A keyed write (idempotency.ts) is one unit from its key's claim to its stored answer: a retry
// runs its handler again from the claim (docs/architecture.md, "The unit of work").
import { AsyncLocalStorage } from 'node:async_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './db.ts';
import { sqlState } from './http-errors.ts';

interface Unit {
  /** False once the transaction has ended: a late continuation then uses the database itself. */
  open: boolean;
  /** Something a rollback cannot take back happened in it: it is not run again. */
  irreversible: boolean;
}

/** Where the running code is: its unit, the innermost transaction, and what waits for commit. */
interface Scope {
  unit: Unit;
  tx: Tx;
  after: (() => void)[];
}

const scopes = new AsyncLocalStorage<Scope>();

/** Runs of an outermost transaction at most: the first, and two after a conflict. */
export const ATTEMPTS = 3;
const RETRIED = new Set(['40001', '40P01']);

/**
 * A random pause of up to 25 ms before the second run, 50 ms before the third: the losers of one
 * conflict do not meet again in step (the winner has usually committed by then).
 */
const pause = (run: number) => sleep(Math.random() * 25 * 2 ** (run - 1));

/**
 * The database as the app's services see it: the open unit's innermost transaction when there
 * is one, the database otherwise. Decided at each use, so a handle kept from start-up follows too.
 */
export function unitAware(base: Db): Db {
  return new Proxy(base, {
    get(target, key) {
      const scope = scopes.getStore();
      const on = scope?.unit.open ? scope.tx : target;
      const value = Reflect.get(on, key, on) as unknown;
      return typeof value === 'function' ? value.bind(on) : value;
    },
  });
}

/**
 * Runs `work` as one unit of work on `db`: its writes commit together, then its after-commit
 * work runs (outside the unit). A deadlock or serialization failure runs it again (ATTEMPTS).
 * Inside an open unit it is a savepoint of it, and never runs again on its own.
 */
export async function transact<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const outer = scopes.getStore();
  if (outer?.unit.open) return savepoint(outer, work);
  // A transaction opened elsewhere (a test's or a seed's): a savepoint of it, no unit.
  if (db instanceof PgTransaction) return db.transaction(work);
  for (let run = 1; ; run++) {
    const unit: Unit = { open: true, irreversible: false };
    const after: (() => void)[] = [];
    let result: T;
    try {
      result = await db.transaction((tx) => scopes.run({ unit, tx, after }, () => work(tx)));
    } catch (err) {
      unit.open = false;
      if (run >= ATTEMPTS || unit.irreversible || !RETRIED.has(sqlState(err) ?? '')) throw err;
      await pause(run);
      continue;
    }
    unit.open = false;
    runAfter(after);
    return result;
  }
}

/** A savepoint of the open unit: its after-commit work joins the unit's, or goes with it. */
async function savepoint<T>(outer: Scope, work: (tx: Tx) => Promise<T>): Promise<T> {
  const after: (() => void)[] = [];
  const result = await outer.tx.transaction((sp) =>
    scopes.run({ unit: outer.unit, tx: sp, after }, () => work(sp)),
  );
  outer.after.push(...after);
  return result;
}

/** Each function once, outside any unit; one that throws does not keep the others from running. */
function runAfter(after: (() => void)[]) {
  let failure: { err: unknown } | undefined;
  for (const fn of new Set(after)) {
    try {
      scopes.exit(fn);
    } catch (err) {
      failure ??= { err };
    }
  }
  if (failure) throw failure.err;
}

/**
 * Runs `fn` once the open unit of work has committed (never if it, or the savepoint it is
 * registered in, rolls back); at once without one. The same function registered twice runs once.
 */
export function afterCommit(fn: () => void) {
  const scope = scopes.getStore();
  if (scope?.unit.open) scope.after.push(fn);
  else fn();
}

/**
 * Marks the open unit as having done what a rollback cannot take back (a payment provider's
 * checkout session): a deadlock or serialization failure then fails it instead of running it
 * again. Work outside the database that is safe to repeat (a read, a call under an idempotency
 * key the provider honours) does not need it.
 */
export function irreversible() {
  const scope = scopes.getStore();
  if (scope?.unit.open) scope.unit.irreversible = true;
}
