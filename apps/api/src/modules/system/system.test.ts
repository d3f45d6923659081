import { describe, expect, it } from 'vitest';
import { bootApi, useTestApp } from '../../test-support/harness.ts';
import { markDraining } from './index.ts';

const t = useTestApp({
  env: { MIN_APP_VERSION_IOS: '2.1.0', MIN_APP_VERSION_ANDROID: '2.0.5', API_DOCS: 'on' },
});

describe('operations', () => {
  it('reports health with a database check', async () => {
    const res = await t.call({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up' });
  });

  it('tags every response with a request id, keeping a sane one given by a proxy', async () => {
    const res = await t.call({ url: '/healthz', headers: { 'x-request-id': 'lb-123' } });
    expect(res.headers['x-request-id']).toBe('lb-123');
    const generated = await t.call({ url: '/healthz', headers: { 'x-request-id': '<script>' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the OpenAPI document listing the routes when API_DOCS=on', async () => {
    const res = await t.call({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/login_check', '/api/activities/{id}/menu']),
    );
  });

  it('tells the running version and the configured minimum app versions', async () => {
    const res = await t.call({ url: '/app/version' });
    expect(res.json().data).toEqual({
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      minAppVersion: { ios: '2.1.0', android: '2.0.5' },
      updateRequired: false,
    });
  });

  it('tells an app older than its platform minimum to update', async () => {
    const check = async (platform: string, appVersion: string) =>
      (await t.call({ url: `/app/version?platform=${platform}&appVersion=${appVersion}` })).json()
        .data.updateRequired;
    expect(await check('ios', '2.0.9')).toBe(true);
    expect(await check('ios', '2.1.0')).toBe(false);
    expect(await check('android', '2.0.10')).toBe(false);
    expect(await check('android', '1.9')).toBe(true);
    const bad = await t.call({ url: '/app/version?platform=symbian&appVersion=1' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers unknown API paths with a localized 404', async () => {
    const res = await t.call({ url: '/api/nothing-here', headers: { 'accept-language': 'es' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Página no encontrada', code: 'route_not_found' });
  });

  it('reports the database down when it is unreachable', async () => {
    const broken = await bootApi();
    try {
      await broken.database.close();
      const res = await broken.call({ url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'error', database: 'down' });
    } finally {
      await broken.close();
    }
  });

  it('answers /healthz 503 "draining" once the server is shutting down, still serving the rest', async () => {
    const draining = await bootApi();
    try {
      markDraining(draining.app.server);
      const res = await draining.call({ url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'draining' });
      expect((await draining.call({ url: '/app/version' })).statusCode).toBe(200);
      // Another server of the same process is not draining.
      expect((await t.call({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await draining.close();
    }
  });
});
