// The shop's calls for staff (issue 17): the orders board of the activity, for ROLE_ADMIN and
// ROLE_STORE there (or a super admin). Rules and transactions: board.service.ts. The board's live
// stream (issue 22): Server-Sent Events of the orders' NOTIFY (platform/live.ts), one LISTEN per
// instance, ended with the instance.
import { boardOrder, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, orderStatusChange } from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelope,
  errorResponse,
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../../platform/envelope.ts';
import { startLive } from '../../../platform/live.ts';
import type { ModuleOptions } from '../../../platform/module.ts';
import { type Loaded, staffTenancy } from '../../../platform/tenancy.ts';
import { boardTags } from '../shop.http.ts';
import { activityOrder, BOARD_FILTERS, boardOrdersOf, moveOrder } from './board.service.ts';

declare module '../../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** An order of the route's activity (staff and admins). */
    activityOrder: Loaded<typeof activityOrder>;
  }
}

const boardQuery = z
  .object({
    status: z.enum(BOARD_FILTERS).optional(),
    q: z.string().trim().max(100).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    rowsPerPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .strict();

/** The channel migration 0018's trigger NOTIFYs on every order or refund change (the activity id). */
export const ORDERS_CHANNEL = 'tessera_orders';

export async function boardRoutes(app: FastifyInstance, { database }: ModuleOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  // A logout, a password change or a lost membership ends the user's streams (they reconnect and
  // are checked again).
  const live = startLive(database, ORDERS_CHANNEL, {
    userChanged: (userId) => app.sessionCache.forgotten(userId),
  });
  // Before the server closes: open streams would otherwise hold it open.
  app.addHook('preClose', async () => live.stop());
  await live.ready;
  app.registerOwned('activityOrder', async ({ db, membership, id }) =>
    membership ? activityOrder(db, membership.activityId, id) : undefined,
  );

  r.get(
    '/api/activities/:activityId/orders',
    {
      config: {
        tenancy: staffTenancy,
        example: { query: { status: 'open', q: 'Bianchi', page: 1, rowsPerPage: 15 } },
      },
      schema: {
        tags: boardTags,
        summary: "The activity's orders, newest first, a page at a time",
        description:
          'status: one of pending, placed, paid, ready, shipped, collected, cancelled, or open (every order not collected or cancelled); absent: every order. Orders still to hand over (open, pending, placed, paid, ready) list take-away orders first, by pick-up day and time, then the others newest first. q: an order number ("12", "#12") or part of the customer\'s name. Each order with its customer (name, e-mail, phone), its lines at the prices it was ordered at, its figures in euros (subtotal, shipping, card credit used, total, cashback, points), shipping and payment types, pick-up time and delivery address.',
        params: idParams('activityId'),
        querystring: boardQuery,
        response: { 200: listEnvelope(boardOrder) },
      },
    },
    async (req) => {
      const { status, q, page, rowsPerPage } = req.query;
      const { rows, total } = await boardOrdersOf(ctx.db, req.params.activityId, {
        status,
        q,
        offset: (page - 1) * rowsPerPage,
        rowsPerPage,
      });
      return list(rows, total);
    },
  );

  r.get(
    '/api/activities/:activityId/orders/events',
    {
      config: { tenancy: staffTenancy, example: {} },
      schema: {
        tags: boardTags,
        summary: "The board's live stream: an event whenever an order of the activity changes",
        description:
          'text/event-stream (Server-Sent Events), for the same callers as the board. Events: `live` (data true or false: whether the server hears every change right now; while false, read the list every few seconds), `change` (data: the activity id; an order or a refund of the activity changed: read the list again). Events carry nothing else. A comment line every 20 s keeps proxies from closing it; the stream ends when the access token expires (reconnect with a fresh one). At most 8 streams per user and server: a 429 too_many_streams beyond.',
        params: idParams('activityId'),
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe('the event stream'),
          404: errorResponse.describe('not a member of this active activity'),
          429: errorResponse.describe('too many streams open for this user'),
        },
      },
    },
    (req, reply) => {
      live.stream(req, reply, String(req.params.activityId));
    },
  );

  r.put(
    '/api/activities/:activityId/orders/:orderId/status',
    {
      config: {
        tenancy: staffTenancy,
        owns: { orderId: 'activityOrder' },
        example: { body: { status: 'paid' } },
      },
      schema: {
        tags: boardTags,
        summary: 'Staff move an order: paid, ready, shipped, collected or cancelled',
        description:
          'Allowed moves: placed → paid or cancelled; paid → ready, shipped, collected or cancelled; ready → shipped, collected or cancelled; shipped → collected. Any other (a pending order waiting for its online payment, paid twice, a collected or cancelled order) is a 409 saying where the order stands. paid credits the cashback and points on the customer’s card, once; cancelled returns the stock, gives back the card credit used and takes back the cashback credited (reversal movements); every move tells the customer with an in-app notification and an e-mail in their language (paid, ready, shipped, delivered or collected, cancelled with what is refunded and taken back). One transaction holding the order’s row lock. An Idempotency-Key, when sent, replays the first answer.',
        params: idParams('activityId', 'orderId'),
        body: orderStatusChange,
        response: {
          200: envelope(boardOrder),
          404: errorResponse.describe('not an order of this activity'),
          409: errorResponse.describe('a move the order’s status does not allow'),
        },
      },
    },
    async (req) =>
      ok(await moveOrder(ctx, req.params.activityId, req.params.orderId, req.body.status)),
  );
}
