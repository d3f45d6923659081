// Two or more instances send a due reminder once (issue 16). Each worker claims due messages by
// pushing their next attempt ahead under FOR UPDATE SKIP LOCKED, so a message one instance holds
// is invisible to the others until its lease runs out. Mutation-checked: without the claim's
// row locks (`for update skip locked` taken out of deliverDue) both races send messages twice.
import { randomBytes } from 'node:crypto';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootApi, type TestApp } from '../test-support/harness.ts';
import { bootRaceApp, race, requirePostgres } from '../test-support/race.ts';
import { outbox } from './outbox.tables.ts';
import { deliverDue, type Mail, scheduleMail } from './outbox.ts';

/** Reminders due now, one per recipient; returns the recipients. */
async function dueReminders(t: TestApp, n: number) {
  const tag = randomBytes(4).toString('hex');
  const to = Array.from({ length: n }, (_, i) => `r-${tag}-${i}@test.example`);
  const past = new Date(Date.now() - 1000);
  for (const address of to) {
    await scheduleMail(t.database.db, `booking-reminder:${address}`, past, {
      to: address,
      subject: 'Promemoria',
      text: 'Domani alle 10:00',
    });
  }
  return to;
}

const countBy = (addresses: string[]) =>
  addresses.reduce<Record<string, number>>((acc, a) => {
    acc[a] = (acc[a] ?? 0) + 1;
    return acc;
  }, {});

describe('due reminders with several workers on one database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootRaceApp();
    // The contestants below are the only workers.
    await t.app.outbox.stop();
  });
  afterAll(() => t?.close());

  it('20 workers passing at once send each of 30 due reminders exactly once', async () => {
    await race(t, {
      setup: () => dueReminders(t, 30),
      async attempt() {
        const sent: string[] = [];
        const email = async (m: Mail) => {
          // The SMTP exchange takes a while: the others pass meanwhile.
          await new Promise((resolve) => setImmediate(resolve));
          sent.push(m.to);
        };
        // A worker's loop: passes until one finds nothing due.
        while ((await deliverDue(t.database.db, { email, sms: async () => {} }, t.app.log)) > 0);
        return sent;
      },
      async check(results, to) {
        const counts = countBy(results.flat().filter((a) => to.includes(a)));
        expect(counts).toEqual(Object.fromEntries(to.map((a) => [a, 1])));
        const pending = await t.database.db
          .select({ id: outbox.id })
          .from(outbox)
          .where(and(inArray(outbox.recipient, to), isNull(outbox.sentAt)));
        expect(pending).toEqual([]);
      },
    });
  });
});

describe('two instances of the app', () => {
  it('send a due reminder once through the SMTP peer', async () => {
    requirePostgres();
    const t = await bootApi({ mail: true, poolSize: 10 });
    try {
      const other = await t.sibling();
      const all: string[] = [];
      for (let round = 0; round < 10; round++) {
        const to = await dueReminders(t, 5);
        all.push(...to);
        t.app.outbox.kick();
        other.outbox.kick();
        await expect
          .poll(
            async () =>
              (
                await t.rows<{ n: number }>(
                  sql`select count(*)::int as n from outbox
                    where recipient in ${to} and sent_at is null`,
                )
              )[0]?.n,
            { timeout: 10_000 },
          )
          .toBe(0);
      }
      // Stopping a worker waits for its pass: any second copy is with the peer by then.
      await t.app.outbox.stop();
      await other.outbox.stop();
      const received = t.mail.received.flatMap((m) => m.to).filter((a) => all.includes(a));
      expect(countBy(received)).toEqual(Object.fromEntries(all.map((a) => [a, 1])));
    } finally {
      await t.close();
    }
  });
});
