// Reads the e-mails the mail sink (e2e/mail-sink.mjs) stored for the tests.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const MAIL_DIR = 'data/e2e-mail';

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

function sentTo(headers: string, to: string) {
  const wanted = to.toLowerCase();
  return headers
    .split(/\r?\n/)
    .filter((h) => /^(x-envelope-to|to|cc):/i.test(h))
    .some((h) => h.toLowerCase().includes(wanted));
}

/**
 * The first message to `to` that the sink received after `since` (a Date.now() taken before
 * the action that sends it). Polls the sink's folder; throws after `timeoutMs`.
 */
export async function waitForMail(to: string, since: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await readdir(MAIL_DIR).catch(() => [] as string[]);
    const fresh = names
      .filter((n) => n.endsWith('.eml') && Number(n.split('-')[0]) >= since)
      .sort();
    for (const name of fresh) {
      const raw = await readFile(join(MAIL_DIR, name), 'utf8');
      if (sentTo(parseMail(raw).headers, to)) return raw;
    }
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
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
