// Rate limits (DESIGN §5), with rate-limiter-flexible: in-process, or shared through Redis when
// REDIS_URL is set. Three layers, all keyed by what a client cannot vary:
// - every request counts against the global limit of its client address;
// - a route may add limits per client and per account name, keyed by the route *pattern* (so a
//   query string or another path value is the same counter) and the trimmed, lower-cased name;
// - failures (wrong password, wrong code) hold the account and the client back with a growing
//   wait, from any address.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { AppError } from './errors.ts';
import { platformMessages } from './messages.ts';
import { isApiRoute } from './tenancy.ts';

export interface RateLimitOptions {
  /** Requests per minute per client address on every route. */
  max: number;
  redisUrl: string | undefined;
}

export interface Limit {
  max: number;
  /** Window in seconds (60 by default). */
  per?: number;
}

/** What a route declares in `config.limits`. */
export interface RouteLimits {
  perClient?: Limit;
  perAccount?: Limit;
  /** The account name the request is about (already validated), when it names one. */
  account?: (req: FastifyRequest) => string | undefined;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    limits?: RouteLimits;
  }
  interface FastifyInstance {
    failures: FailureGuard;
    /** The global per-client limit, for handlers outside the route table (not-found). */
    globalRateLimit(req: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** The normalised account name a limit keys on. */
export const accountKey = (name: string) => name.trim().toLowerCase().slice(0, 200);

const tooMany = (reply: FastifyReply, ms: number) => {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  reply.header('retry-after', String(seconds));
  return new AppError(429, 'rate_limited', platformMessages.rateLimited, { count: seconds });
};

type Factory = (prefix: string, points: number, duration: number) => RateLimiterAbstract;

function limiterFactory(redis: Redis | undefined): Factory {
  return (prefix, points, duration) => {
    const keyPrefix = `tessera-rl:${prefix}`;
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    // A Redis outage falls back to the in-process counters rather than letting everyone through.
    return redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix,
          points,
          duration,
          insuranceLimiter: memory,
        })
      : memory;
  };
}

/** Consumes one point or throws the 429; store errors never block a request. */
async function consume(limiter: RateLimiterAbstract, key: string, reply: FastifyReply) {
  try {
    await limiter.consume(key);
  } catch (res) {
    if (res instanceof RateLimiterRes) throw tooMany(reply, res.msBeforeNext);
  }
}

/** Failures free before the wait starts, per account and per client address. */
export const FREE_FAILURES = { account: 5, client: 20 } as const;
const MAX_WAIT_SECONDS = 15 * 60;

export interface FailureGuard {
  /** Refuses with 429 while the account or client is held back after failures. */
  check(req: FastifyRequest, reply: FastifyReply, scope: string, account?: string): Promise<void>;
  /** Counts a failure; past the free ones each further failure doubles the wait (1 s, 2 s, …). */
  fail(req: FastifyRequest, scope: string, account?: string): Promise<void>;
  /** A success forgets the account's failures. */
  succeed(scope: string, account?: string): Promise<void>;
}

function failureGuard(make: Factory): FailureGuard {
  const counts = make('fail', Number.MAX_SAFE_INTEGER, 60 * 60);
  const holds = make('hold', 1, MAX_WAIT_SECONDS);
  const keys = (req: FastifyRequest, scope: string, account?: string) => [
    ...(account ? [[`${scope}|a|${accountKey(account)}`, FREE_FAILURES.account] as const] : []),
    [`${scope}|c|${req.ip}`, FREE_FAILURES.client] as const,
  ];
  return {
    async check(req, reply, scope, account) {
      for (const [key] of keys(req, scope, account)) {
        const held = await holds.get(key).catch(() => null);
        if (held && held.consumedPoints > 1) throw tooMany(reply, held.msBeforeNext);
      }
    },
    async fail(req, scope, account) {
      for (const [key, free] of keys(req, scope, account)) {
        const res = await counts.penalty(key).catch(() => null);
        const over = (res?.consumedPoints ?? 0) - free;
        if (over > 0) await holds.block(key, Math.min(2 ** (over - 1), MAX_WAIT_SECONDS));
      }
    },
    async succeed(scope, account) {
      if (!account) return;
      const key = `${scope}|a|${accountKey(account)}`;
      await Promise.all([counts.delete(key), holds.delete(key)]).catch(() => {});
    },
  };
}

/**
 * Runs `action` under the failure guard: held-back callers get a 429 before anything runs, and
 * an AppError whose code is in `failures` counts against the account and the client.
 */
export async function guarded<T>(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  scope: string,
  account: string | undefined,
  failures: string[],
  action: () => Promise<T>,
): Promise<T> {
  await app.failures.check(req, reply, scope, account);
  try {
    const result = await action();
    await app.failures.succeed(scope, account);
    return result;
  } catch (err) {
    if (err instanceof AppError && failures.includes(err.code)) {
      await app.failures.fail(req, scope, account);
    }
    throw err;
  }
}

/**
 * Whether a request counts against the global limit: API calls do; the files a page load needs
 * (the web build, the SPA fallback, /images) never do, so a shared Wi-Fi never gets a blank page.
 */
export const countsAgainstLimit = (path: string) =>
  isApiRoute(path) && !path.startsWith('/images/');

export async function registerRateLimit(app: FastifyInstance, opts: RateLimitOptions) {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  const make = limiterFactory(redis);
  const global = make('global', opts.max, 60);
  app.decorate('failures', failureGuard(make));

  const globalHook = async (req: FastifyRequest, reply: FastifyReply) =>
    consume(global, req.ip, reply);
  app.decorate('globalRateLimit', globalHook);

  app.addHook('onRoute', (route) => {
    if (!countsAgainstLimit(route.url)) return;
    const onRequest = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [globalHook, ...onRequest];
    const limits = route.config?.limits;
    if (!limits) return;
    const pattern = route.url;
    const perClient =
      limits.perClient && make(`c:${pattern}`, limits.perClient.max, limits.perClient.per ?? 60);
    const perAccount =
      limits.perAccount && make(`a:${pattern}`, limits.perAccount.max, limits.perAccount.per ?? 60);
    // After validation, so the account name is the parsed one.
    const hook = async (req: FastifyRequest, reply: FastifyReply) => {
      if (perClient) await consume(perClient, req.ip, reply);
      const account = limits.account?.(req);
      if (perAccount && account) await consume(perAccount, accountKey(account), reply);
    };
    const preHandler = route.preHandler ? [route.preHandler].flat() : [];
    route.preHandler = [hook, ...preHandler];
  });
}
