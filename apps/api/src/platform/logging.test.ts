// pino-pretty is a devDependency: only development at a terminal asks for it.
import { describe, expect, it } from 'vitest';
import type { Config } from './config.ts';
import { loggerOptions } from './logging.ts';

const options = (env: Config['env'], tty: boolean) =>
  loggerOptions({ env, logLevel: 'info' } as Config, undefined, tty) as { transport?: unknown };

describe('the log format', () => {
  it('is pino-pretty at a development terminal', () => {
    expect(options('development', true).transport).toMatchObject({
      target: expect.stringMatching(/node_modules\/pino-pretty\//),
    });
  });

  it('is JSON lines in production and test, and in development without a terminal', () => {
    expect(options('production', true).transport).toBeUndefined();
    expect(options('test', true).transport).toBeUndefined();
    expect(options('development', false).transport).toBeUndefined();
  });
});
