// The outbox (DESIGN §1): messages are written in the transaction of the change that causes
// them; a worker sends them with retries. Delivery is at least once: a crash after sending and
// before marking sent sends again when the lease runs out, never loses a message.
// It is also the scheduler (README "Scheduled messages"): a message may be due later
// (`scheduleMail`, a booking's reminder), named by a key so that it can be moved or withdrawn
// in the transaction of the change that moves or cancels it.

import type { Writable } from 'node:stream';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from './config.ts';
import type { Db, Tx } from './db.ts';
import { outbox } from './outbox.tables.ts';
import { maskedNumber, type Sms, type SmsTransport } from './sms.ts';

/** A file sent with an e-mail; an iCalendar one is `text/calendar; method=REQUEST|CANCEL`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** UTF-8 text. */
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
}

/** Sends one e-mail; throws when the peer refuses it. */
export type MailTransport = (mail: Mail) => Promise<void>;

/** How each channel's messages leave. */
export interface Transports {
  email: MailTransport;
  sms: SmsTransport;
}

interface Claimed {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  attachments: MailAttachment[] | null;
  /** The claim's count: a message replaced meanwhile (`scheduleMail`) starts again from 0. */
  attempts: number;
}

export const MAX_ATTEMPTS = 8;
const BATCH = 20;

const mailRow = (mail: Mail) => ({
  channel: 'email' as const,
  recipient: mail.to,
  subject: mail.subject,
  body: mail.text,
  attachments: mail.attachments?.length ? mail.attachments : null,
});

export async function enqueueMail(tx: Db | Tx, mail: Mail) {
  await tx.insert(outbox).values(mailRow(mail));
}

/**
 * An e-mail that leaves at `at`, named by `key`: scheduling the key again while it waits
 * replaces its text and time (at most one pending message per key).
 */
export async function scheduleMail(tx: Db | Tx, key: string, at: Date, mail: Mail) {
  const row = mailRow(mail);
  await tx
    .insert(outbox)
    .values({ ...row, key, nextAttemptAt: at })
    .onConflictDoUpdate({
      target: outbox.key,
      targetWhere: sql`sent_at is null`,
      set: { ...row, nextAttemptAt: at, attempts: 0, lastError: null },
    });
}

/** Takes back the waiting message of `key`, if any (one already sent stays sent). */
export async function withdrawMail(tx: Db | Tx, key: string) {
  await tx.delete(outbox).where(and(eq(outbox.key, key), isNull(outbox.sentAt)));
}

export async function enqueueSms(tx: Db | Tx, sms: Sms) {
  await tx
    .insert(outbox)
    .values({ channel: 'sms', recipient: sms.to, subject: '', body: sms.text });
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it, development prints each e-mail to
 * the log (a convenience: codes included); tests drop them; production refuses to start.
 */
/** An e-mail as development prints it: a block a person reads, codes and links included. */
export function printedMail(mail: Mail) {
  const rule = '─'.repeat(72);
  const files = mail.attachments?.length
    ? `\n\nAttached: ${mail.attachments.map((a) => a.filename).join(', ')}`
    : '';
  return `\n${rule}\ne-mail (no SMTP_URL set)\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}${files}\n${rule}\n\n`;
}

export function mailTransport(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'env'>,
  /** Where development prints the e-mails it cannot send. */
  out: Writable = process.stdout,
): MailTransport {
  if (!config.smtpUrl) {
    if (config.env !== 'development') return async () => {};
    return async (mail) => {
      out.write(printedMail(mail));
    };
  }
  const smtp = createTransport(config.smtpUrl);
  return async (mail) => {
    const files = mail.attachments ?? [];
    // A calendar entry goes as nodemailer's icalEvent: the text/calendar alternative that mail
    // clients offer to add (or remove), and the .ics file beside it.
    const calendar = files.find((a) => a.contentType.startsWith('text/calendar'));
    await smtp.sendMail({
      from: config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      textEncoding: 'quoted-printable',
      ...(calendar
        ? {
            icalEvent: {
              method: /method=(\w+)/i.exec(calendar.contentType)?.[1] ?? 'PUBLISH',
              filename: calendar.filename,
              content: calendar.content,
            },
          }
        : {}),
      attachments: files
        .filter((a) => a !== calendar)
        .map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
    });
  };
}

/**
 * Claims due messages by pushing their next attempt ahead (a lease, so several instances never
 * send the same message at once), sends them, and marks each sent or records the error.
 */
export async function deliverDue(db: Db, send: Transports, log: FastifyBaseLogger) {
  // Retry n waits 5 s, 20 s, 80 s ... at most an hour.
  const claimed = (await db.execute(sql`
    update outbox set attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => least(3600, 5 * power(4, attempts)))
    where id in (
      select id from outbox
      where sent_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
      order by id limit ${BATCH} for update skip locked)
    returning id, channel, recipient, subject, body, attachments, attempts`)) as unknown as {
    rows: Claimed[];
  };
  for (const m of claimed.rows) {
    try {
      if (m.channel === 'sms') await send.sms({ to: m.recipient, text: m.body });
      else {
        await send.email({
          to: m.recipient,
          subject: m.subject,
          text: m.body,
          ...(m.attachments ? { attachments: m.attachments } : {}),
        });
      }
      // Unless it was replaced while it left: then the new text still waits for its time.
      await db.execute(
        sql`update outbox set sent_at = now(), last_error = null where id = ${m.id} and attempts = ${m.attempts}`,
      );
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      // The peer's answer may quote the address or number: the log gets them masked.
      const masked = message
        .replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '[e-mail]')
        .replace(m.recipient, maskedNumber(m.recipient));
      log.warn(
        { outboxId: m.id, reason: masked.slice(0, 300) },
        `${m.channel} not sent, will retry`,
      );
      await db.execute(
        sql`update outbox set last_error = ${message.slice(0, 500)} where id = ${m.id}`,
      );
    }
  }
  return claimed.rows.length;
}

export interface OutboxWorker {
  /** Looks for due messages now (after a commit that enqueued some). */
  kick(): void;
  stop(): Promise<void>;
}

export function startOutboxWorker(
  db: Db,
  send: Transports,
  log: FastifyBaseLogger,
  pollMs: number,
): OutboxWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while ((await deliverDue(db, send, log)) === BATCH && !stopped);
        } catch (err) {
          log.error({ err }, 'outbox worker failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };
  const timer = setInterval(run, pollMs);
  timer.unref();
  return {
    kick: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
