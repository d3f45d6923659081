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
import { envelope, idParam, ok } from '../../platform/envelope.ts';
import type { ModuleOptions } from '../../platform/module.ts';
import type { Tenancy } from '../../platform/tenancy.ts';
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
import { closuresOf } from './booking-settings.service.ts';

const tags = ['booking settings'];
const tenancy: Tenancy = { from: 'param', param: 'activityId', roles: ['ROLE_ADMIN'] };
const inActivity = z.object({ activityId: idParam });
const byId = z.object({ activityId: idParam, id: idParam });
const deleted = envelope(z.object({ deleted: z.literal(true) }));
const UNTOUCHED = 'Bookings already made keep their times, service and operator.';

const settingsBody = bookingSettings.strict();

export async function bookingAdminRoutes(app: FastifyInstance, _options: ModuleOptions) {
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
        tenancy,
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
    async (req) => ok(await saveSettings(app.db, req.params.activityId, req.body)),
  );

  // Services (N, NO): name and duration in minutes.
  r.post(
    '/api/activities/:activityId/bookingservices',
    {
      config: { tenancy, example: { body: { name: 'Taglio', duration: 30 } } },
      schema: {
        tags,
        description: 'Adds a service. A name another service in use has (any case) is a 409.',
        params: inActivity,
        body: bookingServiceInput,
        response: { 200: envelope(bookingService) },
      },
    },
    async (req) => ok(await addService(app.db, req.params.activityId, req.body)),
  );

  r.put(
    '/api/activities/:activityId/bookingservices/:id',
    {
      config: {
        tenancy,
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
    async (req) => ok(await updateService(app.db, req.params.activityId, req.params.id, req.body)),
  );

  r.delete(
    '/api/activities/:activityId/bookingservices/:id',
    {
      config: { tenancy, owns: { id: 'bookingService' } },
      schema: {
        tags,
        description: `Removes a service from use: customers no longer see it and no operator does it any more. ${UNTOUCHED}`,
        params: byId,
        response: { 200: deleted },
      },
    },
    async (req) => ok(await removeService(app.db, req.params.activityId, req.params.id)),
  );

  // Operators (NO), or the rooms and areas of the tables (RO).
  const operatorExample = { name: 'Anna', surname: 'Rossi', bookingServiceIds: [], seats: null };
  r.post(
    '/api/activities/:activityId/bookingoperators',
    {
      config: { tenancy, example: { body: operatorExample } },
      schema: {
        tags,
        description:
          "Adds an operator (NO), or a room or area of the tables (RO) with its seats (null: the activity's seats). Each of bookingServiceIds must be a service in use of this activity, else a 400 and nothing is added.",
        params: inActivity,
        body: bookingOperatorInput,
        response: { 200: envelope(bookingOperator) },
      },
    },
    async (req) => ok(await addOperator(app.db, req.params.activityId, req.body)),
  );

  r.put(
    '/api/activities/:activityId/bookingoperators/:id',
    {
      config: { tenancy, owns: { id: 'bookingOperator' }, example: { body: operatorExample } },
      schema: {
        tags,
        description: `Changes an operator: name, surname, seats and the whole set of services they do (each a service in use of this activity, else a 400 and nothing changes). ${UNTOUCHED}`,
        params: byId,
        body: bookingOperatorInput,
        response: { 200: envelope(bookingOperator) },
      },
    },
    async (req) => ok(await updateOperator(app.db, req.params.activityId, req.params.id, req.body)),
  );

  r.delete(
    '/api/activities/:activityId/bookingoperators/:id',
    {
      config: { tenancy, owns: { id: 'bookingOperator' } },
      schema: {
        tags,
        description: `Removes an operator from use, with their days off: customers no longer pick them. ${UNTOUCHED}`,
        params: byId,
        response: { 200: deleted },
      },
    },
    async (req) => ok(await removeOperator(app.db, req.params.activityId, req.params.id)),
  );

  // Closed days and times: holidays, weekly closed days, a lunch break, an operator's day off.
  r.get(
    '/api/activities/:activityId/booking-closures',
    {
      config: { tenancy },
      schema: {
        tags,
        description: "The activity's closed days and times, as added.",
        params: inActivity,
        response: { 200: envelope(z.array(bookingClosure)) },
      },
    },
    async (req) => ok(await closuresOf(app.db, req.params.activityId)),
  );

  r.post(
    '/api/activities/:activityId/booking-closures',
    {
      config: {
        tenancy,
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
    async (req) => ok(await addClosure(app.db, req.params.activityId, req.body)),
  );

  r.delete(
    '/api/activities/:activityId/booking-closures/:id',
    {
      config: { tenancy, owns: { id: 'bookingClosure' } },
      schema: {
        tags,
        description: 'Removes a closed day or time.',
        params: byId,
        response: { 200: deleted },
      },
    },
    async (req) => ok(await removeClosure(app.db, req.params.activityId, req.params.id)),
  );
}
