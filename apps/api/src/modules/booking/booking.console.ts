// Booking's part of the console home (issue 25), while the activity takes bookings: the set-up
// step (a service some operator does; a restaurant's saved settings) and the requests waiting
// for a confirmation from now on.
import { and, count, eq, gte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  bookingOperatorServices,
  bookingOperators,
  bookingServices,
  bookingSettings,
  bookings,
} from './booking.tables.ts';
import { settingsOf } from './booking-settings.service.ts';

export function registerBookingConsole(app: FastifyInstance) {
  app.registerSetupStep({
    key: 'booking',
    feature: 'booking',
    done: async (db, activityId) => {
      const { bookingType } = await settingsOf(db, activityId);
      const found =
        bookingType === 'R' || bookingType === 'RO'
          ? db
              .select({ id: bookingSettings.activityId })
              .from(bookingSettings)
              .where(eq(bookingSettings.activityId, activityId))
          : db
              .select({ id: bookingServices.id })
              .from(bookingServices)
              .innerJoin(
                bookingOperatorServices,
                eq(bookingOperatorServices.bookingServiceId, bookingServices.id),
              )
              .innerJoin(
                bookingOperators,
                and(
                  eq(bookingOperators.id, bookingOperatorServices.bookingOperatorId),
                  eq(bookingOperators.active, true),
                ),
              )
              .where(
                and(eq(bookingServices.activityId, activityId), eq(bookingServices.active, true)),
              )
              .limit(1);
      return (await found).length > 0;
    },
  });
  app.registerAttention({
    key: 'bookingsToConfirm',
    feature: 'booking',
    count: async (db, activityId, now) => {
      const [row] = await db
        .select({ n: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.activityId, activityId),
            eq(bookings.confirmed, 'I'),
            gte(bookings.endsAt, now),
          ),
        );
      return row?.n ?? 0;
    },
  });
}
