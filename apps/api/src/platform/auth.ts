// Access tokens (JWT) and the guards every /api route goes through.
import fastifyJwt from '@fastify/jwt';
import { type AccessClaims, accessClaims, type Role } from '@tessera/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, unauthorized } from './errors.ts';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    signAccessToken(claims: AccessClaims): string;
  }
}

/** /api routes reachable without an access token. */
const OPEN_API_ROUTES = new Set(['/api/login_check', '/api/token/refresh']);

export function needsAccessToken(url: string): boolean {
  return url.startsWith('/api/') && !OPEN_API_ROUTES.has(url) && !url.startsWith('/api/docs');
}

export async function authenticate(req: FastifyRequest) {
  try {
    await req.jwtVerify();
  } catch {
    throw unauthorized();
  }
  const claims = accessClaims.safeParse(req.user);
  if (!claims.success) throw unauthorized();
  req.user = claims.data;
}

/** preHandler allowing only callers holding one of the roles. */
export function requireRole(...roles: Role[]) {
  return async (req: FastifyRequest) => {
    if (!req.user.roles.some((r) => roles.includes(r))) {
      throw new AppError(403, 'forbidden', 'forbidden');
    }
  };
}

export const authPlugin = fp(
  async (app: FastifyInstance, opts: { secret: string; accessTtlSeconds: number }) => {
    await app.register(fastifyJwt, {
      secret: opts.secret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'] },
    });
    app.decorate('signAccessToken', (claims: AccessClaims) =>
      app.jwt.sign(claims, { expiresIn: opts.accessTtlSeconds }),
    );
    // Secure by default: every /api route but the open ones requires a valid access token.
    app.addHook('onRoute', (route) => {
      if (!needsAccessToken(route.url)) return;
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [authenticate, ...existing];
    });
  },
  { name: 'auth' },
);
