// `node bench/login-js.mjs [dist]`: the JavaScript /login loads, in Chromium, from a static
// server of the web build (apps/web/dist by default, with the SPA fallback), without the API or
// a database: the same sum as `npm run bench` (gzip level 9 of every script the page fetched).
// The API calls /login makes get a 404 here; they load no code.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../e2e/chromium.mjs';

const root = process.argv[2] ?? 'apps/web/dist';
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  if (path.startsWith('/api/')) {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{}');
    return;
  }
  let file = join(root, path);
  if (!existsSync(file) || statSync(file).isDirectory()) file = join(root, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());

const browser = await chromium.launch(chromiumLaunchOptions());
const page = await browser.newPage();
const scripts = new Map();
page.on('response', async (res) => {
  if (res.request().resourceType() === 'script') scripts.set(res.url(), await res.body());
});
await page.goto(`http://127.0.0.1:${port}/login`, { waitUntil: 'networkidle' });
await browser.close();
server.close();

let raw = 0;
let gzip = 0;
for (const body of scripts.values()) {
  raw += body.length;
  gzip += gzipSync(body, { level: 9 }).length;
}
console.log(
  `/login JavaScript: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip`,
);
