// Where the server listens: development stays on this machine (the demo password is public).
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
