// Configuration from the environment, read once at start-up.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_ACCESS_TTL_SECONDS: z.coerce.number().int().min(10).default(900),
  REFRESH_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tessera <no-reply@tessera.local>'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
  REDIS_URL: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_LOGIN_MAX: z.coerce.number().int().min(1).default(10),
  MIN_APP_VERSION_IOS: z.string().default('1.0.0'),
  MIN_APP_VERSION_ANDROID: z.string().default('1.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: z.enum(['auto', 'never']).default('auto'),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  jwtSecret: string;
  accessTtlSeconds: number;
  refreshTtlDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxPollMs: number;
  redisUrl: string | undefined;
  rateLimitMax: number;
  rateLimitLoginMax: number;
  minAppVersion: { ios: string; android: string };
  logLevel: string;
  seedDemo: boolean;
  version: string;
}

export class ConfigError extends Error {}

/** Development keeps a generated secret under DATA_DIR; production must be given one. */
function jwtSecret(given: string | undefined, nodeEnv: string, dataDir: string): string {
  if (given) return given;
  if (nodeEnv === 'production') throw new ConfigError('JWT_SECRET is required in production');
  if (nodeEnv === 'test') return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')).jwtSecret as string;
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, JSON.stringify({ jwtSecret: secret }), { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${fields.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: jwtSecret(e.JWT_SECRET, e.NODE_ENV, dataDir),
    accessTtlSeconds: e.JWT_ACCESS_TTL_SECONDS,
    refreshTtlDays: e.REFRESH_TTL_DAYS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    outboxPollMs: e.OUTBOX_POLL_MS,
    redisUrl: e.REDIS_URL || undefined,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitLoginMax: e.RATE_LIMIT_LOGIN_MAX,
    minAppVersion: { ios: e.MIN_APP_VERSION_IOS, android: e.MIN_APP_VERSION_ANDROID },
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === 'auto',
    version: APP_VERSION,
  };
}

/** Version of the running product, kept in step with apps/api/package.json. */
export const APP_VERSION = '0.1.0';
