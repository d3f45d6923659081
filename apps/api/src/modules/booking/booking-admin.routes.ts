// The booking set-up for the activity's admins (issue 16, SPEC §3 Booking settings, Open times):
// settings, services, operators and closed days and times. The reads customers use (settings,
// services, operators) are booking.routes.ts's; the closures' list is the admin screen's.
import {
  bookingClosure,
  bookingClosureAdd,
  bookingClosureAdded,
  bookingClosureInput,
  bookingHours,
  bookingOperator,
  bookingOperatorInput,
  bookingService,
  bookingServiceInput,
  bookingSettings,
  bookingSettingsView,
  closureHit,
} from '@tessera/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, idParams, ok } from '../../platform/envelope.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import { adminTenancy, type Loaded } from '../../platform/tenancy.ts';
import { activityToday } from '../activities/index.ts';
import {
  activityClosure,
  activityOperator,
  activityService,
  addClosure,
  addOperator,
  addService,
  closureHitsOf,
  removeClosure,
  removeOperator,
  removeService,
  saveHours,
  saveSettings,
  updateOperator,
  updateService,
} from './booking-admin.service.ts';
import { hoursOf, upcomingClosuresOf } from './booking-settings.service.ts';

declare module '../../platform/tenancy.ts' {
  interface OwnedKinds {
    /** A booking service of the route's activity, in use. */
    bookingService: Loaded<typeof activityService>;
    /** An operator (or room) of the route's activity, in use. */
    bookingOperator: Loaded<typeof activityOperator>;
    /** A closure of the route's activity. */
    bookingClosure: Loaded<typeof activityClosure>;
  }
}

const tags = ['booking settings'];
const inActivity = idParams('activityId');
const byId = idParams('activityId', 'id');
const deleted = envelope(z.object({ deleted: z.literal(true) }));
const UNTOUCHED = 'Bookings already made keep their times, service and operator.';

// The fairness fields (issue 26) may be left out by older clients: unchanged.
const settingsBody = bookingSettings
  .partial({ maxUpcomingBookings: true, maxPartySize: true, cancelCutoffHours: true })
  .strict();

export async function bookingAdminRoutes(app: FastifyInstance, _options: ModuleOptions) {
  /**
   * A set-up change, committed: this instance's calendars forget the activity at once (the
   * trigger's NOTIFY tells every instance, this one a moment later).
   */
  const changed = async <T>(activityId: number, write: Promise<T>) => {
    const done = await write;
    app.activityChanged(activityId);
    return done;
  };
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The objects the path ids name: of the route's activity, in use (404 otherwise).
  app.registerOwned('bookingService', ({ db, membership, id }) =>
    activityService(db, membership?.activityId, id),
  );
  app.registerOwned('bookingOperator', ({ db, membership, id }) =>
    activityOperator(db, membership?.activityId, id),
  );
  app.registerOwned('bookingClosure', ({ db, membership, id }) =>
    activityClosure(db, membership?.activityId, id),
  );

  r.put(
    '/api/activities/:activityId/booking-settings',
    {
      config: {
        tenancy: adminTenancy,
        example: {
          body: {
            startTime: '09:00',
            endTime: '19:00',
            timeCalendar: 30,
            bookingNumberOfHour: 20,
            confirmOnArrival: false,
            reminderHour: 18,
          },
        },
      },
      schema: {
        tags,
        description: `Saves the activity's booking settings: opening and closing time (opening before closing), the calendar step (15, 30, 60 or 120 minutes), the seats per sitting window (restaurant), whether a new booking is confirmed at once, and the hour of the day-before reminder. Changing settings never touches existing bookings: ${UNTOUCHED}`,
        params: inActivity,
        body: settingsBody,
        response: { 200: envelope(bookingSettingsView) },
      },
    },
    async (req) =>
      ok(
        await changed(req.params.activityId, saveSettings(app.db, req.params.activityId, req.body)),
      ),
  );

  // Opening hours per weekday (issue 26): several ranges a day; none saved, the settings' range.
  r.get(
    '/api/activities/:activityId/booking-hours',
    {
      config: { tenancy: adminTenancy },
      schema: {
        tags,
        description:
          "The activity's opening hours per ISO weekday (1 Monday … 7 Sunday), by day and start. None: the settings' startTime–endTime every day.",
        params: inActivity,
        response: { 200: envelope(bookingHours) },
      },
    },
    async (req) => ok({ hours: await hoursOf(app.db, req.params.activityId) }),
  );

  r.put(
    '/api/activities/:activityId/booking-hours',
    {
      config: {
        tenancy: adminTenancy,
        example: {
          body: {
            hours: [
              { day: 1, startTime: '09:00', endTime: '13:00' },
              { day: 1, startTime: '14:00', endTime: '19:00' },
              { day: 4, startTime: '14:00', endTime: '21:00' },
            ],
          },
        },
      },
      schema: {
        tags,
        description: `Replaces the activity's opening hours per weekday: ranges of a day (start before end, none overlapping another of its day, 42 at most); a weekday without ranges is closed; [] goes back to the settings' startTime–endTime every day. The calendar and every booking's check follow at once. ${UNTOUCHED}`,
        params: inActivity,
        body: bookingHours,
        response: { 200: envelope(bookingHours) },
      },
    },
    async (req) =>
      ok(await changed(req.params.activityId, saveHours(app.db, req.params.activityId, req.body))),
  );

  // Services (N, NO): name and duration in minutes.
  r.post(
    '/api/activities/:activityId/bookingservices',
    {
      config: { tenancy: adminTenancy, example: { body: { name: 'Taglio', duration: 30 } } },
      schema: {
        tags,
        description: 'Adds a service. A name another service in use has (any case) is a 409.',
        params: inActivity,
        body: bookingServiceInput,
        response: { 200: envelope(bookingService) },
      },
    },
    async (req) =>
      ok(await changed(req.params.activityId, addService(app.db, req.params.activityId, req.body))),
  );

  r.put(
    '/api/activities/:activityId/bookingservices/:id',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'bookingService' },
        example: { body: { name: 'Taglio e piega', duration: 45 } },
      },
      schema: {
        tags,
        description: `Renames a service or changes its duration. ${UNTOUCHED}`,
        params: byId,
        body: bookingServiceInput,
        response: { 200: envelope(bookingService) },
      },
    },
    async (req) =>
      ok(
        await changed(
          req.params.activityId,
          updateService(app.db, req.params.activityId, req.params.id, req.body),
        ),
      ),
  );

  r.delete(
    '/api/activities/:activityId/bookingservices/:id',
    {
      config: { tenancy: adminTenancy, owns: { id: 'bookingService' } },
      schema: {
        tags,
        description: `Removes a service from use: customers no longer see it and no operator does it any more. ${UNTOUCHED}`,
        params: byId,
        response: { 200: deleted },
      },
    },
    async (req) =>
      ok(
        await changed(
          req.params.activityId,
          removeService(app.db, req.params.activityId, req.params.id),
        ),
      ),
  );

  // Operators (NO), or the rooms and areas of the tables (RO).
  const operatorExample = { name: 'Anna', surname: 'Rossi', bookingServiceIds: [], seats: null };
  r.post(
    '/api/activities/:activityId/bookingoperators',
    {
      config: { tenancy: adminTenancy, example: { body: operatorExample } },
      schema: {
        tags,
        description:
          "Adds an operator (NO), or a room or area of the tables (RO) with its seats (null: the activity's seats). Each of bookingServiceIds must be a service in use of this activity, else a 400 and nothing is added.",
        params: inActivity,
        body: bookingOperatorInput,
        response: { 200: envelope(bookingOperator) },
      },
    },
    async (req) =>
      ok(
        await changed(req.params.activityId, addOperator(app.db, req.params.activityId, req.body)),
      ),
  );

  r.put(
    '/api/activities/:activityId/bookingoperators/:id',
    {
      config: {
        tenancy: adminTenancy,
        owns: { id: 'bookingOperator' },
        example: { body: operatorExample },
      },
      schema: {
        tags,
        description: `Changes an operator: name, surname, seats and the whole set of services they do (each a service in use of this activity, else a 400 and nothing changes). ${UNTOUCHED}`,
        params: byId,
        body: bookingOperatorInput,
        response: { 200: envelope(bookingOperator) },
      },
    },
    async (req) =>
      ok(
        await changed(
          req.params.activityId,
          updateOperator(app.db, req.params.activityId, req.params.id, req.body),
        ),
      ),
  );

  r.delete(
    '/api/activities/:activityId/bookingoperators/:id',
    {
      config: { tenancy: adminTenancy, owns: { id: 'bookingOperator' } },
      schema: {
        tags,
        description: `Removes an operator from use, with their days off: customers no longer pick them. ${UNTOUCHED}`,
        params: byId,
        response: { 200: deleted },
      },
    },
    async (req) =>
      ok(
        await changed(
          req.params.activityId,
          removeOperator(app.db, req.params.activityId, req.params.id),
        ),
      ),
  );

  // Closed days and times: holidays, weekly closed days, a lunch break, an operator's day off.
  r.get(
    '/api/activities/:activityId/booking-closures',
    {
      config: { tenancy: adminTenancy },
      schema: {
        tags,
        description:
          "The activity's closed days and times to come: holidays and date ranges by date (past ones left out), then the weekly ones by weekday, then those of every day.",
        params: inActivity,
        response: { 200: envelope(z.array(bookingClosure)) },
      },
    },
    async (req) => {
      const today = await activityToday(app.db, app.ctx.clock, req.params.activityId);
      return ok(await upcomingClosuresOf(app.db, req.params.activityId, today));
    },
  );

  r.post(
    '/api/activities/:activityId/booking-closures',
    {
      config: {
        tenancy: adminTenancy,
        example: {
          body: {
            date: null,
            weekday: null,
            startTime: '13:00',
            endTime: '14:00',
            bookingOperatorId: null,
          },
        },
      },
      schema: {
        tags,
        description: `Adds a closed day or time: a date (a holiday; with dateTo, every day from date to dateTo inclusive, a year at most) or a weekday (1 Monday … 7 Sunday), not both, or neither for every day; without times the whole day, else from startTime to endTime (both, start before end; every day needs times); with bookingOperatorId (an operator in use of this activity) that operator only. A refusal is a 400 and adds nothing; the same closure twice is a 409. With tell: true the bookings it hits (see …/booking-closures/hits) are cancelled by the activity with reason, each customer e-mailed in their language; their ids in cancelled. Without tell, bookings stay.`,
        params: inActivity,
        body: bookingClosureAdd,
        response: { 200: envelope(bookingClosureAdded) },
      },
    },
    async (req) =>
      ok(
        await changed(req.params.activityId, addClosure(app.ctx, req.params.activityId, req.body)),
      ),
  );

  r.post(
    '/api/activities/:activityId/booking-closures/hits',
    {
      config: {
        tenancy: adminTenancy,
        example: {
          body: {
            date: '2026-12-24',
            dateTo: '2026-12-27',
            weekday: null,
            startTime: null,
            endTime: null,
            bookingOperatorId: null,
          },
        },
      },
      schema: {
        tags,
        description:
          'The warning before a closure is saved: the bookings it would hit (not ended, not yet over; on its days and times; of its operator when it names one), by start. Nothing is written. A closure that does not make sense is a 400, as when adding it.',
        params: inActivity,
        body: bookingClosureInput,
        response: { 200: envelope(z.array(closureHit)) },
      },
    },
    async (req) => ok(await closureHitsOf(app.ctx, req.params.activityId, req.body)),
  );

  r.delete(
    '/api/activities/:activityId/booking-closures/:id',
    {
      config: { tenancy: adminTenancy, owns: { id: 'bookingClosure' } },
      schema: {
        tags,
        description: 'Removes a closed day or time.',
        params: byId,
        response: { 200: deleted },
      },
    },
    async (req) =>
      ok(
        await changed(
          req.params.activityId,
          removeClosure(app.db, req.params.activityId, req.params.id),
        ),
      ),
  );
}
