// Issue 8: the web build as the API serves it, for the installable app. The service worker, its
// registration and the manifest are asked again on every use (a deploy reaches installed apps);
// hashed assets are cached for good; screens get the SPA; and the SPA fallback never answers for
// a file, so a missing sw.js or manifest is a 404, not index.html.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-support/harness.ts';

const web = mkdtempSync(join(tmpdir(), 'tessera-web-'));
// The first load's script (issue 15), inline as the web build writes it.
const firstLoad = "\n  document.documentElement.lang = 'de';\n";
const sw = `self.addEventListener('fetch', () => {});${' '.repeat(2000)}`;
for (const [file, body] of Object.entries({
  'index.html': `<!doctype html><title>Tessera</title><script>${firstLoad}</script><script type="module" src="/assets/index-abc123.js"></script>`,
  'sw.js': sw,
  'sw.js.br': brotliCompressSync(sw),
  'registerSW.js': "navigator.serviceWorker.register('/sw.js')",
  'manifest.webmanifest': '{"name":"Tessera"}',
  'icons/icon-192.png': 'png',
  'assets/index-abc123.js': 'export {}',
})) {
  mkdirSync(join(web, file, '..'), { recursive: true });
  writeFileSync(join(web, file), body);
}
afterAll(() => rmSync(web, { recursive: true, force: true }));

const t = useTestApp({ webRoot: web });

describe('the web build for the installable app', () => {
  it('serves the service worker and its registration uncached, as JavaScript', async () => {
    for (const url of ['/sw.js', '/registerSW.js']) {
      const res = await t.call({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/javascript/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const br = await t.call({ url: '/sw.js', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('no-cache');
    const head = await t.call({ method: 'HEAD', url: '/sw.js' });
    expect(head.statusCode).toBe(200);
  });

  it('serves the manifest uncached with its media type, and the icons', async () => {
    const manifest = await t.call({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Tessera' });
    const icon = await t.call({ url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('caches hashed assets for good and answers screens with the SPA', async () => {
    const asset = await t.call({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/profile', '/es/registration/3?storeId=1']) {
      const res = await t.call({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<title>Tessera</title>');
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('lets the screens run their own inline script, by its hash, and no other', async () => {
    const hash = createHash('sha256').update(firstLoad).digest('base64');
    for (const url of ['/login', '/index.html']) {
      const csp = String((await t.call({ url })).headers['content-security-policy']);
      const scripts = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ');
      expect(scripts, url).toContain(`'sha256-${hash}'`);
      expect(scripts, url).not.toContain("'unsafe-inline'");
    }
  });

  it('never answers a missing file with the SPA', async () => {
    for (const url of ['/sw-old.js', '/workbox-1234.js', '/app.webmanifest', '/icons/x.png']) {
      const res = await t.call({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('<title>');
    }
  });
});
