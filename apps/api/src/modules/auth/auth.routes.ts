import { loginBody, refreshBody, tokenPair } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, ok } from '../../platform/envelope.ts';
import { guarded } from '../../platform/rate-limit.ts';
import { login, logout, refresh, type TokenIssuer } from './auth.service.ts';

const open = { from: 'none', reason: 'open: logging in' } as const;

export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const issuer: TokenIssuer = {
    signAccessToken: (claims) => app.signAccessToken(claims),
    refreshTtlDays: app.config.refreshTtlDays,
    clock: app.ctx.clock,
  };
  const max = { max: app.config.rateLimitLoginMax };

  r.post(
    '/api/login_check',
    {
      config: {
        tenancy: open,
        example: { body: { username: 'someone@test.example', password: 'a-password' } },
        limits: {
          perClient: max,
          perAccount: max,
          account: (req) => (req.body as { username: string }).username,
        },
      },
      schema: {
        tags: ['auth'],
        body: loginBody,
        response: {
          200: envelope(tokenPair),
          401: errorResponse.describe('invalid_credentials'),
          403: errorResponse.describe('user_inactive: the account or its memberships are off'),
        },
      },
    },
    async (req, reply) =>
      ok(
        await guarded(app, req, reply, 'login', req.body.username, ['invalid_credentials'], () =>
          login(app.db, issuer, req.body.username, req.body.password),
        ),
      ),
  );

  r.post(
    '/api/token/refresh',
    {
      config: {
        tenancy: open,
        example: { body: { refresh_token: 'a-refresh-token' } },
        limits: { perClient: max },
      },
      schema: {
        tags: ['auth'],
        body: refreshBody,
        response: {
          200: envelope(tokenPair),
          401: errorResponse.describe(
            'unauthorized: the refresh token is unknown, used or expired',
          ),
        },
      },
    },
    async (req, reply) =>
      ok(
        await guarded(app, req, reply, 'refresh', undefined, ['unauthorized'], () =>
          refresh(app.db, issuer, req.body.refresh_token),
        ),
      ),
  );

  r.post(
    '/api/logout',
    {
      config: {
        tenancy: { from: 'none', reason: "ends the caller's own session" },
        example: { body: { refresh_token: 'a-refresh-token' } },
      },
      schema: {
        tags: ['auth'],
        body: refreshBody,
        response: { 200: envelope(z.object({ loggedOut: z.boolean() })) },
      },
    },
    async (req) => {
      await logout(app.db, req.user, req.body.refresh_token);
      return ok({ loggedOut: true });
    },
  );
}
