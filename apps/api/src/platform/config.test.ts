// Where the server listens: development stays on this machine (the demo password is public).
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATA_DIR: '/tmp/tessera-config-test', JWT_SECRET: 'x'.repeat(32) };

describe('HOST', () => {
  it('is 127.0.0.1 in development and 0.0.0.0 in production unless set', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://m' }).host).toBe(
      '0.0.0.0',
    );
    expect(loadConfig({ ...base, NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });
});

describe('SEED_DEMO (issue 15 F1: the demo accounts share a published password)', () => {
  const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://m' };

  it('defaults to auto in development and to never in production', () => {
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).seedDemo).toBe(true);
    expect(loadConfig(production).seedDemo).toBe(false);
    expect(loadConfig({ ...production, SEED_DEMO: 'never' }).seedDemo).toBe(false);
  });

  it('seeds in production only on a public demo server (DEMO_IN_PRODUCTION=yes)', () => {
    expect(() => loadConfig({ ...production, SEED_DEMO: 'auto' })).toThrow(
      /SEED_DEMO=auto .*DEMO_IN_PRODUCTION=yes/,
    );
    expect(() =>
      loadConfig({ ...production, SEED_DEMO: 'auto', DEMO_IN_PRODUCTION: 'no' }),
    ).toThrow(ConfigError);
    expect(
      loadConfig({ ...production, SEED_DEMO: 'auto', DEMO_IN_PRODUCTION: 'yes' }).seedDemo,
    ).toBe(true);
  });
});

describe('SHUTDOWN_DRAIN_MS, SHUTDOWN_IDLE_GRACE_MS, SHUTDOWN_TIMEOUT_MS (issue 23: graceful shutdown)', () => {
  const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://m' };

  it('drains 5 s in production (a load balancer notices the 503), none otherwise; 1 s for an idle connection; 25 s in all', () => {
    expect(loadConfig(production)).toMatchObject({
      shutdownDrainMs: 5000,
      shutdownTimeoutMs: 25_000,
    });
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).shutdownDrainMs).toBe(0);
    expect(
      loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '9000' }),
    ).toMatchObject({ shutdownDrainMs: 0, shutdownTimeoutMs: 9000 });
  });

  it('refuses a drain that leaves the deadline no time to finish the requests', () => {
    expect(() =>
      loadConfig({ ...production, SHUTDOWN_DRAIN_MS: '25000', SHUTDOWN_TIMEOUT_MS: '25000' }),
    ).toThrow(/SHUTDOWN_DRAIN_MS .*SHUTDOWN_TIMEOUT_MS/);
  });
});
