// Finding 4: `trustProxy: true` believed the leftmost, client-written X-Forwarded-For, so every
// limit could be escaped. Only TRUST_PROXY's hops or addresses are believed now.
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { bootApi, type TestApp } from '../test-support/harness.ts';

const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function limited(env: Record<string, string>) {
  const t = await bootApi({ env: { RATE_LIMIT_MAX: '3', ...env } });
  apps.push(t);
  return t;
}

/** Four requests from one peer address, each claiming another client address. */
async function spoofed(t: TestApp, remoteAddress: string) {
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    const res = await t.call({
      url: '/app/languages',
      remoteAddress,
      headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('finding 4: X-Forwarded-For is believed only from configured proxies', () => {
  it('believes no forwarded header without TRUST_PROXY, in production too', async () => {
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), SMTP_URL: 'smtp://x' })
        .trustProxy,
    ).toBe(false);
    const t = await limited({});
    expect(await spoofed(t, '198.51.100.7')).toEqual([200, 200, 200, 429]);
  });

  it('believes the header from a listed proxy address only', async () => {
    const t = await limited({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.1' });
    // From the proxy: each forwarded client has its own counter.
    expect(await spoofed(t, '10.1.2.3')).toEqual([200, 200, 200, 200]);
    // From anyone else: the header is ignored.
    expect(await spoofed(t, '198.51.100.8')).toEqual([200, 200, 200, 429]);
  });

  it('with a hop count, takes the address the nearest proxy saw, not the leftmost', async () => {
    const t = await limited({ TRUST_PROXY: '1' });
    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.call({
        url: '/app/languages',
        remoteAddress: '10.9.9.9',
        // The client wrote the first address; the proxy appended the real one.
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}, 198.51.100.9` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('refuses TRUST_PROXY=true and garbage with a clear message', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.0/99' })).toThrow(
      /TRUST_PROXY/,
    );
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });
});
