// A staff screen's live stream (issue 22 §5; the orders board's, and the agenda's since issue 26):
// GET /api/activities/{id}/orders/events or …/agenda/events, Server-Sent Events read with fetch
// rather than EventSource, because EventSource cannot send the
// Authorization header: the access token travels in its header as on every call, never in an
// address that proxies and logs keep. The stream says only "something changed" (`change`) and
// whether the server hears every change (`live`); the screen then reads its list again through
// the ordinary call. A stream that fails or ends (the token expired, a deploy, the network) is
// opened again after 1, 2, 4 … 30 s; a 401 first reads the list, which renews the token through
// the http client. While the stream is down, `live` is false and the screen polls.
import { useEffect, useRef, useState } from 'react';
import { currentLanguage } from './language.ts';
import { session } from './session.ts';

export interface StreamHandlers {
  /** Something of the activity changed (or may have while the stream was down): read again. */
  onChange(): void;
  /** The server answered 401: renew the token (any ordinary call does), then it reconnects. */
  onUnauthorized(): void;
}

/** The wait before the n-th reconnection (0-based): 1 s doubling up to 30 s, with some jitter. */
export const backoff = (attempt: number, random = Math.random) =>
  Math.min(30_000, 1000 * 2 ** attempt) * (0.8 + 0.4 * random());

/** Splits SSE text into complete frames; returns them and the incomplete rest. */
export function framesOf(buffer: string): {
  frames: { event: string; data: string }[];
  rest: string;
} {
  const frames: { event: string; data: string }[] = [];
  const parts = buffer.replaceAll('\r\n', '\n').split('\n\n');
  const rest = parts.pop() ?? '';
  for (const part of parts) {
    let event = 'message';
    const data: string[] = [];
    for (const line of part.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
    }
    // Comment lines (heartbeats) and retry hints carry no event.
    if (data.length) frames.push({ event, data: data.join('\n') });
  }
  return { frames, rest };
}

/** Reads one stream until it ends; resolves with how it ended. */
async function readStream(
  url: string,
  signal: AbortSignal,
  onEvent: (event: string, data: string) => void,
): Promise<'ended' | 'unauthorized' | 'failed'> {
  const token = session.token();
  const res = await fetch(url, {
    headers: {
      accept: 'text/event-stream',
      'accept-language': currentLanguage(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    signal,
    cache: 'no-store',
  });
  if (res.status === 401) return 'unauthorized';
  if (!res.ok || !res.body) return 'failed';
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return 'ended';
    const { frames, rest } = framesOf(buffer + value);
    buffer = rest;
    for (const f of frames) onEvent(f.event, f.data);
  }
}

/**
 * Keeps the stream at `url` open while mounted (none: nothing opened); returns whether it is live
 * (the server hears every change right now). Changes arriving together are told once (100 ms).
 */
export function useLiveStream(url: string | null, handlers: StreamHandlers): boolean {
  const [live, setLive] = useState(false);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    if (!url || typeof fetch === 'undefined') return;
    const abort = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let batch: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    const changed = () => {
      if (batch) return;
      batch = setTimeout(() => {
        batch = undefined;
        latest.current.onChange();
      }, 100);
    };
    const onEvent = (event: string, data: string) => {
      if (event === 'live') {
        attempt = 0;
        setLive(data === 'true');
        // Back to live: whatever happened meanwhile is read once.
        if (data === 'true') changed();
      } else if (event === 'change') changed();
    };
    const connect = async () => {
      let how: 'ended' | 'unauthorized' | 'failed' = 'failed';
      try {
        how = await readStream(url, abort.signal, onEvent);
      } catch {
        how = 'failed';
      }
      if (abort.signal.aborted) return;
      setLive(false);
      if (how === 'unauthorized') latest.current.onUnauthorized();
      // A stream that ended cleanly (its token's lifetime) reconnects at once (a quarter second).
      const wait = how === 'ended' && attempt === 0 ? 250 : backoff(attempt);
      attempt = Math.min(attempt + 1, 5);
      retry = setTimeout(() => void connect(), wait);
    };
    void connect();
    return () => {
      abort.abort();
      clearTimeout(retry);
      clearTimeout(batch);
      setLive(false);
    };
  }, [url]);

  return live;
}
