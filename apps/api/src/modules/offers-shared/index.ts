// What coupons and packs share (issue 9): an offer given to a customer with a printed code, valid
// to a day of the activity's, that counter staff take at the till. Not a module: no routes or
// tables of its own, only the view and the counter route both build theirs with.
import { offerCodeBody } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { envelope, idParams, ok } from '../../platform/envelope.ts';
import { imageUrl } from '../../platform/images.ts';

/** An offer given to a customer as its select reads it (a join's columns may be null). */
export interface OfferRow {
  id: number | null;
  activityId: number | null;
  name: string | null;
  description: string | null;
  imageFileName: string | null;
  code: string | null;
  validTo: string | null;
}

/** What the customer and the counter see of any offer; `today` is the activity's (YYYY-MM-DD). */
export const offerView = (folder: 'coupon' | 'pack', r: OfferRow, today: string) => ({
  id: r.id as number,
  name: r.name as string,
  description: r.description,
  imageUrl: r.imageFileName ? imageUrl(folder, r.activityId as number, r.imageFileName) : null,
  code: r.code as string,
  validTo: r.validTo,
  expired: r.validTo !== null && r.validTo < today,
});

/**
 * POST /api/activities/{activityId}/{path}: counter staff (ROLE_STORE, ROLE_ADMIN) take the offer
 * of a printed code; `take` answers it; a retry with its Idempotency-Key is replayed, not taken.
 */
export function counterRoute<T extends z.ZodType>(
  app: FastifyInstance,
  opts: {
    path: string;
    tags: string[];
    response: T;
    take: (activityId: number, staffUserId: number, code: string) => Promise<z.infer<T>>;
  },
) {
  app.withTypeProvider<ZodTypeProvider>().post(
    `/api/activities/:activityId/${opts.path}`,
    {
      config: {
        tenancy: { from: 'param', param: 'activityId', roles: ['ROLE_STORE', 'ROLE_ADMIN'] },
        idempotencyKey: 'required',
        example: { body: { code: '123456789012' } },
      },
      schema: {
        tags: opts.tags,
        params: idParams('activityId'),
        body: offerCodeBody,
        // Widened: tsc cannot resolve the reply type of a generic contract; `take` is checked
        // against it where it is given, and the serializer checks every answer.
        response: { 200: envelope(opts.response) as z.ZodType },
      },
    },
    async (req) => ok(await opts.take(req.params.activityId, req.user.id, req.body.code)),
  );
}
