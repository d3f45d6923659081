// Rate limits: every route by client IP; login and refresh tighter. Redis shares state across
// instances when REDIS_URL is set.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from './errors.ts';

export interface RateLimitOptions {
  max: number;
  loginMax: number;
  redisUrl: string | undefined;
}

export async function registerRateLimit(app: FastifyInstance, opts: RateLimitOptions) {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: true,
    max: opts.max,
    timeWindow: '1 minute',
    redis,
    nameSpace: 'tessera-rl-',
    skipOnError: true,
    errorResponseBuilder: (_req, ctx) =>
      new AppError(429, 'rate_limited', 'rateLimited', { seconds: Math.ceil(ctx.ttl / 1000) }),
  });
}

/** Per-route limit for credential endpoints: keyed by IP and the username tried. */
export function credentialLimit(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    // After validation, so the key can include the username of the body.
    hook: 'preHandler' as const,
    keyGenerator: (req: FastifyRequest) => {
      const body = req.body as { username?: unknown } | undefined;
      const who = typeof body?.username === 'string' ? body.username.trim().toLowerCase() : '';
      return `${req.ip}|${req.url}|${who.slice(0, 200)}`;
    },
  };
}

/** Per-route limit keyed by client address and route pattern, whatever the path params. */
export function ipLimit(max: number) {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (req: FastifyRequest) => `${req.ip}|${req.routeOptions.url}`,
  };
}
