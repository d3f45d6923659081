// Every answer carries the security headers (helmet, set up once in app.ts): API data, errors,
// images and the web app's screens.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActivity, createCustomer } from '../test-support/factories.ts';
import { useTestApp } from '../test-support/harness.ts';

const t = useTestApp();

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  // WebAssembly may compile (the counter's barcode reader, issue 15); JavaScript eval may not.
  expect(csp).toContain("'wasm-unsafe-eval'");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'no-referrer',
    'cross-origin-opener-policy': 'same-origin',
    'strict-transport-security': expect.stringContaining('max-age='),
  });
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
}

describe('security headers', () => {
  it('come with API data, API errors and open calls', async () => {
    const activity = await createActivity(t);
    const customer = await createCustomer(t, activity.id);
    const data = await t.call({ url: `/api/activities/${activity.id}/usercard`, as: customer });
    expect(data.statusCode).toBe(200);
    expectSecurityHeaders(data.headers);
    const unauthorized = await t.call({ url: `/api/activities/${activity.id}/usercard` });
    expect(unauthorized.statusCode).toBe(401);
    expectSecurityHeaders(unauthorized.headers);
    const notFound = await t.call({ url: '/api/no-such-route' });
    expect(notFound.statusCode).toBe(404);
    expectSecurityHeaders(notFound.headers);
    expectSecurityHeaders((await t.call({ url: '/healthz' })).headers);
  });

  it('come with images', async () => {
    const dir = join(t.dataDir, 'images', 'activity', '1');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const image = await t.call({ url: '/images/activity/1/logo.svg' });
    expect(image.statusCode).toBe(200);
    expectSecurityHeaders(image.headers);
  });
});
