// One unit of work: the writes of a request that carries an Idempotency-Key, and the key's first
// answer, commit together or not at all (idempotency.ts). Inside a unit the app's database handle
// is the unit's transaction (a service's own `transaction()` becomes a savepoint of it), and work
// that must see the commit (waking the outbox or the refunds runner) waits for it: `afterCommit`.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './db.ts';

interface Unit {
  tx: Tx;
  /** False once the transaction has ended: a late continuation then uses the database itself. */
  open: boolean;
  after: (() => void)[];
}

const units = new AsyncLocalStorage<Unit>();

/**
 * The database as the app's services see it: the open unit's transaction when there is one,
 * the database otherwise. Decided at each use, so a handle kept from start-up follows too.
 */
export function unitAware(base: Db): Db {
  return new Proxy(base, {
    get(target, key) {
      const unit = units.getStore();
      const on = unit?.open ? unit.tx : target;
      const value = Reflect.get(on, key, on) as unknown;
      return typeof value === 'function' ? value.bind(on) : value;
    },
  });
}

/**
 * Runs `work` as one unit of work on `base`: its writes commit together, then the after-commit
 * work runs (outside the unit). Nested in an open unit, it is a savepoint of that unit.
 */
export async function transact<T>(base: Db, work: () => Promise<T>): Promise<T> {
  const outer = units.getStore();
  if (outer?.open) return outer.tx.transaction(() => work());
  const unit = { open: true, after: [] } as unknown as Unit;
  let result: T;
  try {
    result = await base.transaction((tx) => {
      unit.tx = tx;
      return units.run(unit, work);
    });
  } finally {
    unit.open = false;
  }
  for (const fn of unit.after) units.exit(fn);
  return result;
}

/** Runs `fn` once the open unit of work has committed (never if it rolls back); now without one. */
export function afterCommit(fn: () => void) {
  const unit = units.getStore();
  if (unit?.open) unit.after.push(fn);
  else fn();
}
