// A local SMTP sink for the e2e run: the server sends its e-mails here (SMTP_URL) and the tests
// read them from data/e2e-mail, one raw .eml file per message.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

const DIR = process.env.MAIL_DIR ?? 'data/e2e-mail';
const PORT = Number(process.env.MAIL_PORT ?? 2526);
mkdirSync(DIR, { recursive: true });

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('error', callback);
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(', ');
      const raw = Buffer.concat(chunks).toString('utf8');
      // The envelope recipients first, so a Bcc is found as well as a To.
      const file = join(DIR, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, `X-Envelope-To: ${to}\r\n${raw}`);
      callback();
    });
  },
});

server.on('error', (err) => console.error('mail sink:', err.message));
server.listen(PORT, '127.0.0.1', () =>
  console.log(`mail sink on 127.0.0.1:${PORT}, writing to ${DIR}`),
);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => server.close(() => process.exit(0)));
