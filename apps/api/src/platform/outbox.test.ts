// Development without SMTP_URL prints each e-mail as a block a person reads (issue 8).
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEmail } from '../test-support/api.ts';
import { createActivity, createCustomer } from '../test-support/factories.ts';
import { bootApi, type TestApp } from '../test-support/harness.ts';
import { codeIn, startMailbox } from '../test-support/mailbox.ts';
import { outbox } from './outbox.tables.ts';
import {
  deliverDue,
  enqueueMail,
  MAX_ATTEMPTS,
  type Mail,
  mailTransport,
  replaceMail,
  scheduleMail,
  startOutboxWorker,
  type Transports,
  withdrawMail,
} from './outbox.ts';

const mail = { to: 'chiara@example.com', subject: 'Il tuo codice', text: 'Codice: 123456' };

const printed = async (env: 'development' | 'test' | 'production', sent: Mail = mail) => {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk) => {
    text += chunk;
  });
  await mailTransport({ smtpUrl: undefined, mailFrom: 'x', env }, out)(sent);
  return text;
};

describe('e-mails without SMTP_URL', () => {
  it('development prints the e-mail as plain lines, not inside a JSON log line', async () => {
    const text = await printed('development');
    expect(text).toContain('\nTo: chiara@example.com\nSubject: Il tuo codice\n\nCodice: 123456\n');
    expect(() => JSON.parse(text)).toThrow();
  });

  it('development prints a calendar entry in full, other attachments by name', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nEND:VEVENT\r\nEND:VCALENDAR';
    const text = await printed('development', {
      ...mail,
      attachments: [
        { filename: 'booking.ics', contentType: 'text/calendar; method=REQUEST', content: ics },
        { filename: 'note.txt', contentType: 'text/plain', content: 'not printed' },
      ],
    });
    expect(text).toContain(
      '\nAttached: booking.ics (text/calendar; method=REQUEST)\n' +
        'BEGIN:VCALENDAR\nMETHOD:REQUEST\nBEGIN:VEVENT\nEND:VEVENT\nEND:VCALENDAR\n',
    );
    expect(text).toContain('\nAttached: note.txt (text/plain)\n');
    expect(text).not.toContain('not printed');
  });

  it('development prints the Reply-To when the e-mail has one', async () => {
    const text = await printed('development', { ...mail, replyTo: 'aurora@example.com' });
    expect(text).toContain('\nTo: chiara@example.com\nReply-To: aurora@example.com\nSubject:');
    expect(await printed('development')).not.toContain('Reply-To');
  });

  it('other environments print nothing', async () => {
    expect(await printed('test')).toBe('');
  });
});

// The outbox as scheduler (issue 16): attachments, messages due later under a key that can be
// replaced or withdrawn, and nothing lost when an instance stops. Each test calls the delivery
// itself (the app's own worker is stopped) on the messages it made.
describe('the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApi();
    await t.app.outbox.stop();
  });
  afterAll(() => t?.close());

  const recipient = () => `o-${randomBytes(5).toString('hex')}@test.example`;
  /** A transport that keeps what it is given. */
  const keeping = () => {
    const sent: Mail[] = [];
    const transports: Transports = {
      email: async (m) => {
        sent.push(m);
      },
      sms: async () => {},
    };
    return { sent, transports };
  };
  const rowsOf = (to: string) =>
    t.database.db
      .select({
        subject: outbox.subject,
        due: outbox.nextAttemptAt,
        sent: sql<boolean>`${outbox.sentAt} is not null`,
        key: outbox.key,
      })
      .from(outbox)
      .where(eq(outbox.recipient, to))
      .orderBy(outbox.id);
  const mail = (to: string, subject: string): Mail => ({ to, subject, text: subject });

  it('sends attachments: an .ics as the calendar entry mail clients offer, other files as files', async () => {
    const box = await startMailbox();
    try {
      const to = recipient();
      const ics = 'BEGIN:VCALENDAR\r\nMETHOD:CANCEL\r\nEND:VCALENDAR\r\n';
      await enqueueMail(t.database.db, {
        ...mail(to, 'Prenotazione annullata'),
        attachments: [
          { filename: 'booking.ics', contentType: 'text/calendar; method=CANCEL', content: ics },
          { filename: 'note.txt', contentType: 'text/plain', content: 'nota' },
        ],
      });
      const smtp = mailTransport({ smtpUrl: box.url, mailFrom: 'x@test.example', env: 'test' });
      await deliverDue(t.database.db, { email: smtp, sms: async () => {} }, t.app.log);
      const { raw } = await box.waitFor(to);
      expect(raw).toContain('Content-Type: text/calendar; charset=utf-8; method=CANCEL');
      expect(raw).toContain('Content-Disposition: attachment; filename=booking.ics');
      expect(raw).toContain(Buffer.from(ics).toString('base64').slice(0, 40));
      expect(raw).toContain('Content-Disposition: attachment; filename=note.txt');
      expect(await rowsOf(to)).toEqual([expect.objectContaining({ sent: true })]);
    } finally {
      await box.close();
    }
  });

  it("keeps an e-mail's Reply-To through the queue, a scheduled one too; none without it", async () => {
    const box = await startMailbox();
    try {
      const [withIt, scheduled, without] = [recipient(), recipient(), recipient()];
      await enqueueMail(t.database.db, {
        ...mail(withIt, 'Prenotata'),
        replyTo: 'aurora@example.com',
      });
      await scheduleMail(t.database.db, `test-reply:${scheduled}`, new Date(Date.now() - 1000), {
        ...mail(scheduled, 'Promemoria'),
        replyTo: 'rita@example.com',
      });
      await enqueueMail(t.database.db, mail(without, 'Senza'));
      const smtp = mailTransport({ smtpUrl: box.url, mailFrom: 'x@test.example', env: 'test' });
      await deliverDue(t.database.db, { email: smtp, sms: async () => {} }, t.app.log);
      expect((await box.waitFor(withIt)).raw).toMatch(/^Reply-To: aurora@example\.com\r$/m);
      expect((await box.waitFor(scheduled)).raw).toMatch(/^Reply-To: rita@example\.com\r$/m);
      expect((await box.waitFor(without)).raw).not.toMatch(/^Reply-To:/im);
    } finally {
      await box.close();
    }
  });

  it('keeps a scheduled message until its time; scheduling its key again replaces it', async () => {
    const to = recipient();
    const key = `test-reminder:${to}`;
    const later = new Date(Date.now() + 3_600_000);
    await scheduleMail(t.database.db, key, later, mail(to, 'first'));
    const { sent, transports } = keeping();
    await deliverDue(t.database.db, transports, t.app.log);
    expect(sent.filter((m) => m.to === to)).toEqual([]);

    const sooner = new Date(Date.now() + 1_800_000);
    await scheduleMail(t.database.db, key, sooner, mail(to, 'second'));
    const rows = await rowsOf(to);
    expect(rows).toEqual([{ subject: 'second', due: sooner, sent: false, key }]);

    // Its time comes: it leaves once, in its last version.
    await t.rows(sql`update outbox set next_attempt_at = now() where key = ${key}`);
    await deliverDue(t.database.db, transports, t.app.log);
    await deliverDue(t.database.db, transports, t.app.log);
    expect(sent.filter((m) => m.to === to).map((m) => m.subject)).toEqual(['second']);
    // Sent, the key is free for a new message; the sent one stays as it was.
    await scheduleMail(t.database.db, key, later, mail(to, 'third'));
    expect((await rowsOf(to)).map((r) => [r.subject, r.sent])).toEqual([
      ['second', true],
      ['third', false],
    ]);
  });

  it('withdraws a waiting message in the transaction that withdraws it, and only then', async () => {
    const to = recipient();
    const key = `test-reminder:${to}`;
    await scheduleMail(t.database.db, key, new Date(Date.now() - 1000), mail(to, 'due'));
    // A transaction that withdraws it and then fails leaves it waiting.
    await expect(
      t.database.db.transaction(async (tx) => {
        await withdrawMail(tx, key);
        throw new Error('the cancellation failed');
      }),
    ).rejects.toThrow('the cancellation failed');
    expect(await rowsOf(to)).toHaveLength(1);
    await t.database.db.transaction((tx) => withdrawMail(tx, key));
    expect(await rowsOf(to)).toEqual([]);
    const { sent, transports } = keeping();
    await deliverDue(t.database.db, transports, t.app.log);
    expect(sent.filter((m) => m.to === to)).toEqual([]);
  });

  it('a message replaced while it leaves still waits in its new version', async () => {
    const to = recipient();
    const key = `test-reminder:${to}`;
    await scheduleMail(t.database.db, key, new Date(Date.now() - 1000), mail(to, 'old'));
    const later = new Date(Date.now() + 3_600_000);
    const sent: string[] = [];
    await deliverDue(
      t.database.db,
      {
        email: async (m) => {
          sent.push(m.subject);
          // The booking changes while its old reminder is with the SMTP server.
          if (m.to === to) await scheduleMail(t.database.db, key, later, mail(to, 'new'));
        },
        sms: async () => {},
      },
      t.app.log,
    );
    expect(sent).toContain('old');
    expect(await rowsOf(to)).toEqual([{ subject: 'new', due: later, sent: false, key }]);
  });

  it('a new version that another instance failed to send while the old one left still waits', async () => {
    const to = recipient();
    const key = `test-code:${to}`;
    const log = t.app.log;
    await replaceMail(t.database.db, key, mail(to, 'old'));
    const refusing: Transports = {
      email: async (m) => {
        if (m.to === to) throw new Error('451 try again later');
      },
      sms: async () => {},
    };
    const sending: Transports = {
      email: async (m) => {
        if (m.to !== to || m.subject !== 'old') return;
        // A new code while the old one is with the server; another instance takes it at once
        // and the server refuses it.
        await replaceMail(t.database.db, key, mail(to, 'new'));
        await deliverDue(t.database.db, refusing, log);
      },
      sms: async () => {},
    };
    await deliverDue(t.database.db, sending, log);
    expect(await rowsOf(to)).toEqual([{ subject: 'new', due: expect.any(Date), sent: false, key }]);
  });

  // Issue 23: a hung SMTP server (it accepts and never answers) held the worker 30 s a message.
  it.each([
    ['never greets', 'greeting'],
    ['never answers the message', 'data'],
  ] as const)(
    'a server that %s is given up on per message; the others leave meanwhile and it is tried again later',
    async (_, at) => {
      const box = await startMailbox();
      const smtp = mailTransport({
        smtpUrl: box.url,
        mailFrom: 'x@test.example',
        env: 'test',
        smtpTimeoutMs: 300,
      });
      const worker = startOutboxWorker(
        t.database.db,
        { email: smtp, sms: async () => {} },
        t.app.log,
        50,
      );
      try {
        const hungTo = recipient();
        const others = [recipient(), recipient(), recipient(), recipient()];
        const hung = box.hangNext(1, at);
        for (const to of [hungTo, ...others]) await enqueueMail(t.database.db, mail(to, 'x'));
        worker.kick();
        await hung;
        // The others are not held up by the hung one for longer than the timeout.
        await expect
          .poll(() => others.filter((to) => box.received.some((m) => m.to.includes(to))), {
            timeout: 3000,
            interval: 50,
          })
          .toEqual(others);
        const [row] = await t.rows<{ sent: boolean; error: string; later: boolean }>(
          sql`select sent_at is not null as sent, last_error as error,
          next_attempt_at > now() as later from outbox where recipient = ${hungTo}`,
        );
        expect(row).toEqual({
          sent: false,
          error: expect.stringMatching(/greeting never received|timeout/i),
          later: true,
        });
        expect(box.received.filter((m) => m.to.includes(hungTo))).toEqual([]);
        // Its next attempt comes (the backoff's 5 s, brought forward): it leaves.
        await t.rows(sql`update outbox set next_attempt_at = now() where recipient = ${hungTo}`);
        worker.kick();
        await box.waitFor(hungTo);
        await expect.poll(async () => (await rowsOf(hungTo))[0]?.sent).toBe(true);
      } finally {
        // Closing the peer lets go of a connection still hung, so the worker's pass can end.
        await box.close();
        await worker.stop();
      }
    },
  );

  it('loses nothing across a restart: what a stopped instance left is sent by the next', async () => {
    const to = recipient();
    const claimed = recipient();
    await scheduleMail(t.database.db, `test:${to}`, new Date(Date.now() - 1000), mail(to, 'due'));
    // Another instance claimed this one and died before sending: its lease has run out.
    await scheduleMail(t.database.db, `test:${claimed}`, new Date(), mail(claimed, 'claimed'));
    await t.rows(
      sql`update outbox set attempts = 1, next_attempt_at = now() - interval '1 second'
        where recipient = ${claimed}`,
    );
    const { sent, transports } = keeping();
    // The next instance's worker: its first pass after start-up.
    const next = startOutboxWorker(t.database.db, transports, t.app.log, 60_000);
    next.kick();
    const subjects = () =>
      sent.filter((m) => m.to === to || m.to === claimed).map((m) => m.subject);
    await expect.poll(() => subjects().sort()).toEqual(['claimed', 'due']);
    await next.stop();
    expect((await rowsOf(to))[0]?.sent).toBe(true);
    expect((await rowsOf(claimed))[0]?.sent).toBe(true);
  });
});

// Issue 23: a code asked for again while the mail server was down reached the person after the
// server came back, but the first e-mail to arrive carried the replaced code. A new code's e-mail
// replaces the one still waiting: only the newest leaves.
describe('a code sent again while the mail server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootApi({ mail: true });
  });
  afterAll(() => t?.close());

  /** Asks for a code twice while the server refuses; then the server is back. */
  async function askTwiceWhileDown(to: string, ask: () => Promise<{ statusCode: number }>) {
    // Whatever else waits (another test's e-mail, even one put off after a refusal, the
    // customer's welcome) leaves first: the refusals below are for this code's e-mails.
    await t.rows(sql`update outbox set next_attempt_at = now() where sent_at is null`);
    t.app.outbox.kick();
    await expect
      .poll(
        async () =>
          (
            await t.rows<{ n: number }>(
              sql`select count(*)::int as n from outbox where sent_at is null
                and attempts < ${MAX_ATTEMPTS}`,
            )
          )[0]?.n,
        { timeout: 10_000 },
      )
      .toBe(0);
    for (let i = 0; i < 2; i++) {
      const refused = t.mail.refuseNext(1);
      expect((await ask()).statusCode).toBe(200);
      expect(await refused).toEqual([[to]]);
    }
    // Each failure is recorded, its retry put off (5 s)...
    const pending = async (where: SQL) =>
      (
        await t.rows<{ n: number }>(
          sql`select count(*)::int as n from outbox where recipient = ${to}
            and sent_at is null and ${where}`,
        )
      )[0]?.n;
    await expect.poll(() => pending(sql`(last_error is null or next_attempt_at <= now())`)).toBe(0);
    // ... the server is back, and the retry's time is brought forward.
    await t.rows(
      sql`update outbox set next_attempt_at = now() where recipient = ${to} and sent_at is null`,
    );
    t.app.outbox.kick();
    await expect.poll(() => pending(sql`true`)).toBe(0);
    const received = t.mail.received.filter((m) => m.to.includes(to));
    expect(received).toHaveLength(1);
    return codeIn(received[0]?.raw ?? '') as string;
  }

  it('sign-up: only the newest code is e-mailed, and it works', async () => {
    const activity = await createActivity(t);
    const to = newEmail();
    const payload = { activityId: activity.id, username: to };
    const code = await askTwiceWhileDown(to, () =>
      t.call({ method: 'PUT', url: '/public/send-code-emails', payload }),
    );
    const check = await t.call({
      method: 'PUT',
      url: '/public/check-code-emails',
      payload: { ...payload, code },
    });
    expect(check.statusCode, check.body).toBe(200);
  });

  it('password reset: only the newest code is e-mailed, and it works', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const code = await askTwiceWhileDown(user.email, () =>
      t.call({ url: `/app/forgotpassword/${user.email}` }),
    );
    const check = await t.call({
      url: `/app/checkforgotcode/${code}?${new URLSearchParams({ email: user.email })}`,
    });
    expect(check.json().data, check.body).toMatchObject({ id: user.id });
  });

  it('e-mail change: only the newest code is e-mailed, and it works', async () => {
    const activity = await createActivity(t);
    const user = await createCustomer(t, activity.id);
    const token = await user.token();
    const next = newEmail('next');
    const code = await askTwiceWhileDown(next, () =>
      t.call({
        method: 'POST',
        url: `/api/users/${user.id}/email-change`,
        as: { token },
        payload: { email: next, currentPassword: user.password },
      }),
    );
    const done = await t.call({
      method: 'PUT',
      url: `/api/users/${user.id}/email-change`,
      as: { token },
      payload: { email: next, code },
    });
    expect(done.statusCode, done.body).toBe(200);
  });
});
