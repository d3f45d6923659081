// The Idempotency-Key request header (Stripe; IETF draft-ietf-httpapi-idempotency-key-header) on
// every POST, PUT, PATCH and DELETE under /api. A client that retries a write sends the same key:
// the first answer is stored per (caller, method, route, key) for 24 hours and replayed; a retry
// while the first is in flight gets 409; the same key with another request gets 422. An answer
// of 5xx is not kept, so the retry runs again.
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { needsAccessToken } from './auth.ts';
import { AppError, invalidInput } from './errors.ts';
import { idempotencyKeys } from './idempotency.tables.ts';
import { platformMessages } from './messages.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Printable ASCII, as the draft's examples and Stripe's keys (UUIDs and the like). */
const KEY = /^[\x21-\x7e]{1,255}$/;
const KEEP = sql`interval '24 hours'`;
/** A first request still "in flight" after this long died with its instance. */
const ABANDONED = sql`interval '2 minutes'`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `required`: the write is refused without the header (money and points a client retries). */
    idempotencyKey?: 'required';
  }
  interface FastifyRequest {
    idempotency?: { userId: number; method: string; route: string; key: string };
  }
}

const hashOf = (req: FastifyRequest) =>
  createHash('sha256')
    .update(JSON.stringify([req.params ?? null, req.query ?? null, req.body ?? null]))
    .digest('base64url');

export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    const db = app.db;
    const where = (k: NonNullable<FastifyRequest['idempotency']>) =>
      and(
        eq(idempotencyKeys.userId, k.userId),
        eq(idempotencyKeys.method, k.method),
        eq(idempotencyKeys.route, k.route),
        eq(idempotencyKeys.key, k.key),
      );

    const begin = async (req: FastifyRequest, reply: FastifyReply) => {
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
      const k = {
        userId: req.user.id,
        method: req.method,
        route: req.routeOptions.url ?? '',
        key: given,
      };
      const requestHash = hashOf(req);
      // A key past its 24 hours, or a first request that died in flight, starts afresh.
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            where(k),
            or(
              lt(idempotencyKeys.createdAt, sql`now() - ${KEEP}`),
              and(
                isNull(idempotencyKeys.status),
                lt(idempotencyKeys.createdAt, sql`now() - ${ABANDONED}`),
              ),
            ),
          ),
        );
      const [first] = await db
        .insert(idempotencyKeys)
        .values({ ...k, requestHash })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (first) {
        req.idempotency = k;
        return;
      }
      const [seen] = await db.select().from(idempotencyKeys).where(where(k));
      if (seen && seen.requestHash !== requestHash) {
        throw new AppError(422, 'idempotency_key_reused', platformMessages.idempotencyKeyReused);
      }
      if (!seen || seen.status === null) {
        throw new AppError(409, 'idempotency_in_flight', platformMessages.idempotencyInFlight);
      }
      return reply
        .code(seen.status)
        .header('idempotent-replayed', 'true')
        .type('application/json; charset=utf-8')
        .send(seen.response);
    };

    const finish = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const k = req.idempotency;
      if (!k) return payload;
      req.idempotency = undefined;
      if (reply.statusCode >= 500) {
        await db.delete(idempotencyKeys).where(where(k));
      } else {
        await db
          .update(idempotencyKeys)
          .set({ status: reply.statusCode, response: String(payload ?? '') })
          .where(where(k));
      }
      return payload;
    };

    app.addHook('onRoute', (route) => {
      const methods = [route.method].flat();
      if (!needsAccessToken(route.url) || !methods.some((m) => WRITES.has(m))) return;
      // Last: after the token, the tenancy and the validation of the request.
      route.preHandler = [...(route.preHandler ? [route.preHandler].flat() : []), begin];
      route.onSend = [...(route.onSend ? [route.onSend].flat() : []), finish];
    });
  },
  { name: 'idempotency', dependencies: ['auth', 'tenancy'] },
);
