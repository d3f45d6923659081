// One unit of work (issue 24 §4), on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: after-commit
// work runs after the outermost commit only, never after a rollback (of the unit, or of the
// savepoint it was registered in); the outermost transaction runs again on a serialization
// failure or a deadlock, at most ATTEMPTS times, and not once it did what a rollback cannot
// take back; a nested one never runs again on its own. The real conflicts, between truly
// parallel transactions, are in unit-of-work.race.test.ts; here the database raises the SQLSTATE.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/harness.ts';
import type { Tx } from './db.ts';
import { sqlState } from './http-errors.ts';
import { outbox } from './outbox.tables.ts';
import { enqueueMail, type Mail, startOutboxWorker } from './outbox.ts';
import { ATTEMPTS, afterCommit, irreversible, transact } from './unit-of-work.ts';

// Its own app: a test stops the app's outbox worker, which the files of a shared app rely on.
const t = useTestApp({ own: true });
const table = sql.raw(`uow_${randomBytes(4).toString('hex')}`);

beforeAll(async () => {
  await t.rows(sql`create table ${table} (id serial primary key, tag text not null)`);
});

const db = () => t.database.db;
const write = (tx: Tx, tag: string) => tx.execute(sql`insert into ${table} (tag) values (${tag})`);
const rowsTagged = async (tag: string) =>
  (await t.rows<{ n: number }>(sql`select count(*)::int as n from ${table} where tag = ${tag}`))[0]
    ?.n;
/** Makes the database fail the statement with this SQLSTATE. */
const raise = (tx: Tx, state: string) =>
  tx.execute(sql.raw(`do $$ begin raise exception 'conflict' using errcode = '${state}'; end $$`));
const tagOf = () => randomBytes(6).toString('hex');

describe('after-commit work', () => {
  it("runs once the outermost transaction has committed, its savepoints' too", async () => {
    const tag = tagOf();
    const seen: number[] = [];
    let ranInside = false;
    await transact(db(), async (tx) => {
      await write(tx, tag);
      afterCommit(() => seen.push(-1));
      await transact(db(), async (sp) => {
        await write(sp, tag);
        afterCommit(() => seen.push(-2));
      });
      ranInside = seen.length > 0;
    });
    expect(ranInside).toBe(false);
    expect(seen).toEqual([-1, -2]);
    expect(await rowsTagged(tag)).toBe(2);
  });

  it('never runs after a rollback, and a rolled-back savepoint takes its own with it', async () => {
    const tag = tagOf();
    const ran: string[] = [];
    await expect(
      transact(db(), async (tx) => {
        await write(tx, tag);
        afterCommit(() => ran.push('unit'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(ran).toEqual([]);
    expect(await rowsTagged(tag)).toBe(0);

    await transact(db(), async (tx) => {
      afterCommit(() => ran.push('kept'));
      await transact(db(), async (sp) => {
        await write(sp, tag);
        afterCommit(() => ran.push('savepoint'));
        throw new Error('only this part');
      }).catch(() => undefined);
      await write(tx, tag);
    });
    expect(ran).toEqual(['kept']);
    expect(await rowsTagged(tag)).toBe(1);
  });

  it('runs at once outside a unit, and once however often the same function is registered', async () => {
    let runs = 0;
    const kick = () => {
      runs++;
    };
    afterCommit(kick);
    expect(runs).toBe(1);
    await transact(db(), async () => {
      afterCommit(kick);
      afterCommit(kick);
      await transact(db(), async () => afterCommit(kick));
    });
    expect(runs).toBe(2);
  });

  it('queueing a message wakes the outbox once the unit commits, never after a rollback', async () => {
    // The app's worker would take the message too: this test's worker is the only one.
    await t.app.outbox.stop();
    let passes = 0;
    const watched = new Proxy(db(), {
      get(target, key) {
        passes++;
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const to = `uow-${tagOf()}@test.example`;
    let delivered!: () => void;
    const sent = new Promise<void>((resolve) => {
      delivered = resolve;
    });
    const email = async (m: Mail) => {
      if (m.to === to) delivered();
    };
    // No timer in the test's time: only a wake makes it pass.
    const worker = startOutboxWorker(watched, { email, sms: async () => {} }, t.app.log, 3_600_000);
    try {
      await expect(
        transact(db(), async (tx) => {
          await enqueueMail(tx, { to, subject: 'No', text: 'rolled back' });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      expect(passes).toBe(0);
      let inside = -1;
      await transact(db(), async (tx) => {
        await enqueueMail(tx, { to, subject: 'Ciao', text: 'committed' });
        inside = passes;
      });
      expect(inside).toBe(0);
      // Woken at the commit (no kick by hand): the pass starts now and sends the message.
      expect(passes).toBeGreaterThan(0);
      await sent;
      const rows = await t.rows<{ subject: string }>(
        sql`select subject from ${outbox} where recipient = ${to}`,
      );
      expect(rows.map((r) => r.subject)).toEqual(['Ciao']);
    } finally {
      await worker.stop();
    }
  });
});

describe('a serialization failure or a deadlock', () => {
  it.each(['40001', '40P01'])(
    '%s runs the outermost transaction again, its first run undone',
    async (state) => {
      const tag = tagOf();
      const ran: number[] = [];
      let runs = 0;
      const answer = await transact(db(), async (tx) => {
        runs++;
        await write(tx, tag);
        afterCommit(() => ran.push(runs));
        if (runs === 1) await raise(tx, state);
        return runs;
      });
      expect(answer).toBe(2);
      expect(ran).toEqual([2]);
      expect(await rowsTagged(tag)).toBe(1);
    },
  );

  it(`gives up after ${ATTEMPTS} runs with the database's error`, async () => {
    let runs = 0;
    const err = await transact(db(), async (tx) => {
      runs++;
      await raise(tx, '40P01');
    }).catch((e: unknown) => e);
    expect(sqlState(err)).toBe('40P01');
    expect(runs).toBe(ATTEMPTS);
  });

  it('in a savepoint, runs the whole unit again, never the savepoint alone', async () => {
    const tag = tagOf();
    let outer = 0;
    let inner = 0;
    await transact(db(), async (tx) => {
      outer++;
      await write(tx, tag);
      await transact(db(), async (sp) => {
        inner++;
        if (outer === 1) await raise(sp, '40001');
        await write(sp, tag);
      });
    });
    expect([outer, inner]).toEqual([2, 2]);
    expect(await rowsTagged(tag)).toBe(2);
  });

  it('is not retried once the unit did what a rollback cannot take back', async () => {
    let runs = 0;
    const err = await transact(db(), async (tx) => {
      runs++;
      irreversible();
      await raise(tx, '40001');
    }).catch((e: unknown) => e);
    expect(sqlState(err)).toBe('40001');
    expect(runs).toBe(1);
  });

  it('other errors are not retried', async () => {
    let runs = 0;
    const err = await transact(db(), async (tx) => {
      runs++;
      await raise(tx, '23505');
    }).catch((e: unknown) => e);
    expect(sqlState(err)).toBe('23505');
    expect(runs).toBe(1);
  });
});
