// An item's colours, their sizes and the sizes' stock, for the activity's admins (issue 25,
// console item 4). Stock is written by two calls only, each one conditional update of the size's
// row (catalogue-admin.variants.ts): set to a count against the stock seen, or changed by pieces.
import {
  catalogueOrderBody,
  itemColorAdmin,
  itemColorBody,
  itemSizeAdmin,
  itemSizeBody,
  newItemSizeBody,
  stockChangeBody,
  stockSetBody,
} from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deletedAnswer,
  envelope,
  errorResponse,
  idParams,
  list,
  ok,
} from '../../../platform/envelope.ts';
import { reorderResponse } from '../../../platform/ordering.ts';
import { adminTenancy } from '../../../platform/tenancy.ts';
import { IN_FLIGHT, catalogueTags as tags } from './catalogue-admin.http.ts';
import type { PictureStore } from './catalogue-admin.items.ts';
import {
  addColor,
  addSize,
  changeStock,
  orderColors,
  orderSizes,
  removeColor,
  removeSize,
  saveColor,
  saveSize,
  setStock,
} from './catalogue-admin.variants.ts';

const byId = idParams('activityId', 'id');
const COLOR = { name: 'Blu notte', hex: '1F2A44', imageFileName: null };
const COLOR_RULES =
  'name null: the item comes in one colour. hex: RRGGBB without #, or null. imageFileName: a name the pictures upload answered for this activity with kind item (400 unknown_picture otherwise), the colour’s own as it is, or null.';

export async function catalogueVariantsRoutes(app: FastifyInstance, pictures: PictureStore) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  // ── Colours ───────────────────────────────────────────────────────────────────────────────

  r.post(
    '/api/activities/:activityId/catalogue/items/:id/colors',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'shopItem' },
        idempotencyKey: 'required',
        example: { body: COLOR },
      },
      schema: {
        tags,
        description: `Adds a colour to the item, last of its colours, without sizes. ${COLOR_RULES}`,
        params: byId,
        body: itemColorBody,
        response: { 200: envelope(itemColorAdmin) },
      },
    },
    async (req) => ok(await addColor(db, pictures, req.params.activityId, req.params.id, req.body)),
  );

  r.put(
    '/api/activities/:activityId/catalogue/colors/:id',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'itemColor' },
        idempotencyKey: 'required',
        example: { body: COLOR },
      },
      schema: {
        tags,
        description: `Saves a colour's name, hex and picture. ${COLOR_RULES}`,
        params: byId,
        body: itemColorBody,
        response: { 200: envelope(itemColorAdmin) },
      },
    },
    async (req) => ok(await saveColor(db, pictures, req.owned.id, req.body)),
  );

  r.delete(
    '/api/activities/:activityId/catalogue/colors/:id',
    {
      config: { tenancy: adminTenancy, owns: { id: 'itemColor' } },
      schema: {
        tags,
        description:
          'Deletes a colour with its sizes, taking them out of the carts holding them. Refused when past orders name one of its sizes (set their stock to 0 instead).',
        params: byId,
        response: {
          200: deletedAnswer,
          409: errorResponse.describe('color_ordered: past orders name one of its sizes'),
        },
      },
    },
    async (req) => ok({ deleted: await removeColor(db, req.owned.id) }),
  );

  r.put(
    '/api/activities/:activityId/catalogue/items/:id/color-order',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'shopItem' },
        idempotencyKey: 'required',
        example: { body: { ids: [] } },
      },
      schema: {
        tags,
        description:
          "Orders the item's colours (the first is the one the catalogue opens): every id once, first to last.",
        params: byId,
        body: catalogueOrderBody,
        response: reorderResponse(itemColorAdmin),
      },
    },
    async (req) => {
      const rows = await orderColors(db, req.params.activityId, req.params.id, req.body.ids);
      return list(rows, rows.length);
    },
  );

  // ── Sizes ─────────────────────────────────────────────────────────────────────────────────

  r.post(
    '/api/activities/:activityId/catalogue/colors/:id/sizes',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'itemColor' },
        idempotencyKey: 'required',
        example: { body: { size: 'M', stock: 5 } },
      },
      schema: {
        tags,
        description:
          'Adds a size to the colour, last: size (null: one size only) and stock (pieces, 0 sold out; null unlimited).',
        params: byId,
        body: newItemSizeBody,
        response: { 200: envelope(itemSizeAdmin) },
      },
    },
    async (req) => ok(await addSize(db, req.owned.id, req.body)),
  );

  r.put(
    '/api/activities/:activityId/catalogue/sizes/:id',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'itemSize' },
        idempotencyKey: 'required',
        example: { body: { size: 'L' } },
      },
      schema: {
        tags,
        description:
          'Renames a size. Its stock is written by …/sizes/{id}/stock and …/sizes/{id}/stock-changes only.',
        params: byId,
        body: itemSizeBody,
        response: { 200: envelope(itemSizeAdmin) },
      },
    },
    async (req) => ok(await saveSize(db, req.params.id, req.body.size)),
  );

  r.delete(
    '/api/activities/:activityId/catalogue/sizes/:id',
    {
      config: { tenancy: adminTenancy, owns: { id: 'itemSize' } },
      schema: {
        tags,
        description:
          'Deletes a size, taking it out of the carts holding it. Refused when past orders name it (set its stock to 0 instead).',
        params: byId,
        response: {
          200: deletedAnswer,
          409: errorResponse.describe('size_ordered: past orders name the size'),
        },
      },
    },
    async (req) => ok({ deleted: await removeSize(db, req.owned.id) }),
  );

  r.put(
    '/api/activities/:activityId/catalogue/colors/:id/size-order',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'itemColor' },
        idempotencyKey: 'required',
        example: { body: { ids: [] } },
      },
      schema: {
        tags,
        description: "Orders the colour's sizes: every id once, first to last.",
        params: byId,
        body: catalogueOrderBody,
        response: reorderResponse(itemSizeAdmin),
      },
    },
    async (req) => {
      const rows = await orderSizes(db, req.owned.id, req.body.ids);
      return list(rows, rows.length);
    },
  );

  // ── Stock ─────────────────────────────────────────────────────────────────────────────────

  r.put(
    '/api/activities/:activityId/catalogue/sizes/:id/stock',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'itemSize' },
        idempotencyKey: 'required',
        example: { body: { stock: 3, expected: null } },
      },
      schema: {
        tags,
        description:
          'Sets the stock to a count (the shelf counted; null: unlimited) if it still is `expected`, the stock the admin saw (null: unlimited). One conditional update, as placing an order takes stock: a customer who bought meanwhile makes it 409 stock_changed, nothing written, the message saying the stock now; count again and send that as expected. A piece sold is never put back, a sale never lost.',
        params: byId,
        body: stockSetBody,
        response: {
          200: envelope(itemSizeAdmin),
          409: errorResponse.describe(`stock_changed: not the stock expected now; ${IN_FLIGHT}`),
        },
      },
    },
    async (req) => ok(await setStock(db, req.params.id, req.body)),
  );

  r.post(
    '/api/activities/:activityId/catalogue/sizes/:id/stock-changes',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'itemSize' },
        idempotencyKey: 'required',
        example: { body: { change: 10 } },
      },
      schema: {
        tags,
        description:
          'Adds pieces to a counted stock (a delivery) or, negative, removes them (broken, lost): stock = stock + change in one conditional update, never below 0, whatever customers buy meanwhile. Keyed: a retry adds once.',
        params: byId,
        body: stockChangeBody,
        response: {
          200: envelope(itemSizeAdmin),
          409: errorResponse.describe(
            `stock_unlimited: the stock is unlimited (set a count first); stock_too_low: fewer pieces left than removed (the message says how many); ${IN_FLIGHT}`,
          ),
        },
      },
    },
    async (req) => ok(await changeStock(db, req.params.id, req.body.change)),
  );
}
