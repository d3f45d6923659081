// Development without SMTP_URL prints each e-mail as a block a person reads (issue 8).
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { mailTransport } from './outbox.ts';

const mail = { to: 'chiara@example.com', subject: 'Il tuo codice', text: 'Codice: 123456' };

const printed = async (env: 'development' | 'test' | 'production') => {
  const out = new PassThrough();
  let text = '';
  out.on('data', (chunk) => {
    text += chunk;
  });
  await mailTransport({ smtpUrl: undefined, mailFrom: 'x', env }, out)(mail);
  return text;
};

describe('e-mails without SMTP_URL', () => {
  it('development prints the e-mail as plain lines, not inside a JSON log line', async () => {
    const text = await printed('development');
    expect(text).toContain('\nTo: chiara@example.com\nSubject: Il tuo codice\n\nCodice: 123456\n');
    expect(() => JSON.parse(text)).toThrow();
  });

  it('other environments print nothing', async () => {
    expect(await printed('test')).toBe('');
  });
});
