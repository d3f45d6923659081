// A Server-Sent Events reader for tests: opens a stream over real HTTP (node:http, a connection
// of its own: fetch's pooled sockets outlive an aborted stream and hold the server's close) and
// hands out its events one at a time; `next` waits for an event by name with a deadline, so a
// test awaits what it expects and fails fast when it does not come (never a sleep).
import { type ClientRequest, get, type IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface SseEvent {
  event: string;
  data: string;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface SseStream {
  status: number;
  headers: Headers;
  /** Every event and comment so far, in order (comments as event ':'). */
  seen: SseEvent[];
  /** The next event named `event` not taken yet; rejects after `ms`. */
  next(event: string, ms?: number): Promise<SseEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The base URL of an app listening on a free local port (started here when not yet). */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  const bound = app.server.address();
  if (bound && typeof bound === 'object') return `http://127.0.0.1:${bound.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('the app does not listen');
  return `http://127.0.0.1:${address.port}`;
}

/** Parses one SSE frame (the lines between blank lines). */
function frameOf(text: string, at: number): SseEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  let comment = false;
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) comment = true;
    else if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  if (data.length) return { event, data: data.join('\n'), at };
  return comment ? { event: ':', data: '', at } : undefined;
}

/** Opens a stream over its own connection (no pooled socket outlives the test). */
export function openSse(url: string, token: string, lang = 'it'): Promise<SseStream> {
  return new Promise((resolveOpen, rejectOpen) => {
    const req = get(
      url,
      {
        agent: false,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'text/event-stream',
          'accept-language': lang,
        },
      },
      (res) => resolveOpen(streamOf(req, res)),
    );
    req.on('error', rejectOpen);
  });
}

function streamOf(req: ClientRequest, res: IncomingMessage): SseStream {
  const seen: SseEvent[] = [];
  let taken = 0;
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const w of [...waiters]) w();
  };
  let done = false;
  let buffer = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => {
    buffer += chunk.replaceAll('\r\n', '\n');
    let cut = buffer.indexOf('\n\n');
    while (cut >= 0) {
      const frame = frameOf(buffer.slice(0, cut), performance.now());
      if (frame) seen.push(frame);
      buffer = buffer.slice(cut + 2);
      cut = buffer.indexOf('\n\n');
    }
    wake();
  });
  const ended = new Promise<void>((resolve) => {
    const over = () => {
      done = true;
      wake();
      resolve();
    };
    res.on('end', over);
    res.on('close', over);
    res.on('error', over);
  });
  const headers = new Headers();
  for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
  return {
    status: res.statusCode ?? 0,
    headers,
    seen,
    ended,
    next(event, ms = 1000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const i = seen.findIndex((e, n) => n >= taken && e.event === event);
          if (i >= 0) {
            taken = i + 1;
            finish();
            resolve(seen[i] as SseEvent);
          } else if (done) {
            finish();
            reject(new Error(`the stream ended before a "${event}" event`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`no "${event}" event within ${ms} ms`));
        }, ms);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(look);
        };
        waiters.add(look);
        look();
      });
    },
    close: () => req.destroy(),
  };
}
