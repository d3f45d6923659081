// The staff's pending inbox (issue 26): the activity's booking requests still waiting for an
// answer (I) and not yet over, across every date, the oldest request first, a page at a time; and
// their number alone for the drawer. Same callers as the agenda (ROLE_ADMIN, ROLE_STORE).
import { agendaBooking } from '@tessera/domain';
import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock, Executor } from '../../platform/context.ts';
import {
  envelope,
  errorResponse,
  idParams,
  list,
  listEnvelope,
  ok,
} from '../../platform/envelope.ts';
import { totalOver } from '../../platform/pagination.ts';
import { users } from '../../platform/tables.ts';
import { staffTenancy } from '../../platform/tenancy.ts';
import { customerColumns } from './booking.lists.ts';
import { bookingOperators, bookingServices, bookings } from './booking.tables.ts';
import { bookingColumns, viewOf } from './booking.views.ts';

/** A waiting booking with when it was asked for. */
export const pendingBooking = agendaBooking.extend({
  /** When the customer (or staff) asked for it: the inbox's order. */
  requestedAt: z.string(),
});
export const pendingCount = z.object({ count: z.number().int() });

/** The inbox pages by 15 (SPEC §7's sizes). */
const pendingQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    rowsPerPage: z.coerce
      .number()
      .int()
      .refine((n) => [15, 20, 30, 50].includes(n), 'one of 15, 20, 30, 50')
      .default(15),
  })
  .strict();

/** Waiting and not over yet (a request whose time has passed is answered by nobody). */
const waiting = (activityId: number, now: Date) =>
  and(eq(bookings.activityId, activityId), eq(bookings.confirmed, 'I'), gt(bookings.endsAt, now));

export async function pendingOf(
  db: Executor,
  clock: Clock,
  activityId: number,
  page: { offset: number; rowsPerPage: number },
) {
  const where = waiting(activityId, clock.now());
  const rows = await db
    .select({
      ...bookingColumns,
      customer: customerColumns,
      createdBy: bookings.createdBy,
      createdAt: bookings.createdAt,
      total: totalOver(),
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(bookingServices, eq(bookingServices.id, bookings.bookingServiceId))
    .leftJoin(bookingOperators, eq(bookingOperators.id, bookings.bookingOperatorId))
    .where(where)
    .orderBy(asc(bookings.createdAt), asc(bookings.id))
    .limit(page.rowsPerPage)
    .offset(page.offset);
  // A page past the end carries no total: counted apart.
  const total =
    rows[0]?.total ?? (page.offset > 0 ? await pendingCountOf(db, clock, activityId) : 0);
  return {
    rows: rows.map((r) => ({
      ...viewOf(r),
      customer: r.customer,
      bookedByStaff: r.createdBy !== null && r.createdBy !== r.userId,
      requestedAt: r.createdAt.toISOString(),
    })),
    total,
  };
}

export async function pendingCountOf(db: Executor, clock: Clock, activityId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(waiting(activityId, clock.now()));
  return row?.n ?? 0;
}

const tags = ['booking'];
const notOurs = errorResponse.describe('not a member of this active activity');

export async function bookingInboxRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/api/activities/:activityId/agenda/pending',
    {
      config: { tenancy: staffTenancy, example: { query: { page: 1, rowsPerPage: 15 } } },
      schema: {
        tags,
        summary: 'The pending inbox: waiting bookings of every date, the oldest request first',
        description:
          'Bookings still waiting for an answer (confirmed I) whose end is still to come, each with its customer and when it was asked for (requestedAt), by request time; page (1-based) and rowsPerPage (15, 20, 30 or 50).',
        params: idParams('activityId'),
        querystring: pendingQuery,
        response: {
          200: listEnvelope(pendingBooking),
          400: errorResponse.describe('bad page or page size'),
          404: notOurs,
        },
      },
    },
    async (req) => {
      const { page, rowsPerPage } = req.query;
      const { rows, total } = await pendingOf(ctx.db, ctx.clock, req.params.activityId, {
        offset: (page - 1) * rowsPerPage,
        rowsPerPage,
      });
      return list(rows, total);
    },
  );

  r.get(
    '/api/activities/:activityId/agenda/pending/count',
    {
      config: { tenancy: staffTenancy, example: {} },
      schema: {
        tags,
        summary: 'How many booking requests wait for an answer (the drawer’s count)',
        description: 'The number of rows GET …/agenda/pending lists, in one cheap statement.',
        params: idParams('activityId'),
        response: { 200: envelope(pendingCount), 404: notOurs },
      },
    },
    async (req) => ok({ count: await pendingCountOf(ctx.db, ctx.clock, req.params.activityId) }),
  );
}
