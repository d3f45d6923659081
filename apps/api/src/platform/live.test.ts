// platform/live.ts on its own (no database): one listener fans a topic's notifications out to its
// streams only; `live` follows the listener (lost: false, ready again: true); comment lines keep an
// idle stream open; a stream ends at its lifetime (its token's expiry) and with the hub; a user's
// streams are capped. Events are awaited with a deadline, never slept for.
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { baseUrlOf, openSse, type SseStream } from '../test-support/sse.ts';
import type { Database, Listener } from './db.ts';
import { type LiveHub, type LiveOptions, startLive, tokenExpiry } from './live.ts';

let app: FastifyInstance | undefined;
let hub: LiveHub | undefined;
const streams: SseStream[] = [];
afterEach(async () => {
  for (const s of streams.splice(0)) s.close();
  await hub?.stop();
  await app?.close();
});

/** A hub over a fake database whose listener the test drives; streams at /t/:topic. */
async function serve(opts: LiveOptions = {}) {
  let listener: Listener | undefined;
  const database = {
    listen: async (_channel: string, l: Listener) => {
      listener = l;
      l.onReady();
      return async () => {};
    },
  } as unknown as Database;
  hub = startLive(database, 'test_channel', opts);
  await hub.ready;
  const live = hub;
  app = Fastify();
  app.get<{ Params: { topic: string } }>('/t/:topic', (req, reply) => {
    live.stream(req, reply, req.params.topic);
  });
  const base = await baseUrlOf(app);
  const open = async (topic: string) => {
    const s = await openSse(`${base}/t/${topic}`, '');
    streams.push(s);
    return s;
  };
  return { open, listener: () => listener as Listener, hub: live };
}

describe('live streams', () => {
  it("fan a topic's notifications out to its streams only", async () => {
    const { open, listener } = await serve();
    const seven = await open('7');
    const eight = await open('8');
    expect((await seven.next('live')).data).toBe('true');
    await eight.next('live');
    listener().onMessage('8');
    listener().onMessage('7');
    expect((await seven.next('change')).data).toBe('7');
    expect((await eight.next('change')).data).toBe('8');
    listener().onMessage('7');
    await seven.next('change');
    expect(eight.seen.filter((e) => e.event === 'change')).toHaveLength(1);
  });

  it('tell when the instance stops hearing changes and when it hears them again', async () => {
    const { open, listener } = await serve();
    const s = await open('7');
    await s.next('live');
    listener().onLost();
    expect((await s.next('live')).data).toBe('false');
    listener().onReady();
    expect((await s.next('live')).data).toBe('true');
  });

  it('keep an idle stream open with comment lines', async () => {
    const { open } = await serve({ heartbeatMs: 50 });
    const s = await open('7');
    await s.next(':');
    await s.next(':');
  });

  it('end a stream at its lifetime, and every stream with the hub', async () => {
    const short = await serve({ maxLifetimeMs: 100 });
    const s = await short.open('7');
    await s.ended;
    expect(short.hub.open()).toBe(0);
    await short.hub.stop();
    await app?.close();

    const long = await serve();
    const a = await long.open('7');
    const b = await long.open('8');
    await a.next('live');
    await long.hub.stop();
    await Promise.all([a.ended, b.ended]);
    expect(long.hub.open()).toBe(0);
  });

  it("cap a user's streams, and give a place back when one closes", async () => {
    const { open, hub } = await serve({ maxPerUser: 1 });
    const first = await open('7');
    await first.next('live');
    const second = await open('7');
    expect(second.status).toBe(429);
    first.close();
    await expect.poll(() => hub.open()).toBe(0);
    const third = await open('7');
    expect(third.status).toBe(200);
  });

  it('read the expiry of the request’s verified token', () => {
    const req = (authorization?: string) =>
      ({
        headers: { authorization },
        server: { jwt: { decode: () => ({ exp: 1_900_000_000 }) } },
      }) as unknown as FastifyRequest;
    expect(tokenExpiry(req('Bearer abc'))).toBe(1_900_000_000_000);
    expect(tokenExpiry(req())).toBeUndefined();
  });
});
