// Finding 9: production without SMTP_URL would write live codes into its log.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../platform/config.ts';

const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) };

describe('finding 9: production needs SMTP_URL', () => {
  it('refuses to start in production without SMTP_URL, saying why', () => {
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(/SMTP_URL/);
  });

  it('starts in production with SMTP_URL, and in development without it', () => {
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://127.0.0.1:2525' }).smtpUrl).toBe(
      'smtp://127.0.0.1:2525',
    );
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/tessera-cfg' }).smtpUrl).toBe(
      undefined,
    );
  });
});
