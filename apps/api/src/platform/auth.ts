// Access tokens (JWT) and the check every /api route goes through: a valid token whose session is
// still open and whose account is still active, read fresh on every request (DESIGN §5).
import fastifyJwt from '@fastify/jwt';
import { type AccessClaims, accessClaims, type Role } from '@tessera/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from './db.ts';
import { unauthorized } from './errors.ts';
import { registerCache, SESSIONS_CHANNEL, SessionCache } from './session-cache.ts';
import { sessions, users } from './tables.ts';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    signAccessToken(claims: AccessClaims): string;
    sessionCache: SessionCache;
  }
}

/** /api routes reachable without an access token. */
const OPEN_API_ROUTES = new Set(['/api/login_check', '/api/token/refresh']);

export function needsAccessToken(url: string): boolean {
  return url.startsWith('/api/') && !OPEN_API_ROUTES.has(url) && !url.startsWith('/api/docs');
}

/**
 * The caller's global roles, if the session is open and the account active. A logout, password
 * change or deactivation therefore acts on the next request.
 */
async function liveSession(db: Db, claims: AccessClaims) {
  const [row] = await db
    .select({ roles: users.roles })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sid),
        eq(sessions.userId, claims.id),
        isNull(sessions.revokedAt),
        eq(users.active, true),
      ),
    );
  return row;
}

export const authPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { secret: string; accessTtlSeconds: number; database: Database },
  ) => {
    await app.register(fastifyJwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sid'] },
    });
    app.decorate('signAccessToken', (claims: AccessClaims) =>
      app.jwt.sign(claims, { expiresIn: opts.accessTtlSeconds }),
    );
    const cache = new SessionCache();
    app.decorate('sessionCache', cache);
    const unregister = registerCache(cache);
    const stopListening = await opts.database.listen(SESSIONS_CHANNEL, {
      onMessage: (payload) => cache.onMessage(payload),
      onReady: () => cache.listening(true),
      onLost: () => cache.listening(false),
    });
    app.addHook('onClose', async () => {
      unregister();
      await stopListening();
    });

    /** The caller's fresh global roles, from the cache or one primary-key lookup. */
    const rolesOf = async (claims: AccessClaims) => {
      const known = cache.get(claims.sid, claims.id);
      if (known) return known;
      if (cache.isClosed(claims.sid, claims.id)) throw unauthorized();
      const mark = cache.mark();
      const live = await liveSession(app.db, claims);
      if (!live) {
        cache.setClosed(claims.sid, claims.id, mark);
        throw unauthorized();
      }
      const roles = live.roles as Role[];
      cache.set(claims.sid, claims.id, roles, mark);
      return roles;
    };
    const authenticate = async (req: FastifyRequest) => {
      try {
        await req.jwtVerify();
      } catch {
        throw unauthorized();
      }
      const claims = accessClaims.safeParse(req.user);
      if (!claims.success) throw unauthorized();
      req.user = { ...claims.data, roles: await rolesOf(claims.data) };
    };
    // Secure by default: every /api route but the open ones requires a valid access token. The
    // check runs after the per-address limit (platform/rate-limit.ts), so failures count too.
    app.addHook('onRoute', (route) => {
      if (!needsAccessToken(route.url)) return;
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...existing, authenticate];
    });
  },
  { name: 'auth' },
);
