// The error handler: every failure becomes { message, code } in the caller's language. Input that
// PostgreSQL would refuse (a NUL character) is refused first; a constraint the database enforces
// becomes a 4xx with a stable code; Fastify's and Node's own early errors use the same envelope.
// A database that is unreachable, or too busy to answer in time (a timeout, a locked row's cap),
// is a 503 with a Retry-After: the request's transaction rolled back, so a retry is safe.
import type { Socket } from 'node:net';
import { DEFAULT_LANGUAGE } from '@tessera/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, invalidInput } from './errors.ts';
import { languageFromHeader, type Message, type NoParams, translate } from './i18n.ts';
import { platformMessages as m } from './messages.ts';

/** A message that wants no params. */
type Plain = Message<NoParams>;

const FASTIFY_CODES: Record<string, [number, string, Plain]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'invalid_json', m.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'invalid_json', m.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payload_too_large', m.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupported_media_type', m.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'invalid_input', m.invalidJson],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'uri_too_long', m.uriTooLong],
  FST_ERR_BAD_URL: [400, 'invalid_input', m.routeNotFound],
};

/** PostgreSQL error classes a client's data can cause (SQLSTATE). */
const DATABASE_CODES: Record<string, [number, string, Plain]> = {
  '23503': [409, 'reference_conflict', m.referenceConflict],
  '23505': [409, 'already_exists', m.alreadyExists],
  '23502': [422, 'constraint_violation', m.constraintViolation],
  '23514': [422, 'constraint_violation', m.constraintViolation],
  '22P02': [400, 'invalid_input', m.constraintViolation],
  '22001': [400, 'invalid_input', m.constraintViolation],
  '22003': [400, 'invalid_input', m.constraintViolation],
  '22007': [400, 'invalid_input', m.constraintViolation],
  '22008': [400, 'invalid_input', m.constraintViolation],
  '22021': [400, 'invalid_input', m.constraintViolation],
  '54000': [400, 'invalid_input', m.constraintViolation],
};

/** The connection is lost or refused: the server restarts, fails over or ended the session. */
const UNAVAILABLE_STATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);
/**
 * Waited too long or lost to another: statement_timeout or a cancel (57014), lock_timeout
 * (55P03), idle in a transaction too long (25P03), a deadlock or serialization failure.
 */
const BUSY_STATES = new Set(['57014', '55P03', '25P03', '40P01', '40001']);
/** Node's errors of a socket to the database. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres's own words: the pool gave no connection in time (connectionTimeoutMillis). */
const POOL_TIMEOUT = /timeout exceeded when trying to connect/;
/** ...and for a connection that ended or failed (then every query on it fails so). */
const CONNECTION_LOST = /^Connection terminated|is not queryable|^Connection ended/;

/** Seconds a client is asked to wait before retrying: a restart takes longer than a lock. */
const RETRY_AFTER = { unavailable: 5, busy: 2 } as const;

/**
 * Whether an error says the database is unreachable or too busy now (a retry may succeed), from
 * either driver, through Drizzle's wrapper (whose own message, holding parameters, is not read).
 */
export function transientDatabaseError(err: unknown): 'unavailable' | 'busy' | undefined {
  const queue = [err];
  for (let i = 0; i < queue.length && i < 8; i++) {
    const e = queue[i] as
      | { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown; query?: unknown }
      | undefined;
    if (!e || typeof e !== 'object') continue;
    if (typeof e.code === 'string') {
      if (UNAVAILABLE_STATES.has(e.code) || SOCKET_CODES.has(e.code)) return 'unavailable';
      if (BUSY_STATES.has(e.code)) return 'busy';
    }
    if (typeof e.message === 'string' && e.query === undefined) {
      if (POOL_TIMEOUT.test(e.message)) return 'busy';
      if (CONNECTION_LOST.test(e.message)) return 'unavailable';
    }
    queue.push(e.cause);
    if (Array.isArray(e.errors)) queue.push(...e.errors);
  }
  return undefined;
}

/** The SQLSTATE of a database error, from either driver, through Drizzle's wrapper. */
export function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; i++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

/** PostgreSQL's unique violation, raised by either driver. */
export const isUniqueViolation = (err: unknown) => sqlState(err) === '23505';

function send(reply: FastifyReply, status: number, code: string, text: string) {
  return reply.status(status).send({ message: text, code });
}

/** The first place a NUL character hides in a value (a key or a string), or undefined. */
function nulAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'input' : undefined;
  if (!value || typeof value !== 'object' || depth > 32) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const where = path ? `${path}.${k}` : k;
    if (k.includes('\u0000')) return where;
    const found = nulAt(v, where, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Refuses a NUL character anywhere in params, query or body: no column can store one. */
async function refuseNul(req: FastifyRequest) {
  const field = nulAt(req.params, '') ?? nulAt(req.query, '') ?? nulAt(req.body, '');
  if (field) throw invalidInput(field);
}

/** Answers Node's parser errors (431 headers too large, 400 malformed) with the envelope. */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed || !socket.writable) return;
  const [status, reason, code, message]: [number, string, string, Plain] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'headers_too_large', m.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'request_timeout', m.generic]
        : [400, 'Bad Request', 'bad_request', m.generic];
  const body = JSON.stringify({ message: translate(message, DEFAULT_LANGUAGE), code });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** Fastify's router errors (a too long or malformed path) before any route runs. */
export function frameworkErrors(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  const [status, code, message] = FASTIFY_CODES[error.code] ?? [400, 'bad_request', m.generic];
  const lang = languageFromHeader(req.headers['accept-language']);
  return send(reply, status, code, translate(message, lang));
}

export function registerErrorHandler(app: FastifyInstance) {
  app.addHook('preValidation', refuseNul);
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const lang = languageFromHeader(req.headers['accept-language']);
    if (error instanceof AppError) {
      if (error.statusCode === 503) reply.header('retry-after', String(RETRY_AFTER.busy));
      return send(reply, error.statusCode, error.code, error.messageIn(lang));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = [
        ...new Set(
          error.validation.map((v) => {
            const where = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
            const keys = (v.params as { keys?: string[] }).keys?.join(', ');
            return keys || where || error.validationContext || 'body';
          }),
        ),
      ].slice(0, 5);
      return send(
        reply,
        400,
        'invalid_input',
        translate(m.invalidInput, lang, { fields: fields.join(', ') }),
      );
    }
    const known = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (known) return send(reply, known[0], known[1], translate(known[2], lang));
    const state = sqlState(error);
    const transient = transientDatabaseError(error);
    if (transient) {
      req.log.warn(
        { sqlState: state, reason: transient, route: req.routeOptions.url },
        transient === 'busy' ? 'database busy' : 'database unavailable',
      );
      reply.header('retry-after', String(RETRY_AFTER[transient]));
      return transient === 'busy'
        ? send(reply, 503, 'busy', translate(m.busy, lang))
        : send(reply, 503, 'database_unavailable', translate(m.databaseUnavailable, lang));
    }
    const database = state ? DATABASE_CODES[state] : undefined;
    if (database) {
      req.log.warn({ sqlState: state, route: req.routeOptions.url }, 'database refused the input');
      return send(reply, database[0], database[1], translate(database[2], lang));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, 'bad_request', translate(m.generic, lang));
    }
    req.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, 'internal_error', translate(m.generic, lang));
  });
}
