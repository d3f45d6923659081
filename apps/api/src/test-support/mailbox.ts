// A real SMTP peer for tests: an in-process smtp-server that keeps what it receives.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface Mailbox {
  url: string;
  received: ReceivedMail[];
  /** Resolves with the first message to `to` received after `since` messages, when it comes. */
  waitFor(to: string, since?: number, timeoutMs?: number): Promise<ReceivedMail>;
  /**
   * Refuses the next n messages with a temporary error, as a flaky server would; resolves with
   * the recipients once the n refusals are answered.
   */
  refuseNext(n: number): Promise<string[][]>;
  /** Answers each message `ms` after it has arrived, as a slow server would (0: at once). */
  delay(ms: number): void;
  /**
   * Hangs the next n connections, as a stuck server would: it accepts them and never greets
   * (`greeting`), or takes the message and never answers it (`data`). Resolves once n hang.
   */
  hangNext(n: number, at?: 'greeting' | 'data'): Promise<void>;
  close(): Promise<void>;
}

/** The text of a quoted-printable message: headers, then the decoded UTF-8 body. */
export function textOf(raw: string) {
  const at = raw.indexOf('\r\n\r\n');
  const body = raw
    .slice(at + 4)
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replaceAll('=', ''), 'hex').toString('utf8'));
  return `${raw.slice(0, at)}\n\n${body}`;
}

/** The 6-digit code of a message. */
export const codeIn = (raw: string) => /\b(\d{6})\b/.exec(textOf(raw).split('\n\n')[1] ?? '')?.[1];

export async function startMailbox(): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  /** Waiters for the next message, told of each one as it arrives. */
  const waiters = new Set<() => void>();
  let refusals = 0;
  let refused: string[][] = [];
  let refusedAll: (() => void) | undefined;
  let delayMs = 0;
  let hangs = 0;
  let hangAt: 'greeting' | 'data' = 'greeting';
  let hungAll: (() => void) | undefined;
  /** Let go of the hung connections when the mailbox closes. */
  const hung: (() => void)[] = [];
  /** Whether this step hangs; tells the test when the last of the n hangs has begun. */
  const hangsHere = (step: 'greeting' | 'data', release: () => void) => {
    if (hangs === 0 || hangAt !== step) return false;
    hangs--;
    hung.push(release);
    if (hangs === 0) hungAll?.();
    return true;
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (!hangsHere('greeting', () => callback(new Error('closing')))) callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        if (hangsHere('data', () => callback(new Error('closing')))) return;
        if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
        const to = session.envelope.rcptTo.map((r) => r.address);
        if (refusals > 0) {
          refusals--;
          refused.push(to);
          const err = new Error('try again later') as Error & { responseCode: number };
          err.responseCode = 451;
          callback(err);
          if (refusals === 0) refusedAll?.();
          return;
        }
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
        for (const wake of waiters) wake();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(n) {
      refusals = n;
      refused = [];
      return new Promise((resolve) => {
        refusedAll = () => resolve(refused);
      });
    },
    delay(ms) {
      delayMs = ms;
    },
    hangNext(n, at = 'greeting') {
      hangs = n;
      hangAt = at;
      return new Promise((resolve) => {
        hungAll = resolve;
      });
    },
    waitFor(to, since = 0, timeoutMs = 5000) {
      const find = () => received.slice(since).find((m) => m.to.includes(to));
      const found = find();
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const wake = () => {
          const message = find();
          if (!message) return;
          waiters.delete(wake);
          clearTimeout(deadline);
          resolve(message);
        };
        // A deadline, not a wait: the message normally wakes the waiter long before.
        const deadline = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`no e-mail to ${to} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    close: () => {
      for (const release of hung.splice(0)) release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
