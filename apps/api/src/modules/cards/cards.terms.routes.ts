// The card terms for the activity's admins (issue 25, the console): read, save, and the changes.
import { cardTermChange, cardTermsBody, cardTermsView } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, idParams, list, listEnvelope, ok } from '../../platform/envelope.ts';
import { listQuery } from '../../platform/pagination.ts';
import { adminTenancy } from '../../platform/tenancy.ts';
import { saveTerms, termChangesOf, termsOf, termsView } from './cards.terms.ts';

const tags = ['card terms'];
const inActivity = idParams('activityId');
const UNTOUCHED = 'A change applies only to movements made after it; past movements never change.';

export async function cardTermsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/activities/:activityId/cardterms',
    {
      config: { tenancy: adminTenancy },
      schema: {
        tags,
        description:
          "The activity's card terms: cashBackType (E, P, EP), the cart value (valueBasisPoints: hundredths of a percent; pointValue: euros of cashback per point), the welcome and referral rewards (welcome, referral: euros; welcomePoints, referralPoints), and cashBackExpiration (days a credit lasts; null: never). Money in euros with at most 2 decimals.",
        params: inActivity,
        response: { 200: envelope(cardTermsView) },
      },
    },
    async (req) => ok(termsView(await termsOf(ctx.db, req.params.activityId))),
  );

  r.put(
    '/api/activities/:activityId/cardterms',
    {
      config: {
        tenancy: adminTenancy,
        idempotencyKey: 'required',
        example: {
          body: {
            cashBackType: 'EP',
            valueBasisPoints: 500,
            pointValue: 0.1,
            welcome: 5,
            welcomePoints: 0,
            referral: 3,
            referralPoints: 0,
            cashBackExpiration: 365,
          },
        },
      },
      schema: {
        tags,
        description: `Saves all the card terms at once; money in euros, whole cents (0 to 10000; 1.005 is refused); P and EP need pointValue above 0. A change is recorded with who made it, when, and the terms before and after; saving the same terms records nothing. ${UNTOUCHED}`,
        params: inActivity,
        body: cardTermsBody,
        response: { 200: envelope(cardTermsView) },
      },
    },
    async (req) =>
      ok(await saveTerms(ctx.db, ctx.clock, req.params.activityId, req.user.id, req.body)),
  );

  r.get(
    '/api/activities/:activityId/cardterms/changes',
    {
      config: { tenancy: adminTenancy, example: { query: {} } },
      schema: {
        tags,
        description: 'The changes of the card terms, newest first: who, when, before and after.',
        params: inActivity,
        querystring: listQuery({}, ['at'] as const),
        response: { 200: listEnvelope(cardTermChange) },
      },
    },
    async (req) => {
      const { rows, total } = await termChangesOf(ctx.db, req.params.activityId, req.query);
      return list(rows, total);
    },
  );
}
