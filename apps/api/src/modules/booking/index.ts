// The booking module's public surface (issue 16).
import type { Module } from '../../platform/module.ts';
import { registerBookingConsole } from './booking.console.ts';
import { bookingInboxRoutes } from './booking.inbox.ts';
import { bookingLiveRoutes } from './booking.live.ts';
import { bookingRoutes } from './booking.routes.ts';
import { seedBooking } from './booking.seed.ts';
import { bookingAdminRoutes } from './booking-admin.routes.ts';

export const bookingModule: Module = {
  name: 'booking',
  routes: async (app, options) => {
    await bookingRoutes(app, options);
    await bookingAdminRoutes(app, options);
    await bookingInboxRoutes(app);
    await bookingLiveRoutes(app, options);
    registerBookingConsole(app);
  },
  seed: seedBooking,
};
