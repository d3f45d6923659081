// Issue 8: a page load is never rate-limited. Static files (the web build, /images) and the SPA
// fallback are served whatever the client's count; the API keeps its global limit.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test-support/harness.ts';

const MAX = 5;
const t = useTestApp({ env: { RATE_LIMIT_MAX: String(MAX) } });

const statuses = async (url: string, remoteAddress: string, times = MAX * 3) => {
  const seen = new Set<number>();
  for (let i = 0; i < times; i++) {
    seen.add((await t.call({ url, remoteAddress })).statusCode);
  }
  return [...seen];
};

describe('static files and the global rate limit', () => {
  it('serves an image of /images every time, past the limit', async () => {
    const dir = join(t.dataDir, 'images', 'activity', '1');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await statuses('/images/activity/1/logo.svg', '10.80.0.1')).toEqual([200]);
  });

  it('answers a screen path or a stale asset name without counting it', async () => {
    expect(await statuses('/assets/index-gone.js', '10.80.0.2')).toEqual([404]);
    expect(await statuses('/profile', '10.80.0.2')).not.toContain(429);
  });

  it('keeps limiting the API, unknown API paths included', async () => {
    expect(await statuses('/api/no-such-route', '10.80.0.3')).toEqual([404, 429]);
    expect(await statuses('/app/version', '10.80.0.4')).toContain(429);
  });
});
