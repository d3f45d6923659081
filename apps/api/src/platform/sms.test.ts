// The SMS transport: Twilio's official SDK talking to a local stand-in of Twilio's REST API (the
// request it really sends: path, basic auth, form body), and its refusal; without a provider,
// development prints the SMS.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsTransport } from './sms.ts';

interface Seen {
  method: string;
  url: string;
  auth: string;
  form: URLSearchParams;
}

const seen: Seen[] = [];
let refuse = false;
const standIn = createServer(async (req: IncomingMessage, res) => {
  let body = '';
  for await (const chunk of req) body += chunk;
  seen.push({
    method: req.method ?? '',
    url: req.url ?? '',
    auth: req.headers.authorization ?? '',
    form: new URLSearchParams(body),
  });
  res.setHeader('content-type', 'application/json');
  if (refuse) {
    res.statusCode = 400;
    res.end(JSON.stringify({ code: 21211, message: "The 'To' number is not valid.", status: 400 }));
    return;
  }
  res.statusCode = 201;
  res.end(JSON.stringify({ sid: 'SM123', status: 'queued', to: '+393331234567', body: 'x' }));
});
let apiUrl = '';
beforeAll(async () => {
  await new Promise<void>((r) => standIn.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => standIn.close(r)));

const warnings: unknown[][] = [];
const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger;
const twilio = () => ({
  accountSid: 'AC0123456789abcdef0123456789abcdef',
  authToken: 'token-secret',
  from: '+15005550006',
  apiUrl,
});

describe('SMS through Twilio', () => {
  it('posts the message to the account’s Messages resource with basic auth', async () => {
    seen.length = 0;
    refuse = false;
    await smsTransport(
      { twilio: twilio(), env: 'production' },
      log,
    )({
      to: '+393331234567',
      text: 'Giulia ti invita da Salone Aurora',
    });
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req?.method).toBe('POST');
    expect(req?.url).toBe('/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json');
    expect(req?.auth).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef0123456789abcdef:token-secret').toString('base64')}`,
    );
    expect(Object.fromEntries(req?.form ?? [])).toEqual({
      To: '+393331234567',
      From: '+15005550006',
      Body: 'Giulia ti invita da Salone Aurora',
    });
  });

  it('throws when Twilio refuses, so the outbox tries again later', async () => {
    refuse = true;
    await expect(
      smsTransport({ twilio: twilio(), env: 'production' }, log)({ to: '+390', text: 'x' }),
    ).rejects.toThrow(/not valid/);
    refuse = false;
  });
});

describe('without a provider', () => {
  it('development prints the SMS', async () => {
    const out = new PassThrough();
    let printed = '';
    out.on('data', (c) => {
      printed += String(c);
    });
    await smsTransport(
      { twilio: undefined, env: 'development' },
      log,
      out,
    )({
      to: '+393331234567',
      text: 'Registrati qui',
    });
    expect(printed).toContain('+393331234567');
    expect(printed).toContain('Registrati qui');
  });

  it('elsewhere logs that it was not sent, without the number or the text', async () => {
    warnings.length = 0;
    await smsTransport(
      { twilio: undefined, env: 'production' },
      log,
    )({
      to: '+393331234567',
      text: 'Registrati qui',
    });
    expect(JSON.stringify(warnings)).not.toMatch(/3331234567|Registrati/);
    expect(warnings).toEqual([[{ to: '+39…567' }, 'SMS not sent: no SMS provider configured']]);
  });
});
