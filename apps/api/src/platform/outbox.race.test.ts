// Two or more instances send a due message once (issues 16 and 23). Each worker claims a due
// message by pushing its next attempt ahead under FOR UPDATE SKIP LOCKED, so a message one
// instance holds is invisible to the others while its lease lasts, and the lease is renewed for
// as long as the SMTP server takes. Mutation-checked: without the claim's row locks (`for update
// skip locked` taken out of deliverDue) both races send messages twice.
import { randomBytes } from 'node:crypto';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail } from '../test-support/api.ts';
import { createActivity } from '../test-support/factories.ts';
import { bootApi, type TestApp } from '../test-support/harness.ts';
import { startMailbox } from '../test-support/mailbox.ts';
import { bootRaceApp, race, requirePostgres } from '../test-support/race.ts';
import { outbox } from './outbox.tables.ts';
import { deliverDue, type Mail, mailTransport, scheduleMail, startOutboxWorker } from './outbox.ts';

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

/** Waits until none of the messages to `to` is left to send. */
const allSent = (t: TestApp, to: string[], timeout: number) =>
  expect
    .poll(
      async () =>
        (
          await t.rows<{ n: number }>(
            sql`select count(*)::int as n from outbox where recipient in ${to} and sent_at is null`,
          )
        )[0]?.n,
      { timeout, interval: 100 },
    )
    .toBe(0);

// Issue 23: with a slow SMTP server a batch outlasted the claim's 5 s lease, and the other
// instance sent the rest of the batch again (10 of 60 sign-up codes twice).
describe('two instances and a slow SMTP server', () => {
  it('e-mail each of 40 sign-up codes once when the server takes 400 ms a message', async () => {
    requirePostgres();
    const t = await bootApi({ mail: true, poolSize: 10 });
    try {
      const other = await t.sibling();
      const activity = await createActivity(t);
      t.mail.delay(400);
      const to = Array.from({ length: 40 }, () => newEmail('slow'));
      // The requests arrive through both instances, as behind a load balancer.
      for (const [i, email] of to.entries()) {
        const res = await (i % 2 ? other : t.app).inject({
          method: 'PUT',
          url: '/public/send-code-emails',
          payload: { activityId: activity.id, username: email },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      await allSent(t, to, 60_000);
      await t.app.outbox.stop();
      await other.outbox.stop();
      const received = t.mail.received.flatMap((m) => m.to).filter((a) => to.includes(a));
      expect(countBy(received)).toEqual(Object.fromEntries(to.map((a) => [a, 1])));
    } finally {
      await t.close();
    }
  });

  it('send a message once even when the server takes longer than the lease: it is renewed', async () => {
    requirePostgres();
    const t = await bootApi({ poolSize: 10 });
    const box = await startMailbox();
    try {
      await t.app.outbox.stop();
      box.delay(2500);
      const smtp = mailTransport({ smtpUrl: box.url, mailFrom: 'x@test.example', env: 'test' });
      // Two workers polling every 50 ms, each message's lease 1 s: 2.5 times shorter than a send
      // (renewed every third of it, so only a stall of 600 ms or more could break it).
      const workers = [1, 2].map(() =>
        startOutboxWorker(t.database.db, { email: smtp, sms: async () => {} }, t.app.log, 50, {
          leaseMs: 1000,
        }),
      );
      const to = await dueReminders(t, 3);
      for (const w of workers) w.kick();
      await allSent(t, to, 20_000);
      // Stopping a worker waits for its pass: any second copy is with the peer by then.
      for (const w of workers) await w.stop();
      const received = box.received.flatMap((m) => m.to).filter((a) => to.includes(a));
      expect(countBy(received)).toEqual(Object.fromEntries(to.map((a) => [a, 1])));
    } finally {
      await box.close();
      await t.close();
    }
  });
});
