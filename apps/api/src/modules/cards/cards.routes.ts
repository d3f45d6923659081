import {
  cardCode,
  cardMovement,
  cardMovementBody,
  cardMovementResult,
  cartValue as cartValueShape,
  counterCard as counterCardShape,
  userCard as userCardShape,
  userCardSimple as userCardSimpleShape,
} from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParam, idParams, list, listEnvelope, ok } from '../../platform/envelope.ts';
import { listQuery } from '../../platform/pagination.ts';
import type { Loaded } from '../../platform/tenancy.ts';
import { registerCardsConsole } from './cards.console.ts';
import { cardIn, counterCard, recordMovement } from './cards.counter.ts';
import { cardTermsRoutes } from './cards.terms.routes.ts';
import { cartValue, userCard, userCardSimple, userFlows } from './cards.views.ts';

declare module '../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** A card of the route's activity, named by its code (staff at the counter). */
    card: Loaded<typeof cardIn>;
  }
}

const tags = ['card'];
const STAFF = ['ROLE_STORE', 'ROLE_ADMIN'] as const;
const activityParam = idParams('id');

export async function cardsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  await cardTermsRoutes(app);
  registerCardsConsole(app);
  app.registerOwned('card', async ({ db, membership, key }) =>
    membership ? cardIn(db, membership.activityId, key) : undefined,
  );

  r.get(
    '/api/activities/:id/usercard',
    {
      config: { tenancy: { from: 'param', param: 'id' } },
      schema: { tags, params: activityParam, response: { 200: envelope(userCardShape) } },
    },
    async (req) => ok(await userCard(ctx, req.params.id, req.user.id)),
  );

  r.get(
    '/api/activities/:id/usercardsimple',
    {
      config: { tenancy: { from: 'param', param: 'id' } },
      schema: { tags, params: activityParam, response: { 200: envelope(userCardSimpleShape) } },
    },
    async (req) => ok(await userCardSimple(ctx, req.params.id, req.user.id)),
  );

  r.get(
    '/api/app/activities/:id/cartshop',
    {
      config: { tenancy: { from: 'param', param: 'id' } },
      schema: { tags, params: activityParam, response: { 200: envelope(cartValueShape) } },
    },
    async (req) => ok(await cartValue(ctx.db, req.params.id)),
  );

  r.get(
    '/api/app/activities/:id/userflows',
    {
      config: { tenancy: { from: 'param', param: 'id' }, example: { query: {} } },
      schema: {
        tags,
        params: activityParam,
        querystring: listQuery({}, ['at'] as const),
        response: { 200: listEnvelope(cardMovement) },
      },
    },
    async (req) => {
      const { rows, total } = await userFlows(ctx, req.params.id, req.user.id, req.query);
      return list(rows, total);
    },
  );

  // The counter (staff of the activity: ROLE_STORE or ROLE_ADMIN there, or a super admin).
  r.get(
    '/api/activities/:activityId/cards/:cardCode',
    {
      config: {
        tenancy: { from: 'param', param: 'activityId', roles: [...STAFF] },
        owns: { cardCode: 'card' },
      },
      schema: {
        tags,
        params: z.object({ activityId: idParam, cardCode }),
        response: { 200: envelope(counterCardShape) },
      },
    },
    async (req) => ok(await counterCard(ctx, req.params.activityId, req.params.cardCode)),
  );

  r.post(
    '/api/activities/:activityId/card-movements',
    {
      config: {
        tenancy: { from: 'param', param: 'activityId', roles: [...STAFF] },
        idempotencyKey: 'required',
        example: { body: { cardCode: '123456789012', type: 'AM', amount: 1.5 } },
      },
      schema: {
        tags,
        params: idParams('activityId'),
        body: cardMovementBody,
        response: { 200: envelope(cardMovementResult) },
      },
    },
    async (req) => ok(await recordMovement(ctx, req.params.activityId, req.user.id, req.body)),
  );
}
