// The booking set-up for the activity's admins (issue 16, SPEC §3 Booking settings, Open times):
// settings, services, operators and closed days and times. The reads customers use (settings,
// services, operators) are booking.routes.ts's; the closures' list is the admin screen's.
import {
  bookingClosure,
  bookingClosureInput,
  bookingOperator,
  bookingOperatorInput,
  bookingService,
  bookingServiceInput,
  bookingSettings,
  bookingSettingsView,
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
  removeClosure,
  removeOperator,
  removeService,
  saveSettings,
  updateOperator,
  updateService,
} from './booking-admin.service.ts';
import { upcomingClosuresOf } from './booking-settings.service.ts';

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
          "The activity's closed days and times to come: holidays by date (past ones left out), then the weekly ones by weekday, then those of every day.",
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
        description: `Adds a closed day or time: a date (a holiday) or a weekday (1 Monday … 7 Sunday), not both, or neither for every day; without times the whole day, else from startTime to endTime (both, start before end; every day needs times); with bookingOperatorId (an operator in use of this activity) that operator only. A refusal is a 400 and adds nothing. ${UNTOUCHED}`,
        params: inActivity,
        body: bookingClosureInput,
        response: { 200: envelope(bookingClosure) },
      },
    },
    async (req) =>
      ok(await changed(req.params.activityId, addClosure(app.db, req.params.activityId, req.body))),
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
