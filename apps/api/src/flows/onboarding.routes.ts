// The super admin's console (issue 25): every activity, onboarding one, switching one off and on.
import { activitySwitch, onboardingBody, platformActivity } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformActivities, switchActivity } from '../modules/activities/index.ts';
import { envelope, idParams, list, listEnvelope, ok } from '../platform/envelope.ts';
import { notFound } from '../platform/errors.ts';
import type { Module } from '../platform/module.ts';
import { listQuery } from '../platform/pagination.ts';
import { platformTenancy } from '../platform/tenancy.ts';
import { transact } from '../platform/unit-of-work.ts';
import { onboard } from './onboarding.ts';

const tags = ['onboarding'];

async function onboardingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/console/activities',
    {
      config: { tenancy: platformTenancy, example: { query: {} } },
      schema: {
        tags,
        description:
          'Every activity, switched-off ones too, by name: its members and its admins. filters[q]: in the name or the permalink.',
        querystring: listQuery({ q: z.string().trim().max(80).optional() }, ['name'] as const),
        response: { 200: listEnvelope(platformActivity) },
      },
    },
    async (req) => {
      const { rows, total } = await platformActivities(ctx.db, {
        q: req.query.filters.q,
        offset: req.query.offset,
        rowsPerPage: req.query.rowsPerPage,
      });
      return list(rows, total);
    },
  );

  r.post(
    '/api/console/activities',
    {
      config: {
        tenancy: platformTenancy,
        idempotencyKey: 'required',
        example: {
          body: {
            name: 'Gelateria Nuvola',
            permalink: 'gelateria-nuvola',
            color: '00838F',
            colorText: 'FFFFFF',
            timeZone: 'Europe/Rome',
            languages: ['it', 'gb'],
            shopType: 'A',
            bookingType: 'N',
            admin: { email: 'nuvola@example.com', name: 'Nadia', surname: 'Neri' },
          },
        },
      },
      schema: {
        tags,
        description:
          "Onboards a business: the activity with every menu switch off, its languages, and its first admin. An e-mail with an account gets an invitation as admin (nothing changes until accepted); a new e-mail gets an account, admin at once, and an e-mail to choose its password. admin: 'invited' or 'created'. A taken permalink is 409 permalink_taken; a text colour that does not stand out (4.5:1) is 400.",
        body: onboardingBody,
        response: {
          201: envelope(
            z.object({ activityId: z.number().int(), admin: z.enum(['invited', 'created']) }),
          ),
        },
      },
    },
    async (req, reply) => {
      reply.code(201);
      return ok(await onboard(ctx, req.body));
    },
  );

  r.put(
    '/api/console/activities/:id/active',
    {
      config: { tenancy: platformTenancy, example: { body: { active: true } } },
      schema: {
        tags,
        description:
          'Switches an activity off (its customers and staff no longer reach it; nothing is deleted) or on again.',
        params: idParams('id'),
        body: activitySwitch,
        response: { 200: envelope(activitySwitch) },
      },
    },
    async (req) => {
      const found = await transact(ctx.db, (tx) =>
        switchActivity(tx, req.params.id, req.body.active),
      );
      if (!found) throw notFound();
      return ok({ active: req.body.active });
    },
  );
}

export const onboardingFlow: Module = { name: 'onboarding', routes: onboardingRoutes };
