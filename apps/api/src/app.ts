// Builds the Fastify instance: platform plugins first, then the modules.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { ZodType } from 'zod';
import { MODULES } from './modules.ts';
import { activityChangesPlugin } from './platform/activity-changes.ts';
import { authPlugin } from './platform/auth.ts';
import type { Config } from './platform/config.ts';
import { consolePlugin } from './platform/console.ts';
import { type Clock, type ServiceContext, systemClock } from './platform/context.ts';
import type { Database, Db } from './platform/db.ts';
import { AppError } from './platform/errors.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandler,
} from './platform/http-errors.ts';
import { idempotencyPlugin } from './platform/idempotency.ts';
import { loggerOptions } from './platform/logging.ts';
import { platformMessages } from './platform/messages.ts';
import { checkAnswers, documentTransform, routeTransform } from './platform/openapi.ts';
import { mailTransport, type OutboxWorker, startOutboxWorker } from './platform/outbox.ts';
import { parseQuerystring } from './platform/pagination.ts';
import { countsAgainstLimit, registerRateLimit } from './platform/rate-limit.ts';
import { smsTransport } from './platform/sms.ts';
import {
  isApiRoute,
  type OwnedKind,
  type RouteExample,
  type Tenancy,
  tenancyPlugin,
} from './platform/tenancy.ts';
import { unitAware } from './platform/unit-of-work.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    routeTable: RouteEntry[];
    outbox: OutboxWorker;
    /** The service context every module's services and flows are given. */
    ctx: ServiceContext;
  }
}

/** A route as the abuse suite walks it. */
export interface RouteEntry {
  method: string;
  url: string;
  tenancy: Tenancy | undefined;
  owns: Record<string, OwnedKind>;
  example: RouteExample | undefined;
  body: ZodType | undefined;
  query: ZodType | undefined;
}

/** Locates a folder of the repository (web build, demo images) from src or dist alike. */
export function findUp(relative: string): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, relative);
    if (existsSync(candidate)) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}

/** A hop count trusts that many proxies in front (nearest first); Fastify takes it as a function. */
const trustProxyOption = (tp: Config['trustProxy']) =>
  typeof tp === 'number' ? (_address: string, hop: number) => hop < tp : tp;

export interface BuildOptions {
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: Writable;
  /** The time expiries are measured by; tests move it. */
  clock?: Clock;
  /** The web build to serve; by default apps/web/dist, found from src or dist alike. */
  webRoot?: string;
}

/**
 * Files of the web build asked again on every use (`no-cache`): the service worker and its
 * registration, so a deploy reaches installed apps at their next start, and the manifest.
 */
const FRESH_WEB_FILES = /\/(sw\.js|registerSW\.js|manifest\.webmanifest|index\.html)(\.br|\.gz)?$/;

/**
 * The CSP sources of the inline scripts of the web build's index.html, by their hashes: its
 * first load (apps/web/index.html) runs before any file arrives. No other inline script runs.
 */
export function inlineScriptSources(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

export async function buildApp(
  config: Config,
  database: Database,
  { logStream, clock = systemClock, webRoot }: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logStream),
    frameworkErrors,
    clientErrorHandler,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    routerOptions: { querystringParser: parseQuerystring, maxParamLength: 500 },
    bodyLimit: 1_048_576,
    trustProxy: trustProxyOption(config.trustProxy),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Requests reach the database through the open unit of work, when there is one.
  const db = unitAware(database.db);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('routeTable', [] as RouteEntry[]);
  const outbox = startOutboxWorker(
    database.db,
    { email: mailTransport(config), sms: smsTransport(config, app.log) },
    app.log,
    config.outboxPollMs,
  );
  app.decorate('outbox', outbox);
  app.decorate('ctx', { db, config, clock });
  app.addHook('onClose', () => outbox.stop());
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    for (const method of methods) {
      if (method === 'HEAD' || !isApiRoute(route.url)) continue;
      app.routeTable.push({
        method,
        url: route.url,
        tenancy: route.config?.tenancy,
        owns: route.config?.owns ?? {},
        example: route.config?.example,
        body: route.schema?.body as ZodType | undefined,
        query: route.schema?.querystring as ZodType | undefined,
      });
    }
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  registerErrorHandler(app);

  const web = webRoot ?? findUp('apps/web/dist') ?? findUp('web/dist');
  const index = web && join(web, 'index.html');
  const inlineScripts =
    index && existsSync(index) ? inlineScriptSources(readFileSync(index, 'utf8')) : [];
  // Security headers by helmet, set up once: @fastify/helmet rebuilt helmet's middleware (and
  // parsed its policy) on every request, a twentieth of a hot read's time.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        // 'wasm-unsafe-eval' compiles WebAssembly (the counter's barcode reader), no JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScripts],
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) => securityHeaders(req.raw, reply.raw, () => done()));
  await registerRateLimit(app, { max: config.rateLimitMax, redisUrl: config.redisUrl });
  // In tests every answer must be one the route's OpenAPI document lists (platform/openapi.ts).
  if (config.env === 'test') checkAnswers(app);
  if (config.apiDocs) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Tessera API', version: config.version },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearer: [] }],
      },
      transform: routeTransform,
      transformObject: documentTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  }
  await app.register(authPlugin, {
    secret: config.jwtSecret,
    accessTtlSeconds: config.accessTtlSeconds,
    database,
  });
  await app.register(tenancyPlugin);
  await app.register(idempotencyPlugin);
  await app.register(consolePlugin);
  await app.register(activityChangesPlugin);

  for (const m of MODULES) await app.register(m.routes, { database });

  await app.register(fastifyStatic, {
    root: join(config.dataDir, 'images'),
    prefix: '/images/',
    decorateReply: false,
    index: false,
    maxAge: '1d',
    // An uploaded picture's or video's name is the hash of its content (platform/uploads.ts,
    // activities.video.ts): it never changes.
    setHeaders: (res, path) => {
      if (/\/[0-9a-f]{32}\.(?:webp|mp4|webm)$/.test(path)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  if (web) {
    await app.register(fastifyStatic, {
      root: web,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, path) => {
        if (path.includes('/assets/'))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (FRESH_WEB_FILES.test(path)) res.header('cache-control', 'no-cache');
      },
    });
  }

  const limitUnknownApiPaths = async (req: FastifyRequest, reply: FastifyReply) => {
    if (countsAgainstLimit(req.url.split('?')[0] ?? '')) await app.globalRateLimit(req, reply);
  };
  app.setNotFoundHandler({ preHandler: limitUnknownApiPaths }, (req, reply) => {
    const path = req.url.split('?')[0] ?? '';
    // Screens get the SPA; a missing file (a stale asset name) gets a plain 404.
    const spa =
      web &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApiRoute(path) &&
      !/\.\w+$/.test(path);
    if (spa) return reply.header('cache-control', 'no-cache').sendFile('index.html', web);
    throw new AppError(404, 'route_not_found', platformMessages.routeNotFound);
  });
  return app;
}
