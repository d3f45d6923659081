// The catalogue for the activity's admins (issue 25, console item 4): categories, items, the
// shop's pictures and the CSV import here; colours, sizes and stock in
// catalogue-admin.variants.routes.ts. Not behind the shop's switch: a shop is set up before it
// opens. Every write is keyed except deletions.
import {
  catalogueImportBody,
  catalogueImportView,
  catalogueOrderBody,
  itemActiveBody,
  itemAdmin,
  itemAdminDetail,
  itemBody,
  shopCategoryAdmin,
  shopCategoryBody,
  shopImageAdmin,
  shopImageBody,
} from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedAnswer,
  envelope,
  errorResponse,
  idParam,
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../../platform/envelope.ts';
import { languageFromHeader } from '../../../platform/i18n.ts';
import { reorderResponse } from '../../../platform/ordering.ts';
import { listQuery } from '../../../platform/pagination.ts';
import { adminTenancy, type Loaded } from '../../../platform/tenancy.ts';
import {
  addCategory,
  adminCategoriesOf,
  orderCategories,
  removeCategory,
  saveCategory,
} from './catalogue-admin.categories.ts';
import { catalogueTags, IN_FLIGHT } from './catalogue-admin.http.ts';
import {
  activityShopImage,
  addShopImage,
  orderShopImages,
  removeShopImage,
  shopImagesOf,
} from './catalogue-admin.images.ts';
import { applyImport, previewImport } from './catalogue-admin.import.ts';
import {
  activityItem,
  addItem,
  adminItemOf,
  adminItemsOf,
  orderItems,
  removeItem,
  saveItem,
  showItem,
} from './catalogue-admin.items.ts';
import { catalogueVariantsRoutes } from './catalogue-admin.variants.routes.ts';
import { activitySize } from './catalogue-admin.variants.ts';

declare module '../../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** An item of the route's activity's shop (archived ones too). */
    shopItem: Loaded<typeof activityItem>;
    /** A size of an item colour of the route's activity's shop. */
    itemSize: Loaded<typeof activitySize>;
    /** A picture of the route's activity's shop gallery (not an item's). */
    shopImage: Loaded<typeof activityShopImage>;
  }
}

const inActivity = idParams('activityId');
const byId = idParams('activityId', 'id');
const FILE_REFUSED =
  'csv_not_utf8, csv_unreadable (the line), csv_columns (a required column missing: name, category, price; or one twice), csv_empty, csv_too_many_lines (over 2,000)';

const CATEGORY = { name: 'Capelli', visible: true };
const ITEM = {
  categoryId: 1,
  name: 'Shampoo delicato',
  sku: 'SH-250',
  description: 'Per capelli fini, 250 ml.',
  price: 12.5,
  discountPrice: 9.9,
  allergens: [],
  typologies: [],
  pictures: [],
  active: true,
};
const ITEM_RULES =
  'price and discountPrice in euros, whole cents, 0 to 100000; discountPrice below price, or null. sku: letters, digits and . _ - / (40 at most), one per shop in any case (409 sku_taken), or null. pictures: the gallery first to last, names the pictures upload answered for this activity with kind item (400 unknown_picture otherwise; the item’s own may be sent back). allergens (SPEC §3 codes) and typologies (GF, VG, VE), each once. categoryId: a category of this activity (400 invalid_input otherwise). active false hides it from customers.';
const CSV = 'codice;nome;categoria;prezzo;quantità\nSH-250;Shampoo delicato;Capelli;12,50;10\n';
const CSV_RULES =
  'csv: the file’s text (UTF-8, a BOM allowed; 500,000 characters at most), separated by ; (as Italian spreadsheets write it) or , (found from the header). The first line names the columns, in Italian or English, any case: sku/codice, name/nome, category/categoria, description/descrizione, price/prezzo, discount price/prezzo scontato, stock/quantità, visible/visibile; name, category and price are required. Prices as 12,50 or 12.50 (1.234,50 too). A line whose code (sku) names an item updates it; without a code, name and category (any case) do; else it makes an item, last of its category (made when new), with one colour and one size holding the stock (blank: unlimited). The stock of an existing item is never changed by an import (a note says so). Cells are stored as text, never evaluated (a cell such as =HYPERLINK(…) is a name like any other). Errors and notes per line in the caller’s language.';

export async function catalogueAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;
  const pictures = { dataDir: app.config.dataDir };

  // The objects the path ids name: of the route's activity (404 otherwise). Categories and
  // colours are the catalogue's own kinds (shopCategory, itemColor), scoped the same way.
  app.registerOwned('shopItem', ({ db, membership, id }) =>
    activityItem(db, membership?.activityId, id),
  );
  app.registerOwned('itemSize', ({ db, membership, id }) =>
    activitySize(db, membership?.activityId, id),
  );
  app.registerOwned('shopImage', ({ db, membership, id }) =>
    activityShopImage(db, membership?.activityId, id),
  );

  // ── Categories ────────────────────────────────────────────────────────────────────────────

  r.get(
    '/api/activities/:activityId/catalogue/categories',
    {
      config: { tenancy: adminTenancy },
      schema: {
        tags: catalogueTags,
        description:
          "The shop's categories in their order (sort 0 first), hidden ones too, each with how many items it lists (hidden and archived ones too). All of them: a shop has few.",
        params: inActivity,
        response: { 200: listEnvelope(shopCategoryAdmin) },
      },
    },
    async (req) => {
      const rows = await adminCategoriesOf(db, req.params.activityId);
      return list(rows, rows.length);
    },
  );

  r.post(
    '/api/activities/:activityId/catalogue/categories',
    {
      config: { tenancy: adminTenancy, idempotencyKey: 'required', example: { body: CATEGORY } },
      schema: {
        tags: catalogueTags,
        description:
          'Adds a category, last of the shop. A hidden one hides its items from customers (their carts still hold what they added).',
        params: inActivity,
        body: shopCategoryBody,
        response: { 200: envelope(shopCategoryAdmin) },
      },
    },
    async (req) => ok(await addCategory(db, req.params.activityId, req.body)),
  );

  r.put(
    '/api/activities/:activityId/catalogue/categories/:id',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'shopCategory' },
        idempotencyKey: 'required',
        example: { body: CATEGORY },
      },
      schema: {
        tags: catalogueTags,
        description: 'Renames a category and shows or hides it (with its items, for customers).',
        params: byId,
        body: shopCategoryBody,
        response: { 200: envelope(shopCategoryAdmin) },
      },
    },
    async (req) => ok(await saveCategory(db, req.params.activityId, req.params.id, req.body)),
  );

  r.delete(
    '/api/activities/:activityId/catalogue/categories/:id',
    {
      config: { tenancy: adminTenancy, owns: { id: 'shopCategory' } },
      schema: {
        tags: catalogueTags,
        description:
          'Deletes a category that lists no item. One that does (archived items too: past orders name them) is refused: its items would go with it, and which category takes them is the owner’s call; move or delete them first, or hide the category.',
        params: byId,
        response: {
          200: deletedAnswer,
          409: errorResponse.describe(
            'category_not_empty: the category lists items (the message says how many)',
          ),
        },
      },
    },
    async (req) => ok({ deleted: await removeCategory(db, req.params.activityId, req.params.id) }),
  );

  r.put(
    '/api/activities/:activityId/catalogue/category-order',
    {
      config: { tenancy: adminTenancy, idempotencyKey: 'required', example: { body: { ids: [] } } },
      schema: {
        tags: catalogueTags,
        description:
          "Orders the shop's categories: ids, every category's id once, first to last. Answers the categories in their new order.",
        params: inActivity,
        body: catalogueOrderBody,
        response: reorderResponse(shopCategoryAdmin),
      },
    },
    async (req) => {
      const rows = await orderCategories(db, req.params.activityId, req.body.ids);
      return list(rows, rows.length);
    },
  );

  r.put(
    '/api/activities/:activityId/catalogue/categories/:id/item-order',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'shopCategory' },
        idempotencyKey: 'required',
        example: { body: { ids: [] } },
      },
      schema: {
        tags: catalogueTags,
        description:
          "Orders a category's items (archived ones aside): every id once, first to last. Answers them in their new order.",
        params: byId,
        body: catalogueOrderBody,
        response: reorderResponse(itemAdmin),
      },
    },
    async (req) => {
      const rows = await orderItems(db, req.params.activityId, req.params.id, req.body.ids);
      return list(rows, rows.length);
    },
  );

  // ── Items ─────────────────────────────────────────────────────────────────────────────────

  const flag = z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
    .transform((v) => v === true || v === 'true' || v === '1');

  r.get(
    '/api/activities/:activityId/catalogue/items',
    {
      config: { tenancy: adminTenancy, example: { query: { filters: { q: 'shampoo' } } } },
      schema: {
        tags: catalogueTags,
        description:
          "The shop's items a page at a time, hidden (active false) and sold-out ones too, each marked; archived ones only with filters[archived]=true (those alone). In the customers' order (category, then item), or sortBy name or price. filters[q] searches the name, the code and the description (any case, literally); filters[categoryId] keeps one category's.",
        params: inActivity,
        querystring: listQuery(
          {
            q: z.string().trim().max(100).optional(),
            categoryId: idParam.optional(),
            archived: flag.optional(),
          },
          ['name', 'price'] as const,
        ),
        response: { 200: listEnvelope(itemAdmin) },
      },
    },
    async (req) => {
      const { rows, total } = await adminItemsOf(db, req.params.activityId, req.query);
      return list(rows, total);
    },
  );

  r.get(
    '/api/activities/:activityId/catalogue/items/:id',
    {
      config: { tenancy: adminTenancy, owns: { id: 'shopItem' } },
      schema: {
        tags: catalogueTags,
        description:
          'One item with its gallery, its colours in order and each colour’s sizes with their stock (null: unlimited; 0: sold out) and whether past orders name them.',
        params: byId,
        response: { 200: envelope(itemAdminDetail) },
      },
    },
    async (req) => ok(await adminItemOf(db, req.params.activityId, req.params.id)),
  );

  r.post(
    '/api/activities/:activityId/catalogue/items',
    {
      config: { tenancy: adminTenancy, idempotencyKey: 'required', example: { body: ITEM } },
      schema: {
        tags: catalogueTags,
        description: `Adds an item, last of its category, without colours: customers see it once it has a colour (POST …/items/{id}/colors) with a size. ${ITEM_RULES}`,
        params: inActivity,
        body: itemBody,
        response: {
          200: envelope(itemAdminDetail),
          409: errorResponse.describe(`sku_taken: another item has the code; ${IN_FLIGHT}`),
        },
      },
    },
    async (req) => ok(await addItem(db, pictures, req.params.activityId, req.body)),
  );

  r.put(
    '/api/activities/:activityId/catalogue/items/:id',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'shopItem' },
        idempotencyKey: 'required',
        example: { body: ITEM },
      },
      schema: {
        tags: catalogueTags,
        description: `Saves an item; moved to another category it goes last there; active true brings an archived item back. Orders already made keep their prices. ${ITEM_RULES}`,
        params: byId,
        body: itemBody,
        response: {
          200: envelope(itemAdminDetail),
          409: errorResponse.describe(`sku_taken: another item has the code; ${IN_FLIGHT}`),
        },
      },
    },
    async (req) => ok(await saveItem(db, pictures, req.params.activityId, req.params.id, req.body)),
  );

  r.put(
    '/api/activities/:activityId/catalogue/items/:id/active',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'shopItem' },
        idempotencyKey: 'required',
        example: { body: { active: false } },
      },
      schema: {
        tags: catalogueTags,
        description:
          'Shows (active true: on sale; an archived item comes back) or hides an item. A hidden item stays in carts, marked as no longer sold, and cannot be ordered.',
        params: byId,
        body: itemActiveBody,
        response: { 200: envelope(itemAdminDetail) },
      },
    },
    async (req) => ok(await showItem(db, req.params.activityId, req.params.id, req.body.active)),
  );

  r.delete(
    '/api/activities/:activityId/catalogue/items/:id',
    {
      config: { tenancy: adminTenancy, owns: { id: 'shopItem' } },
      schema: {
        tags: catalogueTags,
        description:
          'Deletes an item with its colours, sizes and gallery, and takes it out of the carts holding it. An item that past orders name is archived instead (deleted false, archived true): not on sale, out of the list, kept so those orders and a re-order still name it. Picture files stay.',
        params: byId,
        response: {
          200: envelope(z.object({ deleted: z.boolean(), archived: z.boolean() })),
        },
      },
    },
    async (req) => ok(await removeItem(db, clock, req.params.activityId, req.params.id)),
  );

  // ── The shop's own pictures ───────────────────────────────────────────────────────────────

  r.get(
    '/api/activities/:activityId/catalogue/shop-images',
    {
      config: { tenancy: adminTenancy },
      schema: {
        tags: catalogueTags,
        description: "The shop's own pictures (its gallery, SPEC shop images), in order.",
        params: inActivity,
        response: { 200: listEnvelope(shopImageAdmin) },
      },
    },
    async (req) => {
      const rows = await shopImagesOf(db, req.params.activityId);
      return list(rows, rows.length);
    },
  );

  r.post(
    '/api/activities/:activityId/catalogue/shop-images',
    {
      config: {
        tenancy: adminTenancy,
        idempotencyKey: 'required',
        example: { body: { fileName: '0123456789abcdef0123456789abcdef.webp' } },
      },
      schema: {
        tags: catalogueTags,
        description:
          'Adds a picture to the shop’s gallery, last: fileName, a name the pictures upload answered for this activity with kind shop (400 unknown_picture otherwise).',
        params: inActivity,
        body: shopImageBody,
        response: { 200: envelope(shopImageAdmin) },
      },
    },
    async (req) => ok(await addShopImage(db, pictures, req.params.activityId, req.body.fileName)),
  );

  r.delete(
    '/api/activities/:activityId/catalogue/shop-images/:id',
    {
      config: { tenancy: adminTenancy, owns: { id: 'shopImage' } },
      schema: {
        tags: catalogueTags,
        description: 'Takes a picture out of the shop’s gallery (its file stays).',
        params: byId,
        response: { 200: deletedAnswer },
      },
    },
    async (req) => ok({ deleted: await removeShopImage(db, req.params.activityId, req.params.id) }),
  );

  r.put(
    '/api/activities/:activityId/catalogue/shop-image-order',
    {
      config: { tenancy: adminTenancy, idempotencyKey: 'required', example: { body: { ids: [] } } },
      schema: {
        tags: catalogueTags,
        description: "Orders the shop's pictures: every id once, first to last.",
        params: inActivity,
        body: catalogueOrderBody,
        response: reorderResponse(shopImageAdmin),
      },
    },
    async (req) => {
      const rows = await orderShopImages(db, req.params.activityId, req.body.ids);
      return list(rows, rows.length);
    },
  );

  // ── CSV import ────────────────────────────────────────────────────────────────────────────

  r.post(
    '/api/activities/:activityId/catalogue/items/import/preview',
    {
      config: { tenancy: adminTenancy, example: { body: { csv: CSV } } },
      schema: {
        tags: catalogueTags,
        description: `What importing the file would do, line by line (create, update, or error with why), and the categories it would make. Writes nothing. ${CSV_RULES}`,
        params: inActivity,
        body: catalogueImportBody,
        response: {
          200: envelope(catalogueImportView),
          422: errorResponse.describe(`The file cannot be read as a whole: ${FILE_REFUSED}`),
        },
      },
    },
    async (req) =>
      ok(
        await previewImport(
          db,
          req.params.activityId,
          req.body.csv,
          languageFromHeader(req.headers['accept-language']),
        ),
      ),
  );

  r.post(
    '/api/activities/:activityId/catalogue/items/import',
    {
      config: {
        tenancy: adminTenancy,
        idempotencyKey: 'required',
        example: { body: { csv: CSV } },
      },
      schema: {
        tags: catalogueTags,
        description: `Imports the file: all of it in one transaction, or nothing while any line has an error (422 import_has_errors, how many lines). Read again at that moment, so it does what a preview of now would say. ${CSV_RULES}`,
        params: inActivity,
        body: catalogueImportBody,
        response: {
          200: envelope(catalogueImportView),
          409: errorResponse.describe(IN_FLIGHT),
          422: errorResponse.describe(
            `import_has_errors: lines have errors, nothing imported; ${FILE_REFUSED}; idempotency_key_reused`,
          ),
        },
      },
    },
    async (req) =>
      ok(
        await applyImport(
          db,
          req.params.activityId,
          req.body.csv,
          languageFromHeader(req.headers['accept-language']),
        ),
      ),
  );

  await catalogueVariantsRoutes(app, pictures);
}
