// The menu for the activity's admins (issue 25, console item 3): categories and entries, their
// order, hidden ones too. Not behind the menu's switch: the menu is set up before it is shown.
import {
  menuCategoryAdmin,
  menuCategoryBody,
  menuEntryAdmin,
  menuEntryBody,
  menuOrderBody,
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
} from '../../platform/envelope.ts';
import { reorderResponse } from '../../platform/ordering.ts';
import { listQuery } from '../../platform/pagination.ts';
import { adminTenancy, type Loaded } from '../../platform/tenancy.ts';
import {
  activityMenuCategory,
  activityMenuEntry,
  addCategory,
  addEntry,
  adminCategoriesOf,
  adminEntriesOf,
  orderCategories,
  orderEntries,
  removeCategory,
  removeEntry,
  saveCategory,
  saveEntry,
} from './menus.admin.ts';

declare module '../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** A category of the route's activity's menu. */
    menuCategory: Loaded<typeof activityMenuCategory>;
    /** An entry of the route's activity's menu. */
    menuEntry: Loaded<typeof activityMenuEntry>;
  }
}

const tags = ['menu set-up'];
const inActivity = idParams('activityId');
const byId = idParams('activityId', 'id');
const IN_FLIGHT = 'idempotency_in_flight: a request with this Idempotency-Key is still running';

const CATEGORY = { name: 'Primi', visible: true };
const ENTRY = {
  categoryId: 1,
  name: 'Tagliatelle al ragù',
  description: 'Tagliatelle tirate a mano, ragù alla bolognese.',
  price: 12,
  allergens: ['GL', 'UO', 'CE'],
  typologies: [],
  imageFileName: null,
  visible: true,
};
const ENTRY_RULES =
  "price: euros, whole cents, 0 to 10000 (1.005 is refused). allergens: SPEC §3 codes (GL, CR, UO, PE, AR, SO, LA, CE, SE, LU, FG, MO, LT), each once; typologies: GF, VG, VE, each once. imageFileName: a name the pictures upload answered for this activity with kind menu (400 unknown_picture otherwise), the entry's current one as it is, or null. Empty description is saved as null.";

export async function menusAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const pictures = { dataDir: app.config.dataDir };

  // The objects the path ids name: of the route's activity (404 otherwise).
  app.registerOwned('menuCategory', ({ db, membership, id }) =>
    activityMenuCategory(db, membership?.activityId, id),
  );
  app.registerOwned('menuEntry', ({ db, membership, id }) =>
    activityMenuEntry(db, membership?.activityId, id),
  );

  r.get(
    '/api/activities/:activityId/menu/categories',
    {
      config: { tenancy: adminTenancy },
      schema: {
        tags,
        description:
          "The menu's categories in their order (sort 0 first), hidden ones too, each with how many entries it lists. All of them: a menu has few.",
        params: inActivity,
        response: { 200: listEnvelope(menuCategoryAdmin) },
      },
    },
    async (req) => {
      const rows = await adminCategoriesOf(db, req.params.activityId);
      return list(rows, rows.length);
    },
  );

  r.post(
    '/api/activities/:activityId/menu/categories',
    {
      config: { tenancy: adminTenancy, idempotencyKey: 'required', example: { body: CATEGORY } },
      schema: {
        tags,
        description:
          'Adds a category, last of the menu. A hidden one hides its entries from customers.',
        params: inActivity,
        body: menuCategoryBody,
        response: { 200: envelope(menuCategoryAdmin) },
      },
    },
    async (req) => ok(await addCategory(db, req.params.activityId, req.body)),
  );

  r.put(
    '/api/activities/:activityId/menu/categories/:id',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'menuCategory' },
        idempotencyKey: 'required',
        example: { body: CATEGORY },
      },
      schema: {
        tags,
        description: "Saves a category's name and visibility.",
        params: byId,
        body: menuCategoryBody,
        response: { 200: envelope(menuCategoryAdmin) },
      },
    },
    async (req) => ok(await saveCategory(db, req.params.activityId, req.params.id, req.body)),
  );

  r.delete(
    '/api/activities/:activityId/menu/categories/:id',
    {
      config: { tenancy: adminTenancy, owns: { id: 'menuCategory' } },
      schema: {
        tags,
        description:
          'Deletes a category that lists no entry; one that does is refused (move or delete its entries first: nothing is deleted with it).',
        params: byId,
        response: {
          200: deletedAnswer,
          409: errorResponse.describe(
            `category_not_empty: the category lists entries (the message says how many); ${IN_FLIGHT}`,
          ),
        },
      },
    },
    async (req) => ok({ deleted: await removeCategory(db, req.params.activityId, req.params.id) }),
  );

  r.put(
    '/api/activities/:activityId/menu/category-order',
    {
      config: { tenancy: adminTenancy, idempotencyKey: 'required', example: { body: { ids: [] } } },
      schema: {
        tags,
        description:
          "Orders the menu's categories: ids, every category's id once, first to last (what a drag or an up/down move leaves). Answers the categories in their new order.",
        params: inActivity,
        body: menuOrderBody,
        response: reorderResponse(menuCategoryAdmin),
      },
    },
    async (req) => {
      const rows = await orderCategories(db, req.params.activityId, req.body.ids);
      return list(rows, rows.length);
    },
  );

  r.get(
    '/api/activities/:activityId/menu/entries',
    {
      config: { tenancy: adminTenancy, example: { query: { filters: { q: 'ragù' } } } },
      schema: {
        tags,
        description:
          "The menu's entries, hidden ones too, a page at a time, in the customer's order (category, then entry; sort 0 first). sortBy=name: by name alone. filters[categoryId] keeps one category's; filters[q] searches names and descriptions.",
        params: inActivity,
        querystring: listQuery(
          { categoryId: idParam.optional(), q: z.string().trim().max(100).optional() },
          ['name'] as const,
        ),
        response: { 200: listEnvelope(menuEntryAdmin) },
      },
    },
    async (req) => {
      const { rows, total } = await adminEntriesOf(db, req.params.activityId, req.query);
      return list(rows, total);
    },
  );

  r.post(
    '/api/activities/:activityId/menu/entries',
    {
      config: { tenancy: adminTenancy, idempotencyKey: 'required', example: { body: ENTRY } },
      schema: {
        tags,
        description: `Adds an entry, last of its category (categoryId: a category of this activity, 400 invalid_input otherwise). ${ENTRY_RULES}`,
        params: inActivity,
        body: menuEntryBody,
        response: { 200: envelope(menuEntryAdmin) },
      },
    },
    async (req) => ok(await addEntry(db, pictures, req.params.activityId, req.body)),
  );

  r.put(
    '/api/activities/:activityId/menu/entries/:id',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'menuEntry' },
        idempotencyKey: 'required',
        example: { body: ENTRY },
      },
      schema: {
        tags,
        description: `Saves an entry; moved to another category it goes last there. ${ENTRY_RULES}`,
        params: byId,
        body: menuEntryBody,
        response: { 200: envelope(menuEntryAdmin) },
      },
    },
    async (req) =>
      ok(await saveEntry(db, pictures, req.params.activityId, req.params.id, req.body)),
  );

  r.delete(
    '/api/activities/:activityId/menu/entries/:id',
    {
      config: { tenancy: adminTenancy, owns: { id: 'menuEntry' } },
      schema: {
        tags,
        description: 'Deletes an entry (its picture file stays).',
        params: byId,
        response: { 200: deletedAnswer },
      },
    },
    async (req) => ok({ deleted: await removeEntry(db, req.params.activityId, req.params.id) }),
  );

  r.put(
    '/api/activities/:activityId/menu/categories/:id/entry-order',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'menuCategory' },
        idempotencyKey: 'required',
        example: { body: { ids: [] } },
      },
      schema: {
        tags,
        description:
          "Orders a category's entries: ids, every entry's id of the category once, first to last. Answers its entries in their new order.",
        params: byId,
        body: menuOrderBody,
        response: reorderResponse(menuEntryAdmin),
      },
    },
    async (req) => {
      const rows = await orderEntries(db, req.params.activityId, req.params.id, req.body.ids);
      return list(rows, rows.length);
    },
  );
}
