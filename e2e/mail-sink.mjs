// A local SMTP sink for the e2e run: the server sends its e-mails here (SMTP_URL). The tests ask
// for them over HTTP (e2e/mailbox.ts): `GET /mail?to=&since=&timeout=` answers with the first
// message to `to` received at or after `since` (ms since the epoch) as soon as there is one, or
// 408 once `timeout` ms have passed without one, so a test waits for the message, not a clock.
// Each message is also kept in data/e2e-mail, one raw .eml file, for reading after a failed run.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const DIR = process.env.MAIL_DIR ?? 'data/e2e-mail';
const PORT = Number(process.env.MAIL_PORT ?? 2526);
const HTTP_PORT = Number(process.env.MAIL_HTTP_PORT ?? 2527);
const MAX_TIMEOUT_MS = 60_000;
mkdirSync(DIR, { recursive: true });

/** @type {{ at: number, raw: string, headers: string }[]} every message, in arrival order */
const messages = [];
/** @type {Set<{ to: string, since: number, answer: (raw: string) => void }>} open requests */
const waiting = new Set();

/** Whether the message went to `to`: its envelope recipients, To or Cc (as the tests read it). */
function sentTo(headers, to) {
  const wanted = to.toLowerCase();
  return headers
    .split(/\r?\n/)
    .filter((h) => /^(x-envelope-to|to|cc):/i.test(h))
    .some((h) => h.toLowerCase().includes(wanted));
}

const matches = (message, want) => message.at >= want.since && sentTo(message.headers, want.to);

function receive(raw) {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  const message = { at: Date.now(), raw, headers };
  messages.push(message);
  writeFileSync(join(DIR, `${message.at}-${randomBytes(4).toString('hex')}.eml`), raw);
  for (const want of waiting) if (matches(message, want)) want.answer(raw);
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('error', callback);
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
      // The envelope recipients first, so a Bcc is found as well as a To.
      receive(`X-Envelope-To: ${to}\r\n${Buffer.concat(chunks).toString('utf8')}`);
      callback();
    });
  },
});

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://sink');
  if (url.pathname === '/healthz') return res.end('ok');
  const to = url.searchParams.get('to');
  const since = Number(url.searchParams.get('since') ?? 0);
  const timeout = Math.min(Number(url.searchParams.get('timeout') ?? 15_000), MAX_TIMEOUT_MS);
  if (url.pathname !== '/mail' || req.method !== 'GET' || !to || !(since >= 0) || !(timeout >= 0)) {
    res.writeHead(400).end('GET /mail?to=<address>&since=<ms>&timeout=<ms>');
    return;
  }
  const reply = (status, body) =>
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' }).end(body);
  const want = { to, since };
  const found = messages.find((m) => matches(m, want));
  if (found) return reply(200, found.raw);
  const entry = {
    ...want,
    answer: (raw) => {
      waiting.delete(entry);
      clearTimeout(timer);
      reply(200, raw);
    },
  };
  const timer = setTimeout(() => {
    waiting.delete(entry);
    reply(408, `no e-mail to ${to} within ${timeout} ms`);
  }, timeout);
  waiting.add(entry);
  // Answered, or the test gave up (or the run ended): forget the request.
  res.on('close', () => {
    waiting.delete(entry);
    clearTimeout(timer);
  });
});

smtp.on('error', (err) => console.error('mail sink:', err.message));
http.on('error', (err) => console.error('mail sink http:', err.message));
// HTTP last: Playwright waits for its /healthz, by then the SMTP side listens too.
smtp.listen(PORT, '127.0.0.1', () =>
  http.listen(HTTP_PORT, '127.0.0.1', () =>
    console.log(`mail sink: SMTP on 127.0.0.1:${PORT}, messages on http://127.0.0.1:${HTTP_PORT}`),
  ),
);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    http.close();
    http.closeAllConnections();
    smtp.close(() => process.exit(0));
  });
