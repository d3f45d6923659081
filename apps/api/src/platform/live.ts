// Live updates for staff screens (DESIGN §4): Server-Sent Events fed by PostgreSQL LISTEN/NOTIFY.
// Each instance LISTENs once on a channel (db.ts `listen`, PGlite or node-postgres, reconnecting)
// whose NOTIFY payload names a topic (the orders' trigger sends the activity id, migration 0018),
// and fans every notification out to the streams of that topic open on this instance; so a change
// committed through any instance, a webhook or another clerk reaches every board within the
// NOTIFY's delivery time. An event carries no data beyond "something changed": the screen reads
// the list again through its ordinary, authorised call, so a stream can never leak what its list
// would not show.
//
// Written by hand rather than with an SSE plugin: the wire format is four kinds of line, and what
// matters here (one LISTEN per instance, a cap per user, the stream's end at its token's expiry,
// one heartbeat timer for every stream) is ours either way; @fastify/sse (0.x) would add a
// dependency for the framing alone.
//
// Events: `live` (data `true` or `false`: whether this instance hears every change right now; sent
// first, and again whenever it flips, so a screen polls while it is false and reads again when it
// turns true), `change` (data: the topic). Comment lines keep proxies from closing an idle stream.
// A stream ends by itself when the caller's access token expires, and as soon as anything of the
// caller's sessions or memberships changes (`userChanged`: the session cache's NOTIFY): the screen
// reconnects, and its request is checked again, so a logout or a lost role ends the stream.
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from './db.ts';
import { AppError } from './errors.ts';
import { defineMessages } from './i18n.ts';

export const liveMessages = defineMessages({
  it: { tooManyStreams: 'Troppe schermate aperte in diretta: chiudine una e riprova' },
  es: {
    tooManyStreams: 'Demasiadas pantallas abiertas en directo: cierra una y vuelve a intentarlo',
  },
  fr: { tooManyStreams: "Trop d'écrans ouverts en direct : fermez-en un et réessayez" },
  de: { tooManyStreams: 'Zu viele Live-Ansichten geöffnet: schließe eine und versuche es erneut' },
  gb: { tooManyStreams: 'Too many live screens open: close one and try again' },
});

export interface LiveOptions {
  /** Milliseconds between the comment lines that keep an idle stream open (default 20 s). */
  heartbeatMs?: number;
  /** Streams one user may hold open on this instance at once (default 8: tabs and devices). */
  maxPerUser?: number;
  /** The longest a stream stays open when its token tells no expiry (default 1 h). */
  maxLifetimeMs?: number;
  /** Resolves at the next change of the user's sessions or memberships: their streams end. */
  userChanged?: (userId: number) => Promise<void>;
}

export interface LiveHub {
  /** Answers the request with a stream of `topic`'s events until the client leaves. */
  stream(req: FastifyRequest, reply: FastifyReply, topic: string): void;
  /** Streams open on this instance (tests, metrics). */
  open(): number;
  /** Resolves once this instance listens (tests). */
  readonly ready: Promise<void>;
  /** Stops listening and ends every stream. */
  stop(): Promise<void>;
}

interface Subscriber {
  user: string;
  out: PassThrough;
  end(): void;
  /** Ends it at once, connection and all (the instance is shutting down). */
  drop(): void;
}

/** The retry delay the browser's EventSource (or our reader) waits before reconnecting. */
const RETRY_MS = 2000;

/** When the request's access token expires (ms), from its already verified `exp`. */
export function tokenExpiry(req: FastifyRequest): number | undefined {
  const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const exp = bearer ? req.server.jwt.decode<{ exp?: unknown }>(bearer)?.exp : undefined;
  return typeof exp === 'number' ? exp * 1000 : undefined;
}

/** LISTENs on `channel` for this instance and serves its topics as Server-Sent Events. */
export function startLive(database: Database, channel: string, opts: LiveOptions = {}): LiveHub {
  const heartbeatMs = opts.heartbeatMs ?? 20_000;
  const maxPerUser = opts.maxPerUser ?? 8;
  const maxLifetimeMs = opts.maxLifetimeMs ?? 60 * 60_000;
  const topics = new Map<string, Set<Subscriber>>();
  const perUser = new Map<string, number>();
  let live = false;
  /** Users whose next change is awaited (one wait per user, however many streams). */
  const watched = new Set<string>();
  const watch = (user: string, userId: number | undefined) => {
    if (!opts.userChanged || userId === undefined || watched.has(user)) return;
    watched.add(user);
    void opts.userChanged(userId).then(() => {
      watched.delete(user);
      for (const s of [...everyone()]) if (s.user === user) s.end();
    });
  };

  const write = (s: Subscriber, text: string) => {
    if (!s.out.writableEnded && !s.out.destroyed) s.out.write(text);
  };
  const everyone = function* () {
    for (const set of topics.values()) yield* set;
  };
  const tellLive = () => {
    for (const s of everyone()) write(s, `event: live\ndata: ${live}\n\n`);
  };

  let stopListening: (() => Promise<void>) | undefined;
  let stopped = false;
  const ready = database
    .listen(channel, {
      onMessage: (payload) => {
        const set = topics.get(payload);
        if (!set) return;
        for (const s of set) write(s, `event: change\ndata: ${payload}\n\n`);
      },
      onReady: () => {
        live = true;
        tellLive();
      },
      onLost: () => {
        live = false;
        tellLive();
      },
    })
    .then(async (stop) => {
      if (stopped) await stop();
      else stopListening = stop;
    });

  // One timer for every stream of the instance.
  const heartbeat = setInterval(() => {
    for (const s of everyone()) write(s, ': keep-alive\n\n');
  }, heartbeatMs).unref();

  return {
    ready,
    open: () => [...topics.values()].reduce((n, set) => n + set.size, 0),
    stream(req, reply, topic) {
      const user = String(req.user?.id ?? req.ip);
      const held = perUser.get(user) ?? 0;
      if (held >= maxPerUser)
        throw new AppError(429, 'too_many_streams', liveMessages.tooManyStreams);
      perUser.set(user, held + 1);

      const out = new PassThrough();
      const expiresAt = tokenExpiry(req);
      const lifetime = Math.max(
        0,
        Math.min(maxLifetimeMs, expiresAt ? expiresAt - Date.now() : maxLifetimeMs),
      );
      let ended = false;
      const subscriber: Subscriber = {
        user,
        out,
        end() {
          if (ended) return;
          ended = true;
          clearTimeout(expiry);
          const set = topics.get(topic);
          set?.delete(subscriber);
          if (set?.size === 0) topics.delete(topic);
          const left = (perUser.get(user) ?? 1) - 1;
          if (left > 0) perUser.set(user, left);
          else perUser.delete(user);
          if (!out.writableEnded) out.end();
        },
        drop() {},
      };
      subscriber.drop = () => {
        subscriber.end();
        reply.raw.destroy();
      };
      const expiry = setTimeout(() => subscriber.end(), lifetime).unref();
      const set = topics.get(topic) ?? new Set<Subscriber>();
      set.add(subscriber);
      topics.set(topic, set);
      watch(user, req.user?.id);
      // The client leaving (tab closed, network gone) or the server closing ends the stream.
      reply.raw.once('close', () => subscriber.end());
      out.once('close', () => subscriber.end());

      write(subscriber, `retry: ${RETRY_MS}\nevent: live\ndata: ${live}\n\n`);
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        // Its connection goes with it: a stream ended by a shutdown leaves no idle socket behind
        // for the server's close to wait on.
        .header('connection', 'close')
        .send(out);
    },
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      // The clients reconnect, to another instance behind the balancer.
      for (const s of [...everyone()]) s.drop();
      await ready.catch(() => {});
      await stopListening?.();
    },
  };
}
