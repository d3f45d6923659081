// Configuration from the environment, read once at start-up.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';

const env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where to listen: every interface in production, this machine only otherwise. */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** PostgreSQL's limits on the app's sessions, in ms (0: none); docs: "Production". */
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
  /** The longest a request waits for a pool connection (ms). */
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  /** The longest /healthz waits for the database's answer (ms). */
  DATABASE_PING_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
  /** Requests that may wait at once for one card or order row; the pool size − 4 by default. */
  DATABASE_ROW_WAITERS: z.coerce.number().int().min(1).optional(),
  PUBLIC_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_ACCESS_TTL_SECONDS: z.coerce.number().int().min(10).default(900),
  REFRESH_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tessera <no-reply@tessera.local>'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2000),
  /** How long the SMTP server may take to connect, greet or answer before a message is retried. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  REDIS_URL: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  RATE_LIMIT_LOGIN_MAX: z.coerce.number().int().min(1).default(10),
  MIN_APP_VERSION_IOS: z.string().default('1.0.0'),
  MIN_APP_VERSION_ANDROID: z.string().default('1.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `never` by default in production; `auto` there also needs DEMO_IN_PRODUCTION=yes. */
  SEED_DEMO: z.enum(['auto', 'never']).optional(),
  /** A public demo server: production that may seed the demo accounts. */
  DEMO_IN_PRODUCTION: z.enum(['yes', 'no']).default('no'),
  TRUST_PROXY: z.string().optional(),
  API_DOCS: z.enum(['on', 'off']).default('off'),
  /** SMS through Twilio (refer-a-friend): all three, or none (the log then keeps them). */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  /** Twilio's API address, for a local stand-in in tests (https://api.twilio.com by default). */
  TWILIO_API_URL: z.string().url().optional(),
  /** Online payment by card through Stripe Checkout; none: the built-in simulated checkout. */
  STRIPE_SECRET_KEY: z.string().optional(),
  /** The webhook endpoint's signing secret (whsec_…); required with the key in production. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Stripe's API address, for a local stand-in in tests (https://api.stripe.com by default). */
  STRIPE_API_URL: z.string().url().optional(),
  /** PayPal through its server SDK: both, or none (the simulated checkout takes PayPal). */
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  /** PayPal's API address: live in production, the sandbox otherwise, or a stand-in. */
  PAYPAL_API_URL: z.string().url().optional(),
  /** Unpaid online checkouts a customer may hold at once in an activity. */
  PENDING_CHECKOUTS_PER_CUSTOMER: z.coerce.number().int().min(1).max(100).default(2),
  /** Friends a customer may invite per day and activity. */
  INVITES_PER_DAY: z.coerce.number().int().min(1).max(1000).default(5),
  /** After SIGTERM, how long /healthz answers 503 while serving on (5 s in production, else 0). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(600_000).optional(),
  /** Once it stops accepting, how long an idle open connection may still bring a request. */
  SHUTDOWN_IDLE_GRACE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** The longest a shutdown may take, drain included, before the process exits with code 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databaseLimits: DatabaseLimits;
  publicUrl: string;
  jwtSecret: string;
  accessTtlSeconds: number;
  refreshTtlDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  outboxPollMs: number;
  smtpTimeoutMs: number;
  redisUrl: string | undefined;
  rateLimitMax: number;
  rateLimitLoginMax: number;
  minAppVersion: { ios: string; android: string };
  logLevel: string;
  seedDemo: boolean;
  /** Fastify's trustProxy: false (no forwarded header is believed), a hop count or addresses. */
  trustProxy: false | number | string;
  apiDocs: boolean;
  version: string;
  twilio: { accountSid: string; authToken: string; from: string; apiUrl: string } | undefined;
  /** Stripe's webhook secret may be absent outside production (no webhook then). */
  stripe: { secretKey: string; webhookSecret: string | undefined; apiUrl: string } | undefined;
  paypal: { clientId: string; clientSecret: string; apiUrl: string } | undefined;
  /**
   * The built-in test checkout: outside production, or on a declared demo server
   * (DEMO_IN_PRODUCTION=yes), where every order it pays is a test order.
   */
  simulatedPayments: boolean;
  pendingCheckoutsPerCustomer: number;
  invitesPerDay: number;
  /** Graceful shutdown (server.ts): the drain a load balancer is given, and the hard deadline. */
  shutdownDrainMs: number;
  shutdownIdleGraceMs: number;
  shutdownTimeoutMs: number;
}

export class ConfigError extends Error {}

/**
 * What one slow query or one locked row may hold of the database (issue 23 §4): PostgreSQL's
 * statement_timeout, lock_timeout and idle_in_transaction_session_timeout on every session of
 * the pool, how long a request waits for a pool connection and /healthz for its ping, and how many
 * requests may wait at once for one row (beyond: 503 at once, platform/row-waiters.ts).
 */
export interface DatabaseLimits {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  acquireTimeoutMs: number;
  pingTimeoutMs: number;
  rowWaiters: number;
}

/** Connections a row's waiters leave to the rest: the race tests' pools are contestants + 4. */
const ROW_WAITERS_LEAVE = 4;

/** The limits with the defaults of the environment's schema, for a pool of `poolSize`. */
export function defaultDatabaseLimits(poolSize: number): DatabaseLimits {
  return databaseLimitsOf(env.parse({ DATABASE_POOL_SIZE: poolSize }));
}

function databaseLimitsOf(e: z.infer<typeof env>): DatabaseLimits {
  return {
    statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_MS,
    idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    acquireTimeoutMs: e.DATABASE_ACQUIRE_TIMEOUT_MS,
    pingTimeoutMs: e.DATABASE_PING_TIMEOUT_MS,
    rowWaiters: e.DATABASE_ROW_WAITERS ?? Math.max(1, e.DATABASE_POOL_SIZE - ROW_WAITERS_LEAVE),
  };
}

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

const CIDR = /^(.+?)(?:\/(\d{1,3}))?$/;

/**
 * TRUST_PROXY: unset trusts no X-Forwarded-For; a number trusts that many proxy hops; otherwise a
 * comma-separated list of proxy addresses or CIDRs. `true` (trust anyone) is refused: it would
 * let a client pick its own address and escape every rate limit.
 */
function trustProxy(value: string | undefined): false | number | string {
  const v = value?.trim();
  if (!v) return false;
  if (/^\d{1,2}$/.test(v)) return Number(v);
  const entries = v.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => {
    const m = CIDR.exec(e);
    const ip = m?.[1] ?? '';
    const bits = m?.[2] === undefined ? undefined : Number(m[2]);
    const family = isIP(ip);
    return !family || (bits !== undefined && bits > (family === 4 ? 32 : 128));
  });
  if (bad.length) {
    throw new ConfigError(
      `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses/CIDRs; not: ${bad.join(', ')}`,
    );
  }
  return entries.join(',');
}

/**
 * Whether an empty database gets the demo data. Its accounts, the super admin included, share the
 * password the README publishes: production seeds them only on a declared public demo server.
 */
function seedDemo(e: z.infer<typeof env>): boolean {
  const seed = e.SEED_DEMO ?? (e.NODE_ENV === 'production' ? 'never' : 'auto');
  if (seed === 'auto' && e.NODE_ENV === 'production' && e.DEMO_IN_PRODUCTION !== 'yes') {
    throw new ConfigError(
      'SEED_DEMO=auto in production would create the demo accounts, the super admin included, with the password the README publishes: set DEMO_IN_PRODUCTION=yes for a public demo server, or leave SEED_DEMO unset',
    );
  }
  return seed === 'auto';
}

/** The drain, and the deadline that must leave time after it to finish what was read. */
function shutdownOf(e: z.infer<typeof env>) {
  const drain = e.SHUTDOWN_DRAIN_MS ?? (e.NODE_ENV === 'production' ? 5000 : 0);
  if (drain >= e.SHUTDOWN_TIMEOUT_MS) {
    throw new ConfigError(
      `SHUTDOWN_DRAIN_MS (${drain}) must be shorter than SHUTDOWN_TIMEOUT_MS (${e.SHUTDOWN_TIMEOUT_MS}), which includes it`,
    );
  }
  return {
    shutdownDrainMs: drain,
    shutdownIdleGraceMs: e.SHUTDOWN_IDLE_GRACE_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
  };
}

function twilioOf(e: z.infer<typeof env>): Config['twilio'] {
  const given = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM].filter(Boolean);
  if (given.length === 0) return undefined;
  if (given.length < 3) {
    throw new ConfigError('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM go together');
  }
  return {
    accountSid: e.TWILIO_ACCOUNT_SID as string,
    authToken: e.TWILIO_AUTH_TOKEN as string,
    from: e.TWILIO_FROM as string,
    apiUrl: (e.TWILIO_API_URL ?? 'https://api.twilio.com').replace(/\/$/, ''),
  };
}

function stripeOf(e: z.infer<typeof env>): Config['stripe'] {
  if (!e.STRIPE_SECRET_KEY) {
    if (e.STRIPE_WEBHOOK_SECRET)
      throw new ConfigError('STRIPE_WEBHOOK_SECRET needs STRIPE_SECRET_KEY');
    return undefined;
  }
  // Without its secret no webhook can be verified: a paid order would wait for the customer's
  // browser to come back, and an abandoned one would keep its credit and stock.
  if (e.NODE_ENV === 'production' && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY in production');
  }
  return {
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET || undefined,
    apiUrl: (e.STRIPE_API_URL ?? 'https://api.stripe.com').replace(/\/$/, ''),
  };
}

function paypalOf(e: z.infer<typeof env>): Config['paypal'] {
  const given = [e.PAYPAL_CLIENT_ID, e.PAYPAL_CLIENT_SECRET].filter(Boolean);
  if (given.length === 0) return undefined;
  if (given.length < 2) {
    throw new ConfigError('PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET go together');
  }
  return {
    clientId: e.PAYPAL_CLIENT_ID as string,
    clientSecret: e.PAYPAL_CLIENT_SECRET as string,
    apiUrl: (
      e.PAYPAL_API_URL ??
      (e.NODE_ENV === 'production'
        ? 'https://api-m.paypal.com'
        : 'https://api-m.sandbox.paypal.com')
    ).replace(/\/$/, ''),
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration: ${fields.join('; ')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  // Without SMTP the outbox prints e-mails, codes included, to the log: development only.
  if (e.NODE_ENV === 'production' && !e.SMTP_URL) {
    throw new ConfigError(
      'SMTP_URL is required in production: without it sign-up and reset codes would be written to the log instead of e-mailed',
    );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databaseLimits: databaseLimitsOf(e),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    jwtSecret: jwtSecret(e.JWT_SECRET, e.NODE_ENV, dataDir),
    accessTtlSeconds: e.JWT_ACCESS_TTL_SECONDS,
    refreshTtlDays: e.REFRESH_TTL_DAYS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    outboxPollMs: e.OUTBOX_POLL_MS,
    smtpTimeoutMs: e.SMTP_TIMEOUT_MS,
    redisUrl: e.REDIS_URL || undefined,
    rateLimitMax: e.RATE_LIMIT_MAX,
    rateLimitLoginMax: e.RATE_LIMIT_LOGIN_MAX,
    minAppVersion: { ios: e.MIN_APP_VERSION_IOS, android: e.MIN_APP_VERSION_ANDROID },
    logLevel: e.LOG_LEVEL,
    seedDemo: seedDemo(e),
    trustProxy: trustProxy(e.TRUST_PROXY),
    apiDocs: e.API_DOCS === 'on',
    version: APP_VERSION,
    twilio: twilioOf(e),
    stripe: stripeOf(e),
    paypal: paypalOf(e),
    simulatedPayments: e.NODE_ENV !== 'production' || e.DEMO_IN_PRODUCTION === 'yes',
    pendingCheckoutsPerCustomer: e.PENDING_CHECKOUTS_PER_CUSTOMER,
    invitesPerDay: e.INVITES_PER_DAY,
    ...shutdownOf(e),
  };
}

/** Version of the running product, kept in step with apps/api/package.json. */
export const APP_VERSION = '0.1.0';
