// The shop's calls (issue 17, SPEC §7): the catalogue: categories, items, colours and sizes,
// images, active shippings and payments, pick-up windows. Any active member reads them while the
// shop is on (menu showShopApp); off, every call answers 404.
import {
  item,
  itemColorsView,
  itemSearchFilters,
  payment,
  shipping,
  shopCategory,
  shopCloseTime,
  shopImage,
} from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  errorResponse,
  idParam,
  list,
  listEnvelope,
  ok,
} from '../../platform/envelope.ts';
import { listQuery } from '../../platform/pagination.ts';
import {
  activePayments,
  activeShippings,
  categoriesOf,
  categoryOf,
  closeTimesOf,
  imagesOf,
  itemColorOf,
  itemColorsView as itemColorsViewOf,
  itemsOfCategory,
  requireShop,
  searchItems,
} from './catalogue.service.ts';
import type { Providers } from './providers.ts';

const tags = ['shop'];
const notFound = errorResponse.describe('not a member, not this activity’s, or the shop is off');

const activityParam = z.object({ id: idParam });
const searchQuery = listQuery(
  {
    activityId: idParam,
    text: itemSearchFilters.shape.text,
    categoryId: idParam.optional(),
  },
  ['name', 'price'] as const,
);
const closeTimesQuery = listQuery({ activityId: idParam }, ['day'] as const);

export async function catalogueRoutes(app: FastifyInstance, providers: Providers) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  app.registerOwned('shopCategory', ({ db, membership, id }) =>
    categoryOf(db, id, membership?.activityId),
  );
  app.registerOwned('itemColor', ({ db, membership, id }) =>
    itemColorOf(db, id, membership?.activityId),
  );

  r.get(
    '/api/app/activities/:id/categories',
    {
      config: { tenancy: { from: 'param', param: 'id' } },
      schema: {
        tags,
        summary: 'The shop’s categories, by their order',
        params: activityParam,
        response: { 200: envelope(z.array(shopCategory)), 404: notFound },
      },
    },
    async (req) => {
      await requireShop(db, req.params.id);
      return ok(await categoriesOf(db, req.params.id));
    },
  );

  r.get(
    '/api/app/items/itemsbycategory/:categoryId',
    {
      config: {
        tenancy: { from: 'none', reason: 'the category names its activity' },
        owns: { categoryId: 'shopCategory' },
      },
      schema: {
        tags,
        summary: 'A category’s items still sold, in order',
        description:
          'Prices in euros; discountPrice only while lower than price; soldOut when no size of any colour has stock left (null stock is unlimited); itemColorId opens GET /api/app/itemcolors/{id}.',
        params: z.object({ categoryId: idParam }),
        response: { 200: envelope(z.array(item)), 404: notFound },
      },
    },
    async (req) => {
      const category = req.owned?.categoryId as { id: number; activityId: number };
      await requireShop(db, category.activityId);
      return ok(await itemsOfCategory(db, category.activityId, category.id));
    },
  );

  r.get(
    '/api/app/items/search',
    {
      config: {
        tenancy: { from: 'query' },
        example: { query: { filters: { activityId: 1, text: 'maglia' }, rowsPerPage: '15' } },
      },
      schema: {
        tags,
        summary: 'Search the items still sold: filters activityId, text, categoryId; paged',
        description:
          'text (at most 80 characters) matches the name or the description, in any case, literally (% and _ are plain characters). By category, then the items’ order; sortBy name or price (what one costs now) with descending.',
        querystring: searchQuery,
        response: { 200: listEnvelope(item), 404: notFound },
      },
    },
    async (req) => {
      const f = req.query.filters;
      await requireShop(db, f.activityId);
      const { rows, total } = await searchItems(db, f, req.query);
      return list(rows, total);
    },
  );

  r.get(
    '/api/app/itemcolors/:id',
    {
      config: {
        tenancy: { from: 'none', reason: 'the item colour names its activity' },
        owns: { id: 'itemColor' },
      },
      schema: {
        tags,
        summary: 'An item colour: the item, the colour and all the item’s colours with their sizes',
        description:
          'Sizes in order with their stock (null: unlimited; 0: sold out). 404 once the item is no longer sold.',
        params: z.object({ id: idParam }),
        response: { 200: envelope(itemColorsView), 404: notFound },
      },
    },
    async (req) => {
      const color = req.owned?.id as { id: number; activityId: number; itemId: number };
      await requireShop(db, color.activityId);
      return ok(await itemColorsViewOf(db, color));
    },
  );

  r.get(
    '/api/activities/:activityId/itemimages',
    {
      config: { tenancy: { from: 'param', param: 'activityId' } },
      schema: {
        tags,
        summary: 'The pictures of the items still sold, by item and order',
        params: z.object({ activityId: idParam }),
        response: { 200: envelope(z.array(shopImage)), 404: notFound },
      },
    },
    async (req) => {
      await requireShop(db, req.params.activityId);
      return ok(await imagesOf(db, req.params.activityId, 'item'));
    },
  );

  r.get(
    '/api/activities/:id/shop-images',
    {
      config: { tenancy: { from: 'param', param: 'id' } },
      schema: {
        tags,
        summary: 'The shop’s own pictures (its banner), in order',
        params: activityParam,
        response: { 200: envelope(z.array(shopImage)), 404: notFound },
      },
    },
    async (req) => {
      await requireShop(db, req.params.id);
      return ok(await imagesOf(db, req.params.id, 'shop'));
    },
  );

  r.get(
    '/api/activities/:id/shippings/active',
    {
      config: { tenancy: { from: 'param', param: 'id' } },
      schema: {
        tags,
        summary: 'The active shippings: S store, C courier, H home; prices in euros',
        description:
          'offerPrice applies when the subtotal exceeds priceMin, standardPrice otherwise (SPEC §9).',
        params: activityParam,
        response: { 200: envelope(z.array(shipping)), 404: notFound },
      },
    },
    async (req) => {
      await requireShop(db, req.params.id);
      return ok(await activeShippings(db, req.params.id));
    },
  );

  r.get(
    '/api/activities/:id/payments/active',
    {
      config: { tenancy: { from: 'param', param: 'id' } },
      schema: {
        tags,
        summary: 'The active payments: P PayPal, S card, BT bank transfer, ST store',
        description:
          'The active ones. disabled: an online payment (P, S) this server has no provider for (production without its keys), refused at checkout; BT while the activity has no payee or no valid IBAN. ST is refused with courier (C).',
        params: activityParam,
        response: { 200: envelope(z.array(payment)), 404: notFound },
      },
    },
    async (req) => {
      await requireShop(db, req.params.id);
      return ok(
        await activePayments(db, req.params.id, (type) => Boolean(providers.forPayment(type))),
      );
    },
  );

  r.get(
    '/api/shop-setting-close-times',
    {
      config: {
        tenancy: { from: 'query' },
        example: { query: { filters: { activityId: 1 } } },
      },
      schema: {
        tags,
        summary: 'The take-away pick-up windows, by ISO weekday (1 Monday … 7 Sunday)',
        description:
          'filters[activityId] (or activityId). Every window at once: pagination is accepted and not needed.',
        querystring: closeTimesQuery,
        response: { 200: envelope(z.array(shopCloseTime)), 404: notFound },
      },
    },
    async (req) => {
      const { activityId } = req.query.filters;
      await requireShop(db, activityId);
      return ok(await closeTimesOf(db, activityId));
    },
  );
}
