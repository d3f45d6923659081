import { loginBody, refreshBody, tokenPair } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../platform/envelope.ts';
import { credentialLimit } from '../../platform/rate-limit.ts';
import { login, logout, refresh, type TokenIssuer } from './auth.service.ts';

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const issuer: TokenIssuer = {
    signAccessToken: (claims) => app.signAccessToken(claims),
    refreshTtlDays: app.config.refreshTtlDays,
  };
  const limit = { rateLimit: credentialLimit(app.config.rateLimitLoginMax) };

  r.post(
    '/api/login_check',
    {
      config: limit,
      schema: { tags: ['auth'], body: loginBody, response: { 200: envelope(tokenPair) } },
    },
    async (req) => ok(await login(app.db, issuer, req.body.username, req.body.password)),
  );

  r.post(
    '/api/token/refresh',
    {
      config: limit,
      schema: { tags: ['auth'], body: refreshBody, response: { 200: envelope(tokenPair) } },
    },
    async (req) => ok(await refresh(app.db, issuer, req.body.refresh_token)),
  );

  r.post(
    '/api/logout',
    {
      schema: {
        tags: ['auth'],
        body: refreshBody,
        response: { 200: envelope(z.object({ loggedOut: z.boolean() })) },
      },
    },
    async (req) => {
      await logout(app.db, req.user.id, req.body.refresh_token);
      return ok({ loggedOut: true });
    },
  );
}
