// The shop's calls (issue 17, SPEC §7): the catalogue: categories, items, colours and sizes,
// images, active shippings and payments, pick-up windows. Any active member reads them while the
// shop is on (every route: feature 'shop'); off, every call answers 404.
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
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../../platform/envelope.ts';
import { listQuery } from '../../../platform/pagination.ts';
import type { Loaded } from '../../../platform/tenancy.ts';
import { activityCall, ownedCall, shopTags } from '../shop.http.ts';
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
  searchItems,
} from './catalogue.service.ts';

declare module '../../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** A shop category: its activity's members see it. */
    shopCategory: Loaded<typeof categoryOf>;
    /** An item colour: its activity's members see it. */
    itemColor: Loaded<typeof itemColorOf>;
  }
}

const notFound = errorResponse.describe('not a member, not this activity’s, or the shop is off');

const searchQuery = listQuery(
  {
    activityId: idParam,
    text: itemSearchFilters.shape.text,
    categoryId: idParam.optional(),
  },
  ['name', 'price'] as const,
);
const closeTimesQuery = listQuery({ activityId: idParam }, ['day'] as const);

/** `online`: whether this server has a provider for an online payment type (P PayPal, S card). */
export async function catalogueRoutes(app: FastifyInstance, online: (type: 'P' | 'S') => boolean) {
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
      config: activityCall('id'),
      schema: {
        tags: shopTags,
        summary: 'The shop’s categories, by their order',
        params: idParams('id'),
        response: { 200: envelope(z.array(shopCategory)), 404: notFound },
      },
    },
    async (req) => ok(await categoriesOf(db, req.params.id)),
  );

  r.get(
    '/api/app/items/itemsbycategory/:categoryId',
    {
      config: ownedCall('categoryId', 'shopCategory', 'the category names its activity'),
      schema: {
        tags: shopTags,
        summary: 'A category’s items still sold, in order',
        description:
          'Prices in euros; discountPrice only while lower than price; soldOut when no size of any colour has stock left (null stock is unlimited); itemColorId opens GET /api/app/itemcolors/{id}.',
        params: idParams('categoryId'),
        response: { 200: envelope(z.array(item)), 404: notFound },
      },
    },
    async (req) => {
      const category = req.owned.categoryId;
      return ok(await itemsOfCategory(db, category.activityId, category.id));
    },
  );

  r.get(
    '/api/app/items/search',
    {
      config: {
        tenancy: { from: 'query' },
        feature: 'shop',
        example: { query: { filters: { activityId: 1, text: 'maglia' }, rowsPerPage: '15' } },
      },
      schema: {
        tags: shopTags,
        summary: 'Search the items still sold: filters activityId, text, categoryId; paged',
        description:
          'text (at most 80 characters) matches the name or the description, in any case, literally (% and _ are plain characters). By category, then the items’ order; sortBy name or price (what one costs now) with descending.',
        querystring: searchQuery,
        response: { 200: listEnvelope(item), 404: notFound },
      },
    },
    async (req) => {
      const { rows, total } = await searchItems(db, req.query.filters, req.query);
      return list(rows, total);
    },
  );

  r.get(
    '/api/app/itemcolors/:id',
    {
      config: ownedCall('id', 'itemColor', 'the item colour names its activity'),
      schema: {
        tags: shopTags,
        summary: 'An item colour: the item, the colour and all the item’s colours with their sizes',
        description:
          'Sizes in order with their stock (null: unlimited; 0: sold out). 404 once the item is no longer sold.',
        params: idParams('id'),
        response: { 200: envelope(itemColorsView), 404: notFound },
      },
    },
    async (req) => ok(await itemColorsViewOf(db, req.owned.id)),
  );

  r.get(
    '/api/activities/:activityId/itemimages',
    {
      config: activityCall('activityId'),
      schema: {
        tags: shopTags,
        summary: 'The pictures of the items still sold, by item and order',
        params: idParams('activityId'),
        response: { 200: envelope(z.array(shopImage)), 404: notFound },
      },
    },
    async (req) => ok(await imagesOf(db, req.params.activityId, 'item')),
  );

  r.get(
    '/api/activities/:id/shop-images',
    {
      config: activityCall('id'),
      schema: {
        tags: shopTags,
        summary: 'The shop’s own pictures (its banner), in order',
        params: idParams('id'),
        response: { 200: envelope(z.array(shopImage)), 404: notFound },
      },
    },
    async (req) => ok(await imagesOf(db, req.params.id, 'shop')),
  );

  r.get(
    '/api/activities/:id/shippings/active',
    {
      config: activityCall('id'),
      schema: {
        tags: shopTags,
        summary: 'The active shippings: S store, C courier, H home; prices in euros',
        description:
          'offerPrice applies when the subtotal exceeds priceMin, standardPrice otherwise (SPEC §9).',
        params: idParams('id'),
        response: { 200: envelope(z.array(shipping)), 404: notFound },
      },
    },
    async (req) => ok(await activeShippings(db, req.params.id)),
  );

  r.get(
    '/api/activities/:id/payments/active',
    {
      config: activityCall('id'),
      schema: {
        tags: shopTags,
        summary: 'The active payments: P PayPal, S card, BT bank transfer, ST store',
        description:
          'The active ones. disabled: an online payment (P, S) this server has no provider for (production without its keys), refused at checkout; BT while the activity has no payee or no valid IBAN. ST is refused with courier (C).',
        params: idParams('id'),
        response: { 200: envelope(z.array(payment)), 404: notFound },
      },
    },
    async (req) => ok(await activePayments(db, req.params.id, online)),
  );

  r.get(
    '/api/shop-setting-close-times',
    {
      config: {
        tenancy: { from: 'query' },
        feature: 'shop',
        example: { query: { filters: { activityId: 1 } } },
      },
      schema: {
        tags: shopTags,
        summary: 'The take-away pick-up windows, by ISO weekday (1 Monday … 7 Sunday)',
        description:
          'filters[activityId] (or activityId). Every window at once: pagination is accepted and not needed.',
        querystring: closeTimesQuery,
        response: { 200: envelope(z.array(shopCloseTime)), 404: notFound },
      },
    },
    async (req) => ok(await closeTimesOf(db, req.query.filters.activityId)),
  );
}
