// The Idempotency-Key request header (Stripe; IETF draft-ietf-httpapi-idempotency-key-header) on
// every POST, PUT, PATCH and DELETE under /api. A client that retries a write sends the same key:
// the first answer is stored per (caller, method, route, key) for 24 hours and replayed; a retry
// while the first is in flight gets 409; the same key with another request gets 422.
// Exactly once: a keyed write runs as one unit of work (unit-of-work.ts) that also records its
// answer, so a crash leaves both or neither. A retry after a crash replays the answer that
// committed, or runs afresh at once when nothing did (the key's lock died with the session).
// A failure (a thrown error, an answer of 5xx) rolls everything back: the retry runs again.
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { needsAccessToken } from './auth.ts';
import { AppError, invalidInput } from './errors.ts';
import { idempotencyKeys } from './idempotency.tables.ts';
import { platformMessages } from './messages.ts';
import { transact } from './unit-of-work.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a route's methods include a write (Fastify reads a write's body). */
export const isWrite = (method: string | string[]) => [method].flat().some((m) => WRITES.has(m));

/** A protected write: it takes an Idempotency-Key, and its answer is kept for retries. */
export const isKeyed = (route: { method: string | string[]; url: string }) =>
  needsAccessToken(route.url) && isWrite(route.method);
/** Printable ASCII, as the draft's examples and Stripe's keys (UUIDs and the like). */
const KEY = /^[\x21-\x7e]{1,255}$/;
const KEEP = sql`interval '24 hours'`;
/** The class of the advisory locks that mark a key in flight (pg_try_advisory_xact_lock). */
const IN_FLIGHT = 7_402;

interface Key {
  userId: number;
  method: string;
  route: string;
  key: string;
  requestHash: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `required`: the write is refused without the header (money and points a client retries). */
    idempotencyKey?: 'required';
  }
  interface FastifyRequest {
    idempotency?: Key;
  }
}

const hashOf = (req: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify([req.params ?? null, req.query ?? null, req.body ?? null]))
    .digest('base64url');

/** The key's advisory lock: held by the unit of work that runs its first request. */
const lockOf = (k: Key) =>
  createHash('sha256')
    .update(JSON.stringify([k.userId, k.method, k.route, k.key]))
    .digest()
    .readInt32BE(0);

/** A 5xx answer: the unit of work rolls back and the answer goes out as it is. */
class Failed {
  constructor(readonly value: unknown) {}
}

export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    const where = (k: Key) =>
      and(
        eq(idempotencyKeys.userId, k.userId),
        eq(idempotencyKeys.method, k.method),
        eq(idempotencyKeys.route, k.route),
        eq(idempotencyKeys.key, k.key),
      );

    /** Reads and checks the header; the key itself is claimed in the unit of work. */
    const begin = async (req: FastifyRequest) => {
      const given = req.headers['idempotency-key'];
      if (given === undefined) {
        if (req.routeOptions.config.idempotencyKey !== 'required') return;
        throw new AppError(
          400,
          'idempotency_key_required',
          platformMessages.idempotencyKeyRequired,
        );
      }
      if (typeof given !== 'string' || !KEY.test(given)) {
        throw invalidInput('Idempotency-Key');
      }
      req.idempotency = {
        userId: req.user.id,
        method: req.method,
        route: req.routeOptions.url ?? '',
        key: given,
        requestHash: hashOf(req),
      };
    };

    /**
     * In the unit of work: the key's first request goes on (undefined), or the answer stored for
     * it is returned. A key in flight is another session's advisory lock: 409 at once.
     */
    const claim = async (k: Key) => {
      const locked = (await db.execute(
        sql`select pg_try_advisory_xact_lock(${IN_FLIGHT}, ${lockOf(k)}) as ok`,
      )) as unknown as { rows: { ok: boolean }[] };
      if (!locked.rows[0]?.ok) {
        throw new AppError(409, 'idempotency_in_flight', platformMessages.idempotencyInFlight);
      }
      // Past its 24 hours the key starts afresh; one without an answer is from before answers
      // were kept in the write's transaction.
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            where(k),
            or(lt(idempotencyKeys.createdAt, sql`now() - ${KEEP}`), isNull(idempotencyKeys.status)),
          ),
        );
      const [seen] = await db.select().from(idempotencyKeys).where(where(k));
      if (!seen) return undefined;
      if (seen.requestHash !== k.requestHash) {
        throw new AppError(422, 'idempotency_key_reused', platformMessages.idempotencyKeyReused);
      }
      return { status: seen.status as number, response: seen.response ?? '' };
    };

    const keyed = (handler: RouteHandlerMethod) =>
      async function (this: FastifyInstance, req: FastifyRequest, reply: FastifyReply) {
        const k = req.idempotency;
        if (!k) return handler.call(this, req, reply);
        let answer: { status: number; response: string; replayed: boolean };
        try {
          answer = await transact(db, async () => {
            const seen = await claim(k);
            if (seen) return { ...seen, replayed: true };
            const value = await handler.call(this, req, reply);
            if (reply.statusCode >= 500) throw new Failed(value);
            const response = reply.serialize(value) as string;
            await db.insert(idempotencyKeys).values({
              userId: k.userId,
              method: k.method,
              route: k.route,
              key: k.key,
              requestHash: k.requestHash,
              status: reply.statusCode,
              response,
            });
            return { status: reply.statusCode, response, replayed: false };
          });
        } catch (err) {
          if (err instanceof Failed) return err.value;
          throw err;
        }
        if (answer.replayed) reply.header('idempotent-replayed', 'true');
        return reply
          .code(answer.status)
          .type('application/json; charset=utf-8')
          .send(answer.response);
      };

    app.addHook('onRoute', (route) => {
      if (!isKeyed(route)) return;
      // Last: after the token, the tenancy and the validation of the request.
      route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), begin];
      route.handler = keyed(route.handler);
    });
  },
  { name: 'idempotency', dependencies: ['auth', 'tenancy'] },
);
