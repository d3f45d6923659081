import {
  checkCodeBody,
  checkForgotCodeQuery,
  code,
  email,
  emailChangeBody,
  emailChangeConfirmBody,
  forgotCodeResult,
  forgotPasswordResult,
  profile,
  sendCodeBody,
  sendCodeResult,
  setNewPasswordBody,
} from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, errorResponse, idParams, ok } from '../../platform/envelope.ts';
import { notFound } from '../../platform/errors.ts';
import { languageFromHeader, translate } from '../../platform/i18n.ts';
import { guarded, type RouteLimits } from '../../platform/rate-limit.ts';
import type { RouteExample } from '../../platform/tenancy.ts';
import { inviterOf, profileOf } from '../users/index.ts';
import { accountsMessages } from './accounts.messages.ts';
import {
  checkForgotCode,
  checkRegistrationCode,
  confirmEmailChange,
  emailExists,
  forgotPassword,
  recordNavigation,
  sendRegistrationCode,
  setNewPassword,
  startEmailChange,
} from './accounts.service.ts';

/** E-mails with a code to one address: a code lives 10 minutes, three tries at sending it. */
const CODE_MAILS = { max: 3, per: 10 * 60 };

export async function accountsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const max = { max: app.config.rateLimitLoginMax };
  const open = (reason: string) => ({ from: 'none' as const, reason: `open: ${reason}` });
  const perClient = (reason: string, example?: RouteExample) => ({
    tenancy: open(reason),
    example,
    limits: { perClient: max },
  });
  /** Limits per client and per the account named by `account`. */
  const perAccount = (
    reason: string,
    example: RouteExample | undefined,
    account: RouteLimits['account'],
    perName = max,
  ) => ({
    tenancy: open(reason),
    example,
    limits: { perClient: max, perAccount: perName, account },
  });
  const someone = 'someone@test.example';
  const bodyName = (req: { body: unknown }) => (req.body as { username: string }).username;
  const bodyEmail = (req: { body: unknown }) => (req.body as { email: string }).email;
  const codeFailures = ['code_invalid'];
  const tags = ['accounts'];
  const lang = (h: string | undefined) => languageFromHeader(h);

  r.get(
    '/app/check-emails/:email',
    {
      config: perClient('the e-mail step of sign-up'),
      schema: {
        tags,
        params: z.object({ email }),
        response: { 200: envelope(z.object({ exists: z.boolean() })) },
      },
    },
    async (req) => ok({ exists: await emailExists(app.db, req.params.email) }),
  );

  r.put(
    '/public/send-code-emails',
    {
      config: perAccount(
        'sign-up e-mails a code',
        { body: { activityId: 1, username: someone } },
        bodyName,
        CODE_MAILS,
      ),
      schema: {
        tags,
        body: sendCodeBody,
        response: {
          200: envelope(sendCodeResult),
          404: errorResponse.describe('not_found: no active activity has this id'),
          409: errorResponse.describe('email_taken: the address has an account'),
        },
      },
    },
    async (req) =>
      ok(
        await sendRegistrationCode(
          ctx,
          req.body.activityId,
          req.body.username,
          lang(req.headers['accept-language']),
        ),
      ),
  );

  r.put(
    '/public/check-code-emails',
    {
      config: perAccount(
        'sign-up checks the code',
        { body: { activityId: 1, username: someone, code: '123456' } },
        bodyName,
      ),
      schema: {
        tags,
        body: checkCodeBody,
        response: {
          200: envelope(z.object({ valid: z.boolean() })),
          422: errorResponse.describe('code_invalid, code_expired or code_locked'),
        },
      },
    },
    async (req, reply) =>
      ok(
        await guarded(app, req, reply, 'signup', req.body.username, codeFailures, () =>
          checkRegistrationCode(ctx, req.body.activityId, req.body.username, req.body.code),
        ),
      ),
  );

  r.get(
    '/app/customers/code/:code',
    {
      config: perClient('an invite link'),
      schema: {
        tags,
        params: z.object({ code: z.string().regex(/^[A-Za-z0-9]{4,20}$/) }),
        response: {
          200: envelope(z.object({ code: z.string() })),
          404: errorResponse.describe('not_found: no customer has this invite code'),
        },
      },
    },
    async (req) => {
      if (!(await inviterOf(app.db, req.params.code))) throw notFound();
      return ok({ code: req.params.code.toUpperCase() });
    },
  );

  r.post(
    '/app/sendnavigation',
    {
      config: perClient('the browser that finished sign-up', { body: { data: 'Mozilla/5.0' } }),
      schema: {
        tags,
        body: z.object({ data: z.string().min(1).max(1000) }).strict(),
        response: { 200: envelope(z.object({ saved: z.boolean() })) },
      },
    },
    async (req) => ok(await recordNavigation(app.db, req.body.data)),
  );

  r.get(
    '/app/forgotpassword/:username',
    {
      config: perAccount(
        'password recovery',
        undefined,
        (req) => (req.params as { username: string }).username,
        CODE_MAILS,
      ),
      schema: {
        tags,
        params: z.object({ username: email }),
        response: { 200: envelope(forgotPasswordResult) },
      },
    },
    async (req) => {
      const language = lang(req.headers['accept-language']);
      const { esito } = await forgotPassword(ctx, req.params.username, language);
      return ok({ esito, message: translate(accountsMessages.forgotSent, language) });
    },
  );

  r.get(
    '/app/checkforgotcode/:code',
    {
      config: perAccount(
        'password recovery checks the code',
        { query: { email: someone } },
        (req) => (req.query as { email: string }).email,
      ),
      schema: {
        tags,
        params: z.object({ code }),
        querystring: checkForgotCodeQuery,
        response: {
          200: envelope(forgotCodeResult),
          422: errorResponse.describe('code_invalid, code_expired or code_locked'),
        },
      },
    },
    async (req, reply) =>
      ok(
        await guarded(app, req, reply, 'reset', req.query.email, codeFailures, () =>
          checkForgotCode(ctx, req.query.email, req.params.code),
        ),
      ),
  );

  const self = { from: 'none' as const, reason: "the caller's own login e-mail" };
  r.post(
    '/api/users/:id/email-change',
    {
      config: {
        tenancy: self,
        owns: { id: 'me' },
        example: { body: { email: 'new@test.example', currentPassword: 'x' } },
      },
      schema: {
        tags,
        params: idParams('id'),
        body: emailChangeBody,
        response: { 200: envelope(sendCodeResult) },
      },
    },
    async (req, reply) => {
      const account = `user:${req.user.id}`;
      return ok(
        await guarded(app, req, reply, 'password', account, ['old_password_incorrect'], () =>
          startEmailChange(ctx, req.user.id, req.body, lang(req.headers['accept-language'])),
        ),
      );
    },
  );

  r.put(
    '/api/users/:id/email-change',
    {
      config: {
        tenancy: self,
        owns: { id: 'me' },
        example: { body: { email: 'new@test.example', code: '123456' } },
      },
      schema: {
        tags,
        params: idParams('id'),
        body: emailChangeConfirmBody,
        response: { 200: envelope(profile) },
      },
    },
    async (req, reply) => {
      const account = `user:${req.user.id}`;
      await guarded(app, req, reply, 'email-change', account, codeFailures, () =>
        confirmEmailChange(ctx, req.user, req.body),
      );
      return ok(await profileOf(app.db, req.user.id));
    },
  );

  r.put(
    '/app/setnewpassword/:id',
    {
      config: perAccount(
        'password recovery sets the password',
        {
          body: { email: someone, code: '123456', password: 'a-password-1', confirmPassword: 'x' },
        },
        bodyEmail,
      ),
      schema: {
        tags,
        params: idParams('id'),
        body: setNewPasswordBody,
        response: {
          200: envelope(z.object({ changed: z.boolean() })),
          422: errorResponse.describe(
            'passwords_mismatch, or code_invalid, code_expired or code_locked',
          ),
        },
      },
    },
    async (req, reply) =>
      ok(
        await guarded(app, req, reply, 'reset', req.body.email, codeFailures, () =>
          setNewPassword(ctx, req.params.id, req.body),
        ),
      ),
  );
}
