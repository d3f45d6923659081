// Hot reads (DESIGN §7) as prepared statements: the SQL is built once per database instead of on
// every request, and PostgreSQL parses and plans it once per connection (a named statement).
// Values are bound with sql.placeholder('name') and passed to execute({ name: value }).
import type { Db } from './db.ts';

/**
 * A statement prepared on first use for each database (tests run many). `name` must be unique
 * in the whole API: PostgreSQL knows a connection's statements by name.
 */
export function prepared<T>(name: string, build: (db: Db, name: string) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    const known = byDb.get(db);
    if (known) return known;
    const statement = build(db, name);
    byDb.set(db, statement);
    return statement;
  };
}
