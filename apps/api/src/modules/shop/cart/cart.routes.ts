// The shop's calls (issue 17, SPEC §7): the cart: its open lines, adding, quantities, removing,
// an order's lines and re-order. The caller's own lines and orders only (404 for anyone
// else's), while the shop is on (every route: feature 'shop'). The 'order' loader is registered
// by orders.routes.ts.
import { cartAdd, cartLine, MAX_LINE_QUANTITY, reorderResult } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  errorResponse,
  idParam,
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../../platform/envelope.ts';
import type { ModuleOptions } from '../../../platform/module.ts';
import type { Loaded } from '../../../platform/tenancy.ts';
import { orderLinesOf } from '../orders/lines.views.ts';
import { activityCall, ownedCall, shopTags } from '../shop.http.ts';
import {
  addToCart,
  cartOf,
  ownCartLine,
  removeLine,
  reorder,
  setQuantity,
} from './cart.service.ts';

declare module '../../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** The caller's own cart line (open, or an article of their order). */
    cartLine: Loaded<typeof ownCartLine>;
  }
}

const notFound = errorResponse.describe('not the caller’s, not a member, or the shop is off');
const soldOut = errorResponse.describe(
  'sold_out: more than the stock left ("Maglia: ne restano solo 2", "Maglia è esaurito")',
);
const unavailable = errorResponse.describe(
  `item_unavailable: the item is no longer sold; quantity_too_large: more than ${MAX_LINE_QUANTITY} in the line`,
);
/** Adding to a line or setting its quantity. */
const lineAnswers = {
  200: envelope(cartLine),
  400: errorResponse,
  404: notFound,
  409: soldOut,
  422: unavailable,
};
/** A line's new quantity: digits only, 1 to MAX_LINE_QUANTITY (SPEC §5: only when > 0). */
const quantityParam = z
  .string()
  .regex(/^[1-9]\d{0,1}$/)
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_LINE_QUANTITY));

export async function cartRoutes(app: FastifyInstance, _options: ModuleOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;
  app.registerOwned('cartLine', ({ db, user, membership, id }) =>
    ownCartLine(db, user.id, id, membership?.activityId),
  );

  r.get(
    '/api/app/itemcarts/activity/:id',
    {
      config: activityCall('id'),
      schema: {
        tags: shopTags,
        summary: 'The caller’s cart: open lines with the prices now',
        description:
          'price and discountPrice from the item now (euros), lineTotal = unit price × quantity, stock left of the size (null: unlimited), available false once the item is no longer sold.',
        params: idParams('id'),
        response: { 200: listEnvelope(cartLine), 404: notFound },
      },
    },
    async (req) => {
      const rows = await cartOf(db, req.params.id, req.user.id);
      return list(rows, rows.length);
    },
  );

  r.post(
    '/api/itemcarts',
    {
      config: {
        tenancy: { from: 'body' },
        feature: 'shop',
        example: { body: { activityId: 1, itemId: 1, itemColorSizeId: 1, quantity: 1 } },
      },
      schema: {
        tags: shopTags,
        summary: 'Add to the cart (the web then says "Prodotto aggiornato al carrello")',
        description: `The quantity adds to the open line of that size. itemColorSizeId may be left out only for an item sold in one size; it must be of the item (400 otherwise, as an item not of the activity). A price sent is ignored. At most ${MAX_LINE_QUANTITY} in a line (422) and no more than the stock left (409).`,
        body: cartAdd,
        response: lineAnswers,
      },
    },
    async (req) => ok(await addToCart(db, clock, req.user.id, req.body)),
  );

  r.put(
    '/api/itemcarts/:id/quantity/:n',
    {
      config: ownedCall('id', 'cartLine', 'the caller’s own cart line names its activity'),
      schema: {
        tags: shopTags,
        summary: `Set an open line’s quantity (n from 1 to ${MAX_LINE_QUANTITY})`,
        description:
          'n = 0 or anything but digits is a 400 (remove a line with DELETE). A line already ordered is a 409 line_ordered; more than the stock left a 409 sold_out; an item no longer sold a 422.',
        params: z.object({ id: idParam, n: quantityParam }),
        response: lineAnswers,
      },
    },
    async (req) => ok(await setQuantity(db, req.user.id, req.params.id, req.params.n)),
  );

  r.delete(
    '/api/itemcarts/:id',
    {
      config: ownedCall('id', 'cartLine', 'the caller’s own cart line names its activity'),
      schema: {
        tags: shopTags,
        summary: 'Remove an open line from the cart; answers it as it was',
        description: 'A line already ordered is a 409 line_ordered.',
        params: idParams('id'),
        response: { 200: envelope(cartLine), 404: notFound, 409: errorResponse },
      },
    },
    async (req) => ok(await removeLine(db, req.user.id, req.params.id)),
  );

  r.get(
    '/api/app/itemcarts/byorder/:orderId',
    {
      config: ownedCall('orderId', 'order', 'the caller’s own order names its activity'),
      schema: {
        tags: shopTags,
        summary: 'An order’s lines, at the prices it was ordered at',
        params: idParams('orderId'),
        response: { 200: listEnvelope(cartLine), 404: notFound },
      },
    },
    async (req) => {
      const rows = await orderLinesOf(db, req.params.orderId);
      return list(rows, rows.length);
    },
  );

  r.get(
    '/api/app/itemcarts/byorder/:orderId/re-order',
    {
      config: ownedCall('orderId', 'order', 'the caller’s own order names its activity'),
      schema: {
        tags: shopTags,
        summary: 'Put an order’s lines back in the cart (the web then goes to /shop/cart)',
        description: `Each line adds to the open line of its size, up to ${MAX_LINE_QUANTITY} and the stock left. Items no longer sold (unavailable) or sold out are skipped and listed in skipped.`,
        params: idParams('orderId'),
        response: { 200: envelope(reorderResult), 404: notFound },
      },
    },
    async (req) => ok(await reorder(db, clock, req.user.id, req.owned.orderId)),
  );
}
