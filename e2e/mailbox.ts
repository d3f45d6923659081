// Reads the e-mails the mail sink (e2e/mail-sink.mjs) received for the tests: one request that
// the sink answers when the message is there.

/** Where the sink answers for its messages (MAIL_HTTP_PORT of e2e/mail-sink.mjs). */
export const MAIL_SINK_URL = `http://127.0.0.1:${process.env.MAIL_HTTP_PORT ?? 2527}`;

/** Header block unfolded, body decoded from quoted-printable or base64 (single-part text). */
export function parseMail(raw: string): { headers: string; body: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, ' ');
  let body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    body = Buffer.from(bytes, 'latin1').toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { headers, body };
}

/**
 * The first message to `to` (envelope, To or Cc) that the sink received after `since` (a
 * Date.now() taken before the action that sends it). One long-poll request: the sink answers as
 * soon as the message arrives, or after `timeoutMs` without one, and then this throws.
 */
export async function waitForMail(to: string, since: number, timeoutMs = 15_000): Promise<string> {
  const query = new URLSearchParams({ to, since: String(since), timeout: String(timeoutMs) });
  // The sink answers at the timeout; the signal only guards against a sink that does not.
  const res = await fetch(`${MAIL_SINK_URL}/mail?${query}`, {
    signal: AbortSignal.timeout(timeoutMs + 5_000),
  });
  const body = await res.text();
  if (res.status === 408) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
  if (!res.ok) throw new Error(`mail sink: ${res.status} ${body}`);
  return body;
}

/** The 6-digit code of a message (its body, decoded). */
export function codeIn(raw: string): string {
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(parseMail(raw).body)?.[1];
  if (!code) throw new Error(`no 6-digit code in the e-mail:\n${raw}`);
  return code;
}

/** The path and query of the message's link to `path` (the address host is the server's own). */
export function linkIn(raw: string, path: string): string {
  const body = parseMail(raw).body;
  const url = body.match(/https?:\/\/[^\s"'<>]+/g)?.find((u) => new URL(u).pathname === path);
  if (!url) throw new Error(`no link to ${path} in the e-mail:\n${raw}`);
  const { pathname, search } = new URL(url);
  return pathname + search;
}

/** The Subject of a message (or of its headers), its encoded words (RFC 2047, Q or B, UTF-8) decoded. */
export function subjectOf(raw: string): string {
  const line = /^subject:[ \t]*(.*)$/im.exec(parseMail(raw).headers)?.[1] ?? '';
  return line
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}
