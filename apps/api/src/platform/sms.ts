// SMS (refer-a-friend): sent by the outbox worker like e-mails, through an SmsTransport. With
// TWILIO_* set it is Twilio's official SDK (its requests go to TWILIO_API_URL when given, a local
// stand-in in tests), loaded at the first SMS: a server that sends none never loads it (about a
// second of CPU). Without, development prints each SMS and other environments log that one was
// not sent, so nothing waits forever.
import type { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type TwilioRequestClient from 'twilio/lib/base/RequestClient';
import type { Config } from './config.ts';

export interface Sms {
  /** E.164: +393331234567. */
  to: string;
  text: string;
}

/** Sends one SMS; throws when the provider refuses it. */
export type SmsTransport = (sms: Sms) => Promise<void>;

/** The number with its middle hidden, for logs. */
export const maskedNumber = (n: string) => `${n.slice(0, 3)}…${n.slice(-3)}`;

/** Twilio's client: the SDK loaded here, its requests sent to `apiUrl` when not Twilio's own. */
async function twilioClient({ accountSid, authToken, apiUrl }: NonNullable<Config['twilio']>) {
  const { default: twilio } = await import('twilio');
  /** Twilio's request client, pointed at another API address (a stand-in). */
  class RequestClient extends twilio.RequestClient {
    override request<T>(opts: TwilioRequestClient.RequestOptions<T>) {
      return super.request<T>({
        ...opts,
        uri: opts.uri.replace(/^https:\/\/api\.twilio\.com/, apiUrl),
      });
    }
  }
  return twilio(accountSid, authToken, {
    httpClient: apiUrl === 'https://api.twilio.com' ? undefined : new RequestClient(),
  });
}

export function smsTransport(
  config: Pick<Config, 'twilio' | 'env'>,
  log: FastifyBaseLogger,
  out: Writable = process.stdout,
): SmsTransport {
  const t = config.twilio;
  if (!t) {
    return async (sms) => {
      if (config.env === 'development') {
        out.write(`\n── SMS (no TWILIO_* set) to ${sms.to}\n${sms.text}\n\n`);
      } else log.warn({ to: maskedNumber(sms.to) }, 'SMS not sent: no SMS provider configured');
    };
  }
  let client: ReturnType<typeof twilioClient> | undefined;
  return async (sms) => {
    client ??= twilioClient(t);
    await (await client).messages.create({ to: sms.to, from: t.from, body: sms.text });
  };
}
