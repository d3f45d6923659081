// POST /public/sign-in: the sign-up flow over HTTP.
import { signInBody } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, ok } from '../platform/envelope.ts';
import type { Module } from '../platform/module.ts';
import { guarded } from '../platform/rate-limit.ts';
import { signUp } from './sign-up.ts';

async function signUpRoutes(app: FastifyInstance) {
  const max = { max: app.config.rateLimitLoginMax };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/public/sign-in',
    {
      config: {
        tenancy: { from: 'none', reason: 'open: sign-up creates the account' },
        example: {
          body: {
            activityId: 1,
            username: 'someone@test.example',
            password: 'a-password-1',
            code: '123456',
            name: 'N',
            surname: 'S',
            informativaPrivacy: true,
          },
        },
        limits: {
          perClient: max,
          perAccount: max,
          account: (req) => (req.body as { username: string }).username,
        },
      },
      schema: {
        tags: ['accounts'],
        body: signInBody,
        response: {
          200: envelope(z.object({ id: z.number().int(), username: z.string() })),
          404: errorResponse.describe('not_found: no active activity has this id'),
          409: errorResponse.describe('email_taken: the address has an account'),
          422: errorResponse.describe(
            'privacy_required, phone_required, invite_unknown, or code_invalid, code_expired or code_locked',
          ),
        },
      },
    },
    async (req, reply) =>
      ok(
        await guarded(app, req, reply, 'signup', req.body.username, ['code_invalid'], () =>
          signUp(app.ctx, req.body),
        ),
      ),
  );
}

export const signUpFlow: Module = { name: 'sign-up', routes: signUpRoutes };
