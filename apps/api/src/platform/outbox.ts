// The outbox (DESIGN §1): messages are written in the transaction of the change that causes
// them; a worker sends them with retries. Delivery is at least once: a crash after sending and
// before marking sent sends again when the lease runs out, never loses a message.

import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from './config.ts';
import type { Db, Tx } from './db.ts';
import { outbox } from './outbox.tables.ts';
import { maskedNumber, type Sms, type SmsTransport } from './sms.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
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
}

export const MAX_ATTEMPTS = 8;
const BATCH = 20;

export async function enqueueMail(tx: Db | Tx, mail: Mail) {
  await tx.insert(outbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text });
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
  return `\n${rule}\ne-mail (no SMTP_URL set)\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n${rule}\n\n`;
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
    await smtp.sendMail({
      from: config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      textEncoding: 'quoted-printable',
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
    returning id, channel, recipient, subject, body`)) as unknown as { rows: Claimed[] };
  for (const m of claimed.rows) {
    try {
      if (m.channel === 'sms') await send.sms({ to: m.recipient, text: m.body });
      else await send.email({ to: m.recipient, subject: m.subject, text: m.body });
      await db.execute(
        sql`update outbox set sent_at = now(), last_error = null where id = ${m.id}`,
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
