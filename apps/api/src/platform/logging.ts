// Logger options: logs never hold SQL parameters, password hashes, codes, tokens or personal data.
// Requests are logged by route pattern (a path can carry an e-mail or a code), errors through a
// serializer that keeps the SQL text but drops its parameters and the database's row details.
import { createRequire } from 'node:module';
import type { Writable } from 'node:stream';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

interface SafeError {
  type: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: SafeError;
}

/** Drizzle puts the parameters after "params:"; PostgreSQL's detail names row values. */
const scrub = (text: string) => text.replace(/\nparams:[\s\S]*$/, '\nparams: [redacted]');

export function safeError(err: unknown, depth = 0): SafeError {
  if (!(err instanceof Error)) return { type: typeof err, message: '[non-error value]' };
  const code = (err as { code?: unknown }).code;
  return {
    type: err.name,
    message: scrub(err.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(err.stack ? { stack: scrub(err.stack) } : {}),
    ...(err.cause && depth < 3 ? { cause: safeError(err.cause, depth + 1) } : {}),
  };
}

/** Method and route pattern; no path for a request that matches no route (it may hold a code). */
const safeRequest = (req: FastifyRequest) => ({
  method: req.method,
  route: req.routeOptions?.url ?? '(no route)',
  remoteAddress: req.ip,
});

/** Anything shaped like these never reaches a log line, wherever it sits in the object. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.passwordHash',
  '*.oldPassword',
  '*.confirmPassword',
  '*.token',
  '*.refresh_token',
  '*.params',
  '*.detail',
];

/**
 * Readable lines for a person at a development terminal: pino-pretty, a devDependency, so only
 * when it is installed (JSON lines otherwise). Other environments never load it.
 */
function prettyTransport() {
  try {
    const target = createRequire(import.meta.url).resolve('pino-pretty');
    return { target, options: { ignore: 'pid,hostname' } };
  } catch {
    return undefined;
  }
}

export function loggerOptions(
  config: Config,
  stream?: Writable,
  tty = Boolean(process.stdout.isTTY),
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !stream) return false;
  return {
    level: config.logLevel === 'silent' ? 'info' : config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: safeError as never, error: safeError, req: safeRequest as never },
    ...(stream ? { stream } : {}),
    transport: !stream && config.env === 'development' && tty ? prettyTransport() : undefined,
  };
}
