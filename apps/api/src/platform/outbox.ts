// The outbox (DESIGN §1): messages are written in the transaction of the change that causes
// them; a worker sends them with retries. Delivery is at least once: a crash after sending and
// before marking sent sends again when the lease runs out, never loses a message. Otherwise a
// message leaves once: it is claimed alone, and its claim is renewed while the SMTP server has it.
// It is also the scheduler (docs/email.md, "Scheduled work"): a message may be due later
// (`scheduleMail`, a booking's reminder), named by a key so that it can be moved or withdrawn
// in the transaction of the change that moves or cancels it.
// Queueing a message wakes this process's workers once its unit of work commits: callers never
// kick the outbox themselves.

import type { Writable } from 'node:stream';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from './config.ts';
import type { Db, Tx } from './db.ts';
import { outbox } from './outbox.tables.ts';
import { maskedNumber, type Sms, type SmsTransport } from './sms.ts';
import { afterCommit } from './unit-of-work.ts';

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
  /** Where the reader's reply goes (the activity's own address); absent: to the sender. */
  replyTo?: string;
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
  reply_to: string | null;
  attachments: MailAttachment[] | null;
  /** The claims so far, this one included. */
  attempts: number;
}

export const MAX_ATTEMPTS = 8;
/** Messages a worker sends in one pass before it looks again (and may stop). */
const BATCH = 20;
/**
 * How long a claim keeps a message from the other instances. It is renewed every third of it
 * while the message is with the SMTP server; after a crash, another instance sends the message
 * once it runs out.
 */
export const LEASE_MS = 30_000;
/** How long the SMTP server may keep us waiting at each step (connecting, greeting, any answer). */
export const SMTP_TIMEOUT_MS = 10_000;

export interface DeliveryOptions {
  leaseMs?: number;
  /** Ends the pass after the message being sent. */
  signal?: AbortSignal;
}

const mailRow = (mail: Mail) => ({
  channel: 'email' as const,
  recipient: mail.to,
  subject: mail.subject,
  body: mail.text,
  replyTo: mail.replyTo ?? null,
  attachments: mail.attachments?.length ? mail.attachments : null,
});

/** The workers of this process (one per app), woken after a commit that queued a message. */
const workers = new Set<() => void>();
const wake = () => {
  for (const kick of workers) kick();
};

export async function enqueueMail(tx: Db | Tx, mail: Mail) {
  // No address, no e-mail: a guest who gave none (issue 26, walk-ins).
  if (!mail.to) return;
  await tx.insert(outbox).values(mailRow(mail));
  afterCommit(wake);
}

/**
 * An e-mail that leaves at `at`, named by `key`: scheduling the key again while it waits
 * replaces its text and time (at most one pending message per key).
 */
export async function scheduleMail(tx: Db | Tx, key: string, at: Date | SQL, mail: Mail) {
  if (!mail.to) return;
  const row = mailRow(mail);
  await tx
    .insert(outbox)
    .values({ ...row, key, nextAttemptAt: at })
    .onConflictDoUpdate({
      target: outbox.key,
      targetWhere: sql`sent_at is null`,
      // A new message, under a new id: a claim of the old version (a worker sending it now)
      // can neither mark this one sent nor put off its time.
      set: {
        ...row,
        id: sql`nextval(pg_get_serial_sequence('outbox', 'id'))`,
        nextAttemptAt: at,
        attempts: 0,
        lastError: null,
      },
    });
  afterCommit(wake);
}

/**
 * An e-mail that leaves now and replaces the one of `key` still waiting: a code sent again
 * while the mail server is down reaches the person once, with the newest code.
 */
export async function replaceMail(tx: Db | Tx, key: string, mail: Mail) {
  await scheduleMail(tx, key, sql`now()`, mail);
}

/** Takes back the waiting message of `key`, if any (one already sent stays sent). */
export async function withdrawMail(tx: Db | Tx, key: string) {
  await tx.delete(outbox).where(and(eq(outbox.key, key), isNull(outbox.sentAt)));
}

export async function enqueueSms(tx: Db | Tx, sms: Sms) {
  await tx
    .insert(outbox)
    .values({ channel: 'sms', recipient: sms.to, subject: '', body: sms.text });
  afterCommit(wake);
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it, development prints each e-mail to
 * the log (a convenience: codes included); tests drop them; production refuses to start.
 */
/**
 * An e-mail as development prints it: a block a person reads, codes and links included, and a
 * calendar entry in full (its lines as a mail client receives them); other attachments by name.
 */
export function printedMail(mail: Mail) {
  const rule = '─'.repeat(72);
  const files = (mail.attachments ?? [])
    .map((a) => {
      const head = `\n\nAttached: ${a.filename} (${a.contentType})`;
      return a.contentType.startsWith('text/calendar')
        ? `${head}\n${a.content.replace(/\r\n/g, '\n').trimEnd()}`
        : head;
    })
    .join('');
  const replyTo = mail.replyTo ? `\nReply-To: ${mail.replyTo}` : '';
  return `\n${rule}\ne-mail (no SMTP_URL set)\nTo: ${mail.to}${replyTo}\nSubject: ${mail.subject}\n\n${mail.text}${files}\n${rule}\n\n`;
}

export function mailTransport(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'env'> & Partial<Pick<Config, 'smtpTimeoutMs'>>,
  /** Where development prints the e-mails it cannot send. */
  out: Writable = process.stdout,
): MailTransport {
  if (!config.smtpUrl) {
    if (config.env !== 'development') return async () => {};
    return async (mail) => {
      out.write(printedMail(mail));
    };
  }
  // A server that accepts and never answers fails the message after the timeout (nodemailer's
  // defaults wait 2 min to connect, 30 s for the greeting, 10 min for any other answer).
  const timeout = config.smtpTimeoutMs ?? SMTP_TIMEOUT_MS;
  const smtp = createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return async (mail) => {
    const files = mail.attachments ?? [];
    // A calendar entry goes as nodemailer's icalEvent: the text/calendar alternative that mail
    // clients offer to add (or remove), and the .ics file beside it.
    const calendar = files.find((a) => a.contentType.startsWith('text/calendar'));
    await smtp.sendMail({
      from: config.mailFrom,
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
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

/** Claims the first due message for `leaseMs` (FOR UPDATE SKIP LOCKED: one instance only). */
async function claim(db: Db, leaseMs: number) {
  const claimed = (await db.execute(sql`
    update outbox set attempts = attempts + 1,
      next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
    where id = (
      select id from outbox
      where sent_at is null and next_attempt_at <= now() and attempts < ${MAX_ATTEMPTS}
      order by id limit 1 for update skip locked)
    returning id, channel, recipient, subject, body, reply_to, attachments, attempts`)) as unknown as {
    rows: Claimed[];
  };
  return claimed.rows[0];
}

/** Puts the claimed message's lease `leaseMs` ahead, unless it was sent or replaced meanwhile. */
const renew = (db: Db, id: number, leaseMs: number) =>
  db.execute(
    sql`update outbox set next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
      where id = ${id} and sent_at is null`,
  );

function send(transports: Transports, m: Claimed) {
  if (m.channel === 'sms') return transports.sms({ to: m.recipient, text: m.body });
  return transports.email({
    to: m.recipient,
    subject: m.subject,
    text: m.body,
    ...(m.reply_to ? { replyTo: m.reply_to } : {}),
    ...(m.attachments ? { attachments: m.attachments } : {}),
  });
}

/**
 * Sends due messages one at a time, up to a pass's worth: each is claimed alone, with a lease
 * renewed while it is being sent, so no other instance sends it meanwhile however long the
 * server takes; then it is marked sent, or its error recorded and its retry put off.
 */
export async function deliverDue(
  db: Db,
  transports: Transports,
  log: FastifyBaseLogger,
  { leaseMs = LEASE_MS, signal }: DeliveryOptions = {},
) {
  let count = 0;
  while (count < BATCH && !signal?.aborted) {
    const m = await claim(db, leaseMs);
    if (!m) break;
    count++;
    let renewing: Promise<unknown> = Promise.resolve();
    const renewal = setInterval(() => {
      renewing = renew(db, m.id, leaseMs).catch((err) =>
        log.warn({ err, outboxId: m.id }, 'outbox lease not renewed'),
      );
    }, leaseMs / 3);
    let failure: unknown;
    try {
      await send(transports, m);
    } catch (err) {
      failure = err;
    } finally {
      clearInterval(renewal);
      await renewing;
    }
    if (failure === undefined) {
      // A message replaced while it left has a new id: the new version still waits for its time.
      await db.execute(
        sql`update outbox set sent_at = now(), last_error = null where id = ${m.id}`,
      );
      continue;
    }
    const message = failure instanceof Error ? failure.message : String(failure);
    // The peer's answer may quote the address or number: the log gets them masked.
    const masked = message
      .replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '[e-mail]')
      .replace(m.recipient, maskedNumber(m.recipient));
    log.warn({ outboxId: m.id, reason: masked.slice(0, 300) }, `${m.channel} not sent, will retry`);
    // Retry n waits 5 s, 20 s, 80 s ... at most an hour; the queue goes on meanwhile.
    await db.execute(
      sql`update outbox set last_error = ${message.slice(0, 500)},
        next_attempt_at = now() + make_interval(secs => least(3600, 5 * power(4, attempts - 1)))
        where id = ${m.id} and sent_at is null`,
    );
  }
  return count;
}

export interface OutboxWorker {
  /** Looks for due messages now (tests; a commit that queued some wakes every worker itself). */
  kick(): void;
  stop(): Promise<void>;
}

export function startOutboxWorker(
  db: Db,
  send: Transports,
  log: FastifyBaseLogger,
  pollMs: number,
  options: Omit<DeliveryOptions, 'signal'> = {},
): OutboxWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const stopping = new AbortController();
  const opts = { ...options, signal: stopping.signal };
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
          while ((await deliverDue(db, send, log, opts)) === BATCH && !stopped);
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
  workers.add(run);
  return {
    kick: run,
    /** Waits for the message being sent, not for the rest of the pass. */
    async stop() {
      stopped = true;
      workers.delete(run);
      stopping.abort();
      clearInterval(timer);
      await running;
    },
  };
}
