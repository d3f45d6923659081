// Booking's calls (SPEC §7, issue 16): the customer's calendar, booking, own list and cancel; the
// activity's settings, services and operators as customers read them; the staff's agenda, answer,
// booking on a member's behalf and member search. Admin writes: booking-admin.routes.ts. The
// customer's routes are gated by feature 'booking' (the settings, services and operators let the
// activity's staff by); the staff's are not: staff book by phone whatever the switch.
import {
  addDays,
  agendaBooking,
  agendaOpen,
  booking,
  bookingCalendar,
  bookingCancel,
  bookingCustomer,
  bookingGuest,
  bookingGuestRequest,
  bookingMove,
  bookingOperator,
  bookingRequest,
  bookingService,
  bookingSettingsView,
  bookingStatusChange,
  isoDate,
  staffBookingRequest,
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
} from '../../platform/envelope.ts';
import { STAFF_ROLES } from '../../platform/features.ts';
import { languageFromHeader } from '../../platform/i18n.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { listQuery } from '../../platform/pagination.ts';
import { type Loaded, membershipOf, staffTenancy } from '../../platform/tenancy.ts';
import { bookingGuestOf } from '../users/index.ts';
import { availability, availabilityBody } from './booking.availability.ts';
import { BOOKING_CHANNEL, CalendarCache, registerCalendarCache } from './booking.cache.ts';
import { agendaOf, agendaOpenOf, bookingCustomersOf, bookingsOf } from './booking.lists.ts';
import { moveActivityBooking, moveOwnBooking } from './booking.move.ts';
import {
  activityBooking,
  answerBooking,
  cancelBooking,
  createBooking,
  ownBooking,
  requireActiveMember,
} from './booking.service.ts';
import { operatorsOf, servicesOf, settingsOf } from './booking-settings.service.ts';

declare module '../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** The caller's own booking. */
    booking: Loaded<typeof ownBooking>;
    /** A booking of the route's activity (staff and admins). */
    activityBooking: Loaded<typeof activityBooking>;
  }
}

declare module '../../platform/features.ts' {
  interface Features {
    /** Booking (SPEC §2: showBookingApp with types N or NO; types R and RO always). */
    booking: true;
  }
}

const tags = ['booking'];
/** The agenda's longest range: six weeks, a month view with its edges. */
export const AGENDA_MAX_DAYS = 42;

const refusals = {
  400: errorResponse.describe('bad input'),
  404: errorResponse.describe('not this activity’s, or booking is off'),
  409: errorResponse.describe(
    'slot taken (slot_taken, SPEC: "Non è possibile prenotare in quanto occorrono {n} minuti …"), not enough seats (not_enough_seats, "Per questa selezione ci sono solo {n} posti disponibili"), with the real n; or overlaps_own: the customer already has a booking (not declined) at that time',
  ),
  422: errorResponse.describe('past time, closed day or time, or ending after closing'),
};

const datesQuery = z
  .object({
    filters: z
      .object({
        activityId: idParam,
        /** The first day (YYYY-MM-DD); today when absent or past. */
        date: isoDate.optional(),
        numberOfPeoples: z.coerce.number().int().min(1).max(1000).default(1),
        bookingServiceId: idParam.optional(),
        bookingOperatorId: idParam.optional(),
        /** A booking being moved: the calendar as if it were not there (issue 26). */
        moving: idParam.optional(),
      })
      .strict(),
  })
  .strict();

const agendaQuery = z
  .object({ from: isoDate, to: isoDate })
  .strict()
  .refine(
    // Days that are no dates are refused already, by their own fields.
    (q) =>
      !isoDate.safeParse(q.from).success ||
      !isoDate.safeParse(q.to).success ||
      (q.from <= q.to && q.to <= addDays(q.from, AGENDA_MAX_DAYS - 1)),
    {
      path: ['to'],
      message: `from ≤ to, at most ${AGENDA_MAX_DAYS} days`,
    },
  );

export async function bookingRoutes(app: FastifyInstance, options: ModuleOptions) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const calendars = new CalendarCache();
  registerCalendarCache(ctx, calendars);
  const stopListening = await options.database.listen(BOOKING_CHANNEL, {
    onMessage: (payload) => calendars.onMessage(payload),
    onReady: () => calendars.listening(true),
    onLost: () => calendars.listening(false),
  });
  app.addHook('onClose', stopListening);
  // A set-up saved here (time zone, switches): forgotten at once, before the NOTIFY comes back.
  app.onActivityChanged((activityId) => calendars.forgetActivity(activityId));
  app.registerOwned('booking', ({ db, user, id }) => ownBooking(db, user.id, id));
  app.registerOwned('activityBooking', async ({ db, membership, id }) =>
    membership ? activityBooking(db, membership.activityId, id) : undefined,
  );
  // The switch, remembered with the calendar (forgotten on a change of it, type or time zone).
  app.registerFeature('booking', async (db, activityId) => {
    const now = ctx.clock.now();
    const known = calendars.bookingOn(activityId, now);
    if (known !== undefined) return known;
    const mark = calendars.mark();
    const on = (await settingsOf(db, activityId)).bookingOn;
    calendars.setBookingOn(activityId, now, on, mark);
    return on;
  });
  /** Customers read these only while the activity takes bookings; its staff always. */
  const customerView = {
    tenancy: { from: 'param', param: 'id' },
    feature: { name: 'booking', staff: 'bypass' },
  } as const;

  // ── Customer ──────────────────────────────────────────────────────────────────────────────

  r.get(
    '/api/app/bookings/dates',
    {
      config: {
        tenancy: { from: 'query' },
        feature: 'booking',
        example: { query: { filters: { activityId: 1, numberOfPeoples: '2' } } },
      },
      schema: {
        tags,
        summary: 'The booking calendar: 35 days from today for one selection',
        description:
          'filters[activityId], filters[date] (the first day, clamped to today; the answer ends at today+34), filters[numberOfPeoples] (default 1), filters[bookingServiceId], filters[bookingOperatorId] (none: any operator or room), filters[moving] (a booking being moved: the calendar of its customer as if it were not there, its own time offered again; the caller’s own booking, or any of the activity’s for its staff; 404 when there is no such booking not ended; never cached). `days` says per day what this caller can book: `status` open, full or closed; `reason` closed (closed that day: weekday or closure, or no start left in the hours), allBooked (no start left), seats (tables: not enough seats for this party at any start) or null; `starts` the "HH:mm" starts that fit the selection for this caller (the whole duration within the hours, breaks and operators’ hours; others’ bookings; seats for the party over the whole 120 minutes; never overlapping the caller’s own bookings that are not declined; never past); `largestParty` (tables) the largest party that fits at some start, 0 none, null for services. `busy` holds every booking that holds a service slot (the caller’s too) with times and operator only; `mine` the caller’s own in full, declined included; `seatsTaken` the seats taken. A booking is still checked by the server with the same domain rules. Answered from a fixed number of statements whatever the range.',
        querystring: datesQuery,
        response: { 200: envelope(bookingCalendar), 400: refusals[400], 404: refusals[404] },
      },
    },
    async (req, reply) => {
      const f = req.query.filters;
      const answer = await availability(
        ctx.db,
        ctx.clock,
        {
          activityId: f.activityId,
          userId: req.user.id,
          date: f.date,
          people: f.numberOfPeoples,
          serviceId: f.bookingServiceId ?? null,
          operatorId: f.bookingOperatorId ?? null,
          ...(f.moving && {
            moving: {
              id: f.moving,
              staff: membershipOf(req).roles.some((r) => STAFF_ROLES.includes(r)),
            },
          }),
        },
        calendars,
        (details, message) => req.log.warn(details, message),
      );
      // Already checked against the schema and serialized (see availabilityBody).
      return reply.type('application/json; charset=utf-8').send(availabilityBody(answer) as never);
    },
  );

  r.post(
    '/api/app/bookings',
    {
      config: {
        tenancy: { from: 'body' },
        feature: 'booking',
        idempotencyKey: 'required',
        example: {
          body: {
            activityId: 1,
            date: '2026-06-02',
            startTime: '10:00',
            numberOfPeople: 1,
            bookingService: { id: 1 },
            bookingOperator: null,
          },
        },
      },
      schema: {
        tags,
        summary: 'Book a slot (Idempotency-Key required)',
        description:
          'A service (types N, NO; bookingOperator null: any operator doing it) or a table (R, RO: bookingService null; bookingOperator the room, null: any room). The new booking waits (I), or is confirmed (Y) when the activity confirms on arrival.',
        body: bookingRequest,
        response: { 201: envelope(booking), ...refusals },
      },
    },
    async (req, reply) => {
      const { activityId, ...request } = req.body;
      const created = await createBooking(ctx, {
        activityId,
        userId: req.user.id,
        createdBy: null,
        request,
      });
      reply.code(201);
      return ok(created);
    },
  );

  r.get(
    '/api/activities/:id/bookings',
    {
      config: {
        tenancy: { from: 'param', param: 'id' },
        feature: 'booking',
        example: { query: {} },
      },
      schema: {
        tags,
        summary: 'The caller’s own bookings: the coming ones first, then the past ones',
        params: idParams('id'),
        querystring: listQuery({}, ['startsAt'] as const),
        response: { 200: listEnvelope(booking) },
      },
    },
    async (req) => {
      const { rows, total } = await bookingsOf(
        ctx.db,
        ctx.clock,
        req.params.id,
        req.user.id,
        req.query,
      );
      return list(rows, total);
    },
  );

  r.put(
    '/api/bookings/confirm/:id',
    {
      config: {
        tenancy: { from: 'none', reason: "the caller's own booking, in any of their activities" },
        owns: { id: 'booking' },
        feature: 'booking',
        example: { body: { confirm: 'N', sendEmailToActivity: 'Y' } },
      },
      schema: {
        tags,
        summary: 'The customer cancels their booking (confirm N)',
        description:
          'Not once it has started (422); a declined or cancelled booking stays so (409). Frees its slot or seats at once; the activity is e-mailed unless sendEmailToActivity is N.',
        params: idParams('id'),
        body: bookingCancel,
        response: {
          200: envelope(booking),
          404: refusals[404],
          409: errorResponse,
          422: errorResponse,
        },
      },
    },
    async (req) =>
      ok(
        await cancelBooking(ctx, req.user.id, req.params.id, req.body.sendEmailToActivity === 'Y'),
      ),
  );

  r.put(
    '/api/app/bookings/:id/move',
    {
      config: {
        tenancy: { from: 'none', reason: "the caller's own booking, in any of their activities" },
        owns: { id: 'booking' },
        feature: 'booking',
        example: { body: { date: '2026-06-03', startTime: '11:00' } },
      },
      schema: {
        tags,
        summary: 'The customer moves their booking to another day or time (same id)',
        description:
          'The same checks as a new booking, the booking itself left out (a 30-minute shift within its own time is fine). bookingOperator absent keeps the operator or room, null: any free one. Not once started (422), nor within the activity’s cancelCutoffHours of the start (422 move_too_late, like cancelling); a declined or cancelled booking cannot move (409). A confirmed booking stays confirmed when the activity confirms on arrival, else waits again (I). The same target again answers 200 with the booking unchanged. The calendar entry is updated (SEQUENCE+1) and the activity told.',
        params: idParams('id'),
        body: bookingMove,
        response: { 200: envelope(booking), ...refusals },
      },
    },
    async (req) => ok(await moveOwnBooking(ctx, req.user.id, req.params.id, req.body)),
  );

  r.get(
    '/api/activities/:id/booking-settings',
    {
      config: customerView,
      schema: {
        tags,
        summary: 'Opening (startTime, endTime), step (timeCalendar), seats (bookingNumberOfHour)',
        params: idParams('id'),
        response: { 200: envelope(bookingSettingsView) },
      },
    },
    async (req) => ok(await settingsOf(ctx.db, req.params.id)),
  );

  r.get(
    '/api/activities/:id/bookingservices',
    {
      config: customerView,
      schema: {
        tags,
        summary: 'The services in use: id, name, duration in minutes',
        params: idParams('id'),
        response: { 200: listEnvelope(bookingService) },
      },
    },
    async (req) => {
      const rows = await servicesOf(ctx.db, req.params.id);
      return list(rows, rows.length);
    },
  );

  r.get(
    '/api/activities/:id/bookingoperators',
    {
      config: customerView,
      schema: {
        tags,
        summary: 'The operators (NO) or rooms (RO) in use, with the services each does',
        params: idParams('id'),
        response: { 200: listEnvelope(bookingOperator) },
      },
    },
    async (req) => {
      const rows = await operatorsOf(ctx.db, req.params.id);
      return list(rows, rows.length);
    },
  );

  // ── Staff (ROLE_ADMIN or ROLE_STORE of the activity, or a super admin) ──────────────────

  r.get(
    '/api/activities/:activityId/agenda',
    {
      config: {
        tenancy: staffTenancy,
        example: { query: { from: '2026-06-01', to: '2026-06-07' } },
      },
      schema: {
        tags,
        summary: `The agenda: every booking of the days from..to (at most ${AGENDA_MAX_DAYS}), by start`,
        description:
          '`open`: for each day, when the activity (bookingOperatorId null) and each operator or room in use (types NO, RO) is open, after the weekday’s hours, the operator’s own hours and the closures; the rest of the day is not worked.',
        params: idParams('activityId'),
        querystring: agendaQuery,
        response: {
          200: listEnvelope(agendaBooking).extend({ open: z.array(agendaOpen).optional() }),
        },
      },
    },
    async (req) => {
      const { from, to } = req.query;
      const [rows, open] = await Promise.all([
        agendaOf(ctx.db, req.params.activityId, from, to),
        agendaOpenOf(ctx.db, req.params.activityId, from, to),
      ]);
      return { ...list(rows, rows.length), open };
    },
  );

  r.put(
    '/api/activities/:activityId/bookings/:id/status',
    {
      config: {
        tenancy: staffTenancy,
        owns: { id: 'activityBooking' },
        example: { body: { confirm: 'Y' } },
      },
      schema: {
        tags,
        summary: 'Staff confirm (Y) or decline (N) a booking',
        description:
          'I → Y, I → N, Y → N; a declined or cancelled booking is final (409), as is confirming a confirmed one. Declining frees the slot or seats at once. N records who ended it (endedBy activity; ended declined from I, cancelled from Y) and the optional reason (at most 500 characters), which the customer is told. The customer gets a notification and an e-mail in their language.',
        params: idParams('activityId', 'id'),
        body: bookingStatusChange,
        response: { 200: envelope(booking), 404: refusals[404], 409: errorResponse },
      },
    },
    async (req) =>
      ok(
        await answerBooking(
          ctx,
          req.params.activityId,
          req.params.id,
          req.body.confirm,
          req.body.reason,
        ),
      ),
  );

  r.put(
    '/api/activities/:activityId/bookings/:id/move',
    {
      config: {
        tenancy: staffTenancy,
        owns: { id: 'activityBooking' },
        example: { body: { date: '2026-06-03', startTime: '11:00', bookingOperator: null } },
      },
      schema: {
        tags,
        summary: 'Staff move a booking to another day, time or operator (same id)',
        description:
          'The same checks as a booking, the booking itself left out; its status stays. bookingOperator absent keeps the operator or room, null: any free one. Not once started (422); a declined or cancelled booking cannot move (409). The same target again answers 200 unchanged. The customer is e-mailed (SEQUENCE+1) and notified.',
        params: idParams('activityId', 'id'),
        body: bookingMove,
        response: { 200: envelope(booking), ...refusals },
      },
    },
    async (req) =>
      ok(await moveActivityBooking(ctx, req.params.activityId, req.params.id, req.body)),
  );

  r.post(
    '/api/activities/:activityId/bookings',
    {
      config: {
        tenancy: staffTenancy,
        idempotencyKey: 'required',
        example: {
          body: {
            userId: 1,
            date: '2026-06-02',
            startTime: '10:00',
            numberOfPeople: 1,
            bookingService: { id: 1 },
            bookingOperator: null,
          },
        },
      },
      schema: {
        tags,
        summary: 'Staff book for a member (a phone call); Idempotency-Key required',
        description:
          'The same rules and constraints as the customer’s booking; userId must be an active member of the activity (404 otherwise). Confirmed at once (Y) unless confirmed says I (waits).',
        params: idParams('activityId'),
        body: staffBookingRequest,
        response: { 201: envelope(booking), ...refusals },
      },
    },
    async (req, reply) => {
      const { activityId } = req.params;
      const { userId, confirmed, ...request } = req.body;
      await requireActiveMember(ctx.db, activityId, userId);
      const created = await createBooking(ctx, {
        activityId,
        userId,
        createdBy: req.user.id,
        request,
        confirmed,
      });
      reply.code(201);
      return ok(created);
    },
  );

  r.post(
    '/api/activities/:activityId/booking-guests',
    {
      config: {
        tenancy: staffTenancy,
        idempotencyKey: 'required',
        example: {
          body: { name: 'Mario', surname: 'Rossi', phone: '+393331234567', invite: false },
        },
      },
      schema: {
        tags,
        summary: 'Staff add a guest to book for (a walk-in or a caller who is not a member)',
        description:
          'Issue 26. A guest customer of this activity only, who cannot log in; booked then through POST …/bookings with its id. The phone is the key: an active member of the activity with the same phone (E.164 once normalized) is found again (reused true), never doubled. invite true (the customer agrees): with an e-mail, an e-mail to choose a password for the account holding the bookings (an e-mail that is another account’s gets the member invitation); with a mobile only, an SMS with the registration link. Without consent nothing is sent; a guest without an e-mail gets no e-mail at all.',
        params: idParams('activityId'),
        body: bookingGuestRequest,
        response: { 201: envelope(bookingGuest), 400: refusals[400], 404: refusals[404] },
      },
    },
    async (req, reply) => {
      const guest = await bookingGuestOf(
        ctx,
        req.params.activityId,
        req.body,
        languageFromHeader(req.headers['accept-language']),
      );
      reply.code(201);
      return ok(guest);
    },
  );

  r.get(
    '/api/activities/:activityId/booking-customers',
    {
      config: {
        tenancy: staffTenancy,
        example: { query: { text: 'Rossi' } },
      },
      schema: {
        tags,
        summary: 'Staff find an active member by name, e-mail or phone (at most 20)',
        params: idParams('activityId'),
        querystring: z.object({ text: z.string().trim().min(1).max(80) }).strict(),
        response: { 200: listEnvelope(bookingCustomer) },
      },
    },
    async (req) => {
      const rows = await bookingCustomersOf(ctx.db, req.params.activityId, req.query.text);
      return list(rows, rows.length);
    },
  );
}
